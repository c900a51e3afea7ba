/**
 * A `messages` document: one message to a phone, in the mail queue's shape (`to`, the template, a
 * `delivery` the sender owns), so the code that queues it never sends anything itself
 * (docs/decisions/0111-zalo-zns-messages.md).
 */
import type { QueuedMail } from '../mail/queue-mail.js';

/** The templates Zalo approved for the shop, each with the parameters its text uses (in this order). */
export const MESSAGE_TEMPLATE_PARAMETERS = {
  otp: ['otp'],
  orderPlaced: ['customer_name', 'order_code', 'total'],
  orderShipped: ['customer_name', 'order_code', 'carrier', 'tracking_number'],
  orderDelivered: ['customer_name', 'order_code'],
} as const;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATE_PARAMETERS;
export const MESSAGE_TEMPLATES = Object.keys(MESSAGE_TEMPLATE_PARAMETERS) as MessageTemplate[];

export type MessageChannelName = 'zalo';

/**
 * PENDING → PROCESSING (claimed) → SUCCESS, or ERROR (retried with backoff until the last attempt),
 * or NOT_SENT: nothing could carry it (the buyer withdrew, or Zalo refused and there was no email and
 * no SMS provider). NOT_SENT is final: the record says why.
 */
export type MessageDeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'NOT_SENT';

export interface MessageDelivery {
  state: MessageDeliveryState;
  /** Sends tried so far, the one under way included. */
  attempts: number;
  /** The last failure's or refusal's reason; null after a Zalo success. */
  error: string | null;
  /** Zalo's `data.msg_id` for a message it accepted. */
  msgId: string | null;
  /** What carried it in the end: Zalo, the email fallback, or an SMS provider. */
  via?: 'zalo' | 'email' | 'sms';
  /** ISO-8601 UTC: when it was sent or given up. */
  endTime?: string | null;
  /** When the sweep should look at it again (as a mail's `nextAttemptAt`); absent once nothing is due. */
  nextAttemptAt?: string;
  /** The claim of the sender that holds it. */
  leaseId?: string;
}

export interface QueuedMessage {
  channel: MessageChannelName;
  /** E.164, e.g. +84912345678. */
  to: string;
  template: MessageTemplate;
  /** The template's parameters, as the text shows them (a total already in the shop's price style). */
  data: Record<string, string>;
  /** The email sent instead when Zalo cannot carry it; absent when there is none (or it went anyway). */
  fallbackEmail?: QueuedMail;
  /** The order it tells about, so a withdrawal of the buyer's Zalo opt-in is honoured at send time. */
  orderId?: string;
}

export interface MessageDoc extends QueuedMessage {
  /** Sent to Zalo as `tracking_id`: the document's id unless the caller names one. */
  trackingId: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  delivery: MessageDelivery;
}

/** A Vietnamese E.164 number as ZNS wants it: 84… without the plus. */
export const znsPhone = (e164: string): string => e164.replace(/^\+/, '');
