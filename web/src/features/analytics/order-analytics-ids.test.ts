import { afterEach, describe, expect, it } from 'vitest';
import { orderAnalyticsIds } from './order-analytics-ids';

const set = (name: string, value: string) => {
  document.cookie = `${name}=${value}; Path=/`;
};
afterEach(() => {
  for (const name of ['ls_anon', '_ga', '_fbp', '_fbc']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe("the order's analytics ids", () => {
  it('are the consent id, the GA4 client id from _ga, _fbp and _fbc', () => {
    set('ls_anon', 'AbCdEfGhIjKlMnOpQrStUv');
    set('_ga', 'GA1.1.1234567890.1764230400');
    set('_fbp', 'fb.1.1764230400123.987654321');
    set('_fbc', 'fb.1.1764230400123.IwAR2xYz');
    expect(orderAnalyticsIds()).toEqual({
      anonId: 'AbCdEfGhIjKlMnOpQrStUv',
      clientId: '1234567890.1764230400',
      fbp: 'fb.1.1764230400123.987654321',
      fbc: 'fb.1.1764230400123.IwAR2xYz',
    });
  });

  it('leave out cookies that are missing or not well-formed, and are nothing without any', () => {
    expect(orderAnalyticsIds()).toBeUndefined();
    set('ls_anon', 'AbCdEfGhIjKlMnOpQrStUv');
    set('_ga', 'GA1.1.not-a-client');
    set('_fbp', 'fb.1.12.x');
    expect(orderAnalyticsIds()).toEqual({ anonId: 'AbCdEfGhIjKlMnOpQrStUv' });
  });
});
