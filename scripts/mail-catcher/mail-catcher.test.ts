import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './server.js';

let catcher: MailCatcher;
const send = (to: string, subject: string) =>
  createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true }).sendMail({
    from: 'Laptop Shop <no-reply@shop.example>',
    to,
    subject,
    text: `Text of ${subject}`,
    html: `<p>HTML of ${subject}</p>`,
  });
const inbox = async (query = '') => {
  const res = await fetch(`${catcher.url}/api/messages${query}`);
  expect(res.headers.get('content-type')).toBe('application/json');
  return (await res.json()) as Array<Record<string, string>>;
};

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
});
afterAll(() => catcher.close());
beforeEach(async () => {
  await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' });
});

describe('the local mail catcher', () => {
  it('answers what it caught for an address as [{to, subject, text, html, date, headers}], newest first', async () => {
    await send('lan@example.com', 'First');
    await send('other@example.com', 'Not hers');
    await send('Lan <LAN@example.com>', 'Second');
    const messages = await inbox('?to=lan@example.com');
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual(['date', 'headers', 'html', 'subject', 'text', 'to']);
    expect(messages[1]).toMatchObject({
      to: 'lan@example.com',
      text: 'Text of First',
      html: '<p>HTML of First</p>',
    });
    expect(Date.parse(messages[0]?.date ?? '')).toBeGreaterThanOrEqual(Date.parse(messages[1]?.date ?? ''));
    expect(await inbox()).toHaveLength(3);
  });

  it('keeps the headers each message was sent with, by lower-cased name', async () => {
    await createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true }).sendMail({
      from: 'Laptop Shop <no-reply@shop.example>',
      to: 'lan@example.com',
      subject: 'Back in stock',
      text: 'Back',
      headers: {
        'List-Unsubscribe': '<https://shop.example/u?token=a.b>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [message] = (await (await fetch(`${catcher.url}/api/messages`)).json()) as Array<{
      headers: Record<string, string>;
    }>;
    expect(message?.headers).toMatchObject({
      'list-unsubscribe': '<https://shop.example/u?token=a.b>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      subject: 'Back in stock',
    });
  });

  it('shows an inbox page with each message', async () => {
    await send('lan@example.com', 'Reset <your> password');
    const page = await (await fetch(catcher.url)).text();
    expect(page).toContain('<h1>Local inbox</h1>');
    expect(page).toContain('Reset &lt;your&gt; password');
    const message = await fetch(`${catcher.url}/messages/${catcher.messages()[0]?.id}`);
    expect(message.headers.get('content-security-policy')).toContain('sandbox');
    expect(await message.text()).toBe('<p>HTML of Reset <your> password</p>');
  });

  it('answers an empty list for an address nobody wrote to', async () => {
    expect(await inbox('?to=nobody@example.com')).toEqual([]);
  });
});
