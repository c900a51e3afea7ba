import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addressKey, clientKey, trustProxy } from './client-address.js';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['not-an-address', 'unparsed:not-an-address'],
  ])('%s is keyed as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('the client behind a request', () => {
  const appWith = (hostingRanges: string[]) => {
    const app = express();
    app.set(
      'trust proxy',
      trustProxy(() => ({ proxyHops: 1, hostingRanges })),
    );
    app.get('/key', (req, res) => {
      res.json({ key: clientKey(req) });
    });
    return app;
  };
  const keyFor = async (app: express.Express, forwardedFor: string) =>
    ((await request(app).get('/key').set('X-Forwarded-For', forwardedFor)).body as { key: string }).key;

  it('direct: the entry Google appended, whatever the caller wrote to its left', async () => {
    const app = appWith(['192.0.2.0/24']);
    expect(await keyFor(app, '1.1.1.1, 192.0.2.5, 198.51.100.9')).toBe('198.51.100.9');
  });

  it('through Hosting: the visitor Hosting saw, behind an edge in the Hosting ranges', async () => {
    const app = appWith(['192.0.2.0/24', '2001:db8:ffff::/48']);
    expect(await keyFor(app, '1.1.1.1, 198.51.100.9, 192.0.2.5')).toBe('198.51.100.9');
    expect(await keyFor(app, '2001:db8:9:9::1, 2001:db8:ffff:1::2')).toBe('2001:db8:9:9::/64');
  });

  it('without Hosting ranges a Hosting visitor is keyed by the edge, never by what it wrote', async () => {
    expect(await keyFor(appWith([]), '1.1.1.1, 198.51.100.9, 192.0.2.5')).toBe('192.0.2.5');
  });
});
