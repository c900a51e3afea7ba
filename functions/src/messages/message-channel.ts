/**
 * What carries a message to a phone. A channel answers one of three things, and the sender acts on
 * each: `sent` (done), `refused` (the channel will never carry this one, e.g. the phone has no Zalo
 * account or the quota is spent: fall back at once), `failed` (no usable answer: retry later).
 */
import type { MessageDoc } from './message-doc.js';

export type ChannelResult =
  { outcome: 'sent'; msgId: string } | { outcome: 'refused'; error: string } | { outcome: 'failed'; error: string };

export interface MessageChannel {
  send(message: MessageDoc): Promise<ChannelResult>;
}

/**
 * SMS, the last fallback after Zalo and email. No provider ships with the shop: one implements this
 * (a Vietnamese SMS brandname gateway) and is passed to the sender; until then such messages are
 * recorded as not sent (docs/guest-checkout-and-zalo.md).
 */
export interface SmsProvider {
  send(message: MessageDoc): Promise<ChannelResult>;
}
