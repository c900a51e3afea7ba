import { describe, expect, it } from 'vitest';
import { MOMO_AUTO_CAPTURE, momoCodePaid, momoExpireMinutes } from './payment.js';

describe('MoMo result codes', () => {
  it('9000 (authorised, not captured) is paid only where MoMo captures automatically, which the shop asks for', () => {
    expect(MOMO_AUTO_CAPTURE).toBe(true);
    expect(momoCodePaid('9000', true)).toBe(true);
    expect(momoCodePaid('9000', false)).toBe(false);
    expect(momoCodePaid('0', false)).toBe(true);
    expect(momoCodePaid('1006', true)).toBe(false);
  });
});

describe('MoMo orderExpireTime', () => {
  it('is the whole minutes left of the reservation, rounded down, at least 1', () => {
    const now = new Date('2026-11-24T03:00:00.000Z');
    expect(momoExpireMinutes(now, '2026-11-24T03:30:00.000Z')).toBe(30);
    expect(momoExpireMinutes(now, '2026-11-24T03:19:59.000Z')).toBe(19);
    expect(momoExpireMinutes(now, '2026-11-24T03:00:20.000Z')).toBe(1);
  });
});
