/** The browser journeys' handle on the gateway sandbox (scripts/gateway-sandbox), which the e2e suite runs. */
import type { NotificationPlan, SentNotification } from '../../scripts/gateway-sandbox/notifier';
import type { SandboxRefund } from '../../scripts/gateway-sandbox/refund-desk';
import { SANDBOX_PORT } from '../../functions/src/payments/gateway-sandbox';

export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;

/** How the sandbox notifies the shop about the next payment (then it goes back to at once). */
export async function nextNotification(plan: Partial<NotificationPlan>): Promise<void> {
  const res = await fetch(`${SANDBOX_ORIGIN}/__sandbox/next-notification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(plan),
  });
  if (!res.ok) throw new Error(`gateway sandbox refused the plan: ${res.status} ${await res.text()}`);
}

export async function sentNotifications(): Promise<SentNotification[]> {
  return (await (await fetch(`${SANDBOX_ORIGIN}/__sandbox/notifications`)).json()) as SentNotification[];
}

/** The refunds the sandbox was asked for (VNPAY's and MoMo's refund APIs), oldest first. */
export async function sandboxRefunds(): Promise<SandboxRefund[]> {
  return (await (await fetch(`${SANDBOX_ORIGIN}/__sandbox/refunds`)).json()) as SandboxRefund[];
}
