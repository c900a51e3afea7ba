/**
 * The local mail catcher: an SMTP server that keeps every message it is sent (nothing leaves the
 * machine), an inbox page to read them, and a JSON read for tests. Started by `npm start` and the
 * browser journeys; never deployed. Built on nodemailer's smtp-server and mailparser rather than
 * MailDev (docs/decisions/0021-email-and-accounts.md).
 *
 *   SMTP on smtpPort (5025)             any sender, any recipient, no authentication
 *   GET  /                              the inbox page, newest first
 *   GET  /messages/:id                  one message's HTML, sandboxed
 *   GET  /api/messages?to=<address>     [{to, subject, text, html, date, headers}], newest first
 *   DELETE /api/messages                empties the inbox
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMessage {
  id: number;
  /** The To header as written, e.g. "lan@example.com". */
  to: string;
  /** Every recipient of the SMTP envelope and the headers, lower-cased: what `?to=` matches. */
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  /** ISO-8601 UTC: when the catcher received it. */
  date: string;
  /** Every header as sent, by lower-cased name (e.g. list-unsubscribe), so tests can read them. */
  headers: Record<string, string>;
}

export interface MailCatcherOptions {
  /** 0 picks a free port (tests). */
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** The oldest messages are dropped past this many. */
  keep?: number;
}

export interface MailCatcher {
  smtpPort: number;
  /** e.g. http://127.0.0.1:5056 */
  url: string;
  messages: () => CaughtMessage[];
  close: () => Promise<void>;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((address) => address.address?.toLowerCase() ?? '').filter(Boolean),
  );
const textOf = (field: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(field) ? field : field ? [field] : []).map((group) => group.text).join(', ');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public shape of the JSON read. */
const toJson = ({ to, subject, text, html, date, headers }: CaughtMessage) => ({
  to,
  subject,
  text,
  html,
  date,
  headers,
});

/** A header line as sent ("List-Unsubscribe: <…>"), unfolded, its value after the name. */
const headersOf = (lines: ReadonlyArray<{ key: string; line: string }>): Record<string, string> =>
  Object.fromEntries(
    lines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );

function inboxPage(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<li><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a><br><small>${escapeHtml(m.to)} · ${escapeHtml(m.date)}</small><details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local inbox</title><style>body{font-family:sans-serif;max-width:720px;margin:1rem auto;padding:0 1rem}li{margin:0 0 1rem}pre{white-space:pre-wrap}</style></head><body><h1>Local inbox</h1><p>Every email the local shop sent (newest first). Nothing here left this machine.</p>${messages.length ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}</body></html>`;
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const keep = options.keep ?? 500;
  const inbox: CaughtMessage[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          inbox.unshift({
            id: nextId++,
            to: textOf(parsed.to) || envelope.join(', '),
            recipients: [...new Set([...envelope, ...addressesOf(parsed.to), ...addressesOf(parsed.cc)])],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: new Date().toISOString(),
            headers: headersOf(parsed.headerLines),
          });
          inbox.splice(keep);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  function route(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.trim().toLowerCase();
      const found = to ? inbox.filter((m) => m.recipients.includes(to)) : inbox;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found.map(toJson)));
    } else if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      inbox.length = 0;
      res.writeHead(204).end();
    } else if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(inboxPage(inbox));
    } else if (/^\/messages\/\d+$/.test(url.pathname) && req.method === 'GET') {
      const message = inbox.find((m) => m.id === Number(url.pathname.split('/')[2]));
      if (!message) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such message');
        return;
      }
      // An email's HTML runs no script and reaches nothing here: links still open.
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy':
            'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
        })
        .end(message.html || `<pre>${escapeHtml(message.text)}</pre>`);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  }

  const http = createServer(route);
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpPort,
    url: `http://${host}:${httpPort}`,
    messages: () => [...inbox],
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
