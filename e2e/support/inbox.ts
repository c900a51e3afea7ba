/** The browser journeys' handle on the local mail catcher (scripts/mail-catcher), which the e2e suite runs. */
import { MAIL_CATCHER_ORIGIN } from '../../local-stack.mjs';

export interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  /** Every header by lower-cased name, e.g. list-unsubscribe. */
  headers: Record<string, string>;
}

/** What the catcher holds for `to`, newest first. */
export async function inboxMessages(to: string): Promise<InboxMessage[]> {
  const res = await fetch(`${MAIL_CATCHER_ORIGIN}/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as InboxMessage[];
}

/** Polls until an email to `to` whose subject matches arrives (the trigger and the sender take a moment). */
export async function waitForEmail(
  to: string,
  subjectMatch: string | RegExp,
  { timeoutMs = 30_000, intervalMs = 500 } = {},
): Promise<InboxMessage> {
  const matches = (subject: string) =>
    typeof subjectMatch === 'string' ? subject.includes(subjectMatch) : subjectMatch.test(subject);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inboxMessages(to)).find((message) => matches(message.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No email to ${to} matching ${String(subjectMatch)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The first link in an email's text that starts with `prefix` (e.g. the shop's /reset-password page). */
export function linkIn(message: InboxMessage, prefix: string): string {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
  if (!link) throw new Error(`No link with ${prefix} in "${message.subject}"`);
  return link;
}
