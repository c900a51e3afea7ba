/**
 * A `mail` document in the shape of Firebase's Trigger Email extension (`to`, `message`, `delivery`),
 * so the extension could replace our sender without touching the code that queues mail
 * (docs/decisions/0021-email-and-accounts.md). The sender owns `delivery`.
 */
export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the extension's `message.headers` too), e.g. RFC 8058's List-Unsubscribe; most mail has none. */
  headers?: Record<string, string>;
}

export interface MailDelivery {
  state: DeliveryState;
  /** Sends tried so far, the one under way included. */
  attempts: number;
  /** ISO-8601 UTC: when the document was queued. */
  startTime: string;
  /** ISO-8601 UTC: when it was sent, or when the sender gave up. */
  endTime: string | null;
  /** The last failure's message, null after a success. */
  error: string | null;
  /** The SMTP server's id for the message sent. */
  info: { messageId: string | null } | null;
  /**
   * When the sweep should look at it again: a PENDING mail the trigger never claimed, a PROCESSING
   * claim whose sender died (its lease), an ERROR due for its next try. Absent once nothing is due
   * (SUCCESS, or ERROR after the last attempt), so the sweep's one range query skips it.
   */
  nextAttemptAt?: string;
  /** The claim of the sender that holds it; a sender finishes only its own claim. */
  leaseId?: string;
}

export interface MailDoc {
  to: string;
  message: MailMessage;
  /** Which template wrote the message, for the logs and the tests: e.g. 'orderPlaced'. */
  template: { name: string; data: Record<string, string> };
  delivery: MailDelivery;
}
