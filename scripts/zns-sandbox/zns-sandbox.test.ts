import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ZALO_SETTINGS, DEMO_ZNS_TEMPLATE_IDS } from '../../functions/src/messages/zalo/zalo-settings.js';
import { startZnsSandbox, type ZnsSandbox } from './server.js';

let sandbox: ZnsSandbox;
beforeAll(async () => {
  sandbox = await startZnsSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const refresh = async (refreshToken: string, secret = DEMO_ZALO_SETTINGS.secretKey) =>
  (await (
    await fetch(`${sandbox.url}/v4/oa/access_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', secret_key: secret },
      body: new URLSearchParams({
        app_id: DEMO_ZALO_SETTINGS.appId,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }),
    })
  ).json()) as Record<string, unknown>;
const send = async (accessToken: string, body: Record<string, unknown>) =>
  (await (
    await fetch(`${sandbox.url}/message/template`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', access_token: accessToken },
      body: JSON.stringify(body),
    })
  ).json()) as { error: number; message: string; data?: { msg_id: string } };
const otp = { phone: '84912345678', template_id: DEMO_ZNS_TEMPLATE_IDS.otp, template_data: { otp: '123456' } };

describe('the local ZNS sandbox', () => {
  it('rotates the token pair and refuses a refresh token once spent, or a wrong secret key', async () => {
    const first = await refresh(DEMO_ZALO_SETTINGS.initialRefreshToken);
    expect(first).toMatchObject({ expires_in: '90000' });
    const second = await refresh(String(first.refresh_token));
    expect(typeof second.access_token).toBe('string');
    expect((await refresh(String(first.refresh_token))).error).toBe(-14014);
    expect((await refresh(String(second.refresh_token), 'wrong')).error).toBe(-14001);
  });

  it("answers Zalo's shapes: error 0 with data.msg_id, -124 for a bad token, negative codes for a bad phone or template", async () => {
    const { access_token } = await refresh(DEMO_ZALO_SETTINGS.initialRefreshToken);
    const token = String(access_token);
    const sent = await send(token, { ...otp, tracking_id: 't1' });
    expect(sent).toMatchObject({ error: 0, message: 'Success' });
    expect(sent.data?.msg_id).toMatch(/\S/);
    expect((await send('not-a-token', otp)).error).toBe(-124);
    expect((await send(token, { ...otp, phone: '0912345678' })).error).toBe(-108);
    expect((await send(token, { ...otp, template_id: '1' })).error).toBe(-109);
    expect((await send(token, { ...otp, template_data: { code: '1' } })).error).toBeLessThan(0);

    const inbox = (await (await fetch(`${sandbox.url}/api/messages?phone=84912345678`)).json()) as Array<{
      text: string;
      trackingId: string;
    }>;
    expect(inbox[0]).toMatchObject({ trackingId: 't1' });
    expect(inbox[0]?.text).toContain('123456');
    expect(await (await fetch(`${sandbox.url}/`)).text()).toContain('123456');

    await fetch(`${sandbox.url}/__sandbox/expire-token`, { method: 'POST' });
    expect((await send(token, otp)).error).toBe(-124);
    await fetch(`${sandbox.url}/__sandbox/no-zalo`, { method: 'POST', body: JSON.stringify({ phone: '84912345678' }) });
    const fresh = String((await refresh(DEMO_ZALO_SETTINGS.initialRefreshToken)).access_token);
    expect((await send(fresh, otp)).error).toBe(-118);
  });
});
