/**
 * Sends the gateways' server notifications to the shop, as told by the tests: at once by default,
 * or (for the next payment only) after a delay, several times at once, or not at all.
 */

export interface NotificationPlan {
  /** Wait this long after redirecting the browser before notifying (the shop must show 'waiting'). */
  delayMs: number;
  /** Send the same notification this many times, concurrently (the shop must pay once). */
  repeat: number;
  /**
   * Send nothing (the notification is lost), until a test or journey asks for the lost ones
   * (`POST /__sandbox/skipped-notifications/send`), as the gateway's later retry would bring them.
   */
  skip: boolean;
}

/** A notification's exact request, for tests to replay and tamper with (pay later's, fundiin-gateway.ts). */
export interface NotificationRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SentNotification {
  /** BANK: the sandbox bank's SePay-format notification (bank-gateway.ts); FUNDIIN: pay later's. */
  provider: 'VNPAY' | 'MOMO' | 'BANK' | 'FUNDIIN';
  reference: string;
  status: number;
  body: string;
  request?: NotificationRequest;
}

const IMMEDIATE: NotificationPlan = { delayMs: 0, repeat: 1, skip: false };

/** Parses the control endpoint's body; null names what is wrong. */
export function parsePlan(input: unknown): NotificationPlan | null {
  if (!input || typeof input !== 'object') return null;
  const { delayMs = 0, repeat = 1, skip = false } = input as Record<string, unknown>;
  const valid =
    Number.isInteger(delayMs) &&
    (delayMs as number) >= 0 &&
    (delayMs as number) <= 60_000 &&
    Number.isInteger(repeat) &&
    (repeat as number) >= 1 &&
    (repeat as number) <= 10 &&
    typeof skip === 'boolean';
  return valid ? { delayMs: delayMs as number, repeat: repeat as number, skip } : null;
}

interface HeldNotification {
  what: Pick<SentNotification, 'provider' | 'reference'>;
  send: () => Promise<Response>;
  request?: NotificationRequest;
}

export class Notifier {
  private next: NotificationPlan = IMMEDIATE;
  readonly sent: SentNotification[] = [];
  /** Notifications skipped by a plan, oldest first, until sendSkipped. */
  private skipped: HeldNotification[] = [];

  planNext(plan: NotificationPlan): void {
    this.next = plan;
  }

  /** Takes the plan for this payment; the one after goes back to immediate. */
  takePlan(): NotificationPlan {
    const plan = this.next;
    this.next = IMMEDIATE;
    return plan;
  }

  /** Sends the notification `plan.repeat` times at once and records the shop's answers. */
  async deliver(
    plan: NotificationPlan,
    what: Pick<SentNotification, 'provider' | 'reference'>,
    send: () => Promise<Response>,
    request?: NotificationRequest,
  ): Promise<void> {
    if (plan.skip) {
      this.skipped.push({ what, send, request });
      return;
    }
    await Promise.all(
      Array.from({ length: plan.repeat }, async () => {
        try {
          const res = await send();
          const body = await res.text();
          this.sent.push({ ...what, status: res.status, body, ...(request ? { request } : {}) });
          console.log(`[gateway-sandbox] ${what.provider} IPN ${what.reference}: ${res.status} ${body}`);
        } catch (error) {
          this.sent.push({ ...what, status: 0, body: String(error), ...(request ? { request } : {}) });
          console.error(`[gateway-sandbox] ${what.provider} IPN ${what.reference} failed: ${String(error)}`);
        }
      }),
    );
  }

  /** The skipped notifications not yet sent: who they are for and (where kept) their exact request. */
  skippedNotifications(): Pick<SentNotification, 'provider' | 'reference' | 'request'>[] {
    return this.skipped.map(({ what, request }) => ({ ...what, ...(request ? { request } : {}) }));
  }

  /** Sends every skipped notification once, now; answers what the shop said to each. */
  async sendSkipped(): Promise<SentNotification[]> {
    const held = this.skipped;
    this.skipped = [];
    const before = this.sent.length;
    for (const { what, send, request } of held) await this.deliver(IMMEDIATE, what, send, request);
    return this.sent.slice(before);
  }

  /** Immediate plans notify before the redirect (as gateways usually do); delayed ones after it. */
  schedule(plan: NotificationPlan, deliver: () => Promise<void>): Promise<void> {
    if (plan.delayMs === 0) return deliver();
    setTimeout(() => void deliver(), plan.delayMs);
    return Promise.resolve();
  }
}
