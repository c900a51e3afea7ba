/**
 * A guest order's news by Zalo (docs/guest-checkout-and-zalo.md): placed, shipped and delivered, to the
 * order's phone when the guest ticked "Nhận thông báo đơn hàng qua Zalo". Queued once per event and once
 * per order and step (a fixed message id); a withdrawal made later is honoured when it is sent
 * (messages/message-consents.ts). The guest's email already carries the same news, so these messages
 * have no email fallback of their own.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { readShopSettings } from '../data/shop-settings.js';
import type { MessageTemplate, QueuedMessage } from '../messages/message-doc.js';
import { messagesCol, queueMessage } from '../messages/queue-message.js';
import { zaloTemplateOn } from '../messages/zalo-template-on.js';
import type { OrderDoc } from '../shared/entities/order.js';
import { formatOrderAmount } from '../shared/money.js';
import { applyOnce } from './exactly-once.js';
import type { DocumentEvent, WriteEvent } from './trigger-event.js';

interface Step {
  /** Unique within the order: 'placed', 'shipped', 'delivered'. */
  key: string;
  template: MessageTemplate;
  data: Record<string, string>;
}

const optedIn = (order: OrderDoc) => order.userId === null && order.guest?.zaloOptIn === true && !!order.orderCode;

async function queueSteps(db: Firestore, eventId: string, orderId: string, order: OrderDoc, steps: Step[]) {
  const on = await Promise.all(steps.map((step) => zaloTemplateOn(db, step.template)));
  const wanted = steps.filter((_, index) => on[index]);
  const { guest } = order;
  if (!guest || wanted.length === 0) return;
  const ids = wanted.map((step) => `order-${orderId}-${step.key}`);
  await applyOnce(db, `zalo-${eventId}`, async (tx: Transaction) => {
    const existing = await tx.getAll(...ids.map((id) => messagesCol(db).doc(id)));
    for (const [index, step] of wanted.entries()) {
      const id = ids[index];
      if (!id || existing[index]?.exists) continue;
      const message: QueuedMessage = {
        channel: 'zalo',
        to: guest.phone,
        template: step.template,
        data: step.data,
        orderId,
      };
      await queueMessage(db, message, { tx, id });
    }
  });
}

export async function handleGuestOrderZaloCreated(db: Firestore, event: DocumentEvent<OrderDoc>): Promise<void> {
  const order = event.data?.data();
  const orderId = event.data?.id;
  if (!order || !orderId || !optedIn(order)) return;
  const { priceStyle } = await readShopSettings(db);
  const data = {
    customer_name: order.guest?.name ?? '',
    order_code: order.orderCode ?? '',
    total: formatOrderAmount(order.totalPrice, priceStyle),
  };
  await queueSteps(db, event.id, orderId, order, [{ key: 'placed', template: 'orderPlaced', data }]);
}

export async function handleGuestOrderZaloUpdated(db: Firestore, event: WriteEvent<OrderDoc>): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const orderId = event.data?.after.id;
  if (!after || !orderId || !optedIn(after)) return;
  const added = (after.statusHistory ?? []).slice(before?.statusHistory?.length ?? 0);
  const base = { customer_name: after.guest?.name ?? '', order_code: after.orderCode ?? '' };
  const steps: Step[] = added.flatMap((change): Step[] => {
    if (change.status === 'shipped' && after.shipment)
      return [
        {
          key: 'shipped',
          template: 'orderShipped',
          data: { ...base, carrier: after.shipment.carrier, tracking_number: after.shipment.trackingNumber },
        },
      ];
    if (change.status === 'delivered') return [{ key: 'delivered', template: 'orderDelivered', data: base }];
    return [];
  });
  if (steps.length > 0) await queueSteps(db, event.id, orderId, after, steps);
}
