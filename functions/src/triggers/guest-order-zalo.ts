/**
 * An order's news by Zalo (docs/guest-checkout-and-zalo.md): placed, shipped and delivered, to a
 * guest order's phone when the guest ticked "Nhận thông báo đơn hàng qua Zalo", and to an account's
 * verified phone when its latest choice (the profile's switch) is an opt-in. Queued once per event and
 * once per order and step (a fixed message id); a withdrawal made later is honoured when it is sent
 * (messages/message-consents.ts). The order's emails already carry the same news, so these messages
 * have no email fallback of their own.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { usersCol } from '../data/collections.js';
import { readShopSettings } from '../data/shop-settings.js';
import { latestZaloConsent } from '../messages/message-consents.js';
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
  /** The template's parameters, given who receives it (the name it greets). */
  data: (recipient: Recipient) => Record<string, string>;
}

interface Recipient {
  phone: string;
  name: string;
}

/** Who gets the order's news by Zalo, if anyone: the guest who ticked the box, or the account that opted in. */
async function zaloRecipient(db: Firestore, order: OrderDoc): Promise<Recipient | null> {
  if (!order.orderCode) return null;
  if (order.userId === null) {
    return order.guest?.zaloOptIn === true ? { phone: order.guest.phone, name: order.guest.name } : null;
  }
  const user = (await usersCol(db).doc(order.userId).get()).data();
  if (!user?.phone || !user.phoneVerifiedAt) return null;
  if ((await latestZaloConsent(db, user.phone))?.granted !== true) return null;
  return { phone: user.phone, name: order.shippingAddress.fullname || user.name };
}

async function queueSteps(db: Firestore, eventId: string, orderId: string, order: OrderDoc, steps: Step[]) {
  const on = await Promise.all(steps.map((step) => zaloTemplateOn(db, step.template)));
  const wanted = steps.filter((_, index) => on[index]);
  if (wanted.length === 0) return;
  const recipient = await zaloRecipient(db, order);
  if (!recipient) return;
  const ids = wanted.map((step) => `order-${orderId}-${step.key}`);
  await applyOnce(db, `zalo-${eventId}`, async (tx: Transaction) => {
    const existing = await tx.getAll(...ids.map((id) => messagesCol(db).doc(id)));
    for (const [index, step] of wanted.entries()) {
      const id = ids[index];
      if (!id || existing[index]?.exists) continue;
      const message: QueuedMessage = {
        channel: 'zalo',
        to: recipient.phone,
        template: step.template,
        data: step.data(recipient),
        orderId,
      };
      await queueMessage(db, message, { tx, id });
    }
  });
}

export async function handleGuestOrderZaloCreated(db: Firestore, event: DocumentEvent<OrderDoc>): Promise<void> {
  const order = event.data?.data();
  const orderId = event.data?.id;
  if (!order || !orderId) return;
  const { priceStyle } = await readShopSettings(db);
  const total = formatOrderAmount(order.totalPrice, priceStyle);
  await queueSteps(db, event.id, orderId, order, [
    {
      key: 'placed',
      template: 'orderPlaced',
      data: ({ name }) => ({ customer_name: name, order_code: order.orderCode ?? '', total }),
    },
  ]);
}

export async function handleGuestOrderZaloUpdated(db: Firestore, event: WriteEvent<OrderDoc>): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const orderId = event.data?.after.id;
  if (!after || !orderId) return;
  const added = (after.statusHistory ?? []).slice(before?.statusHistory?.length ?? 0);
  const base = ({ name }: Recipient) => ({ customer_name: name, order_code: after.orderCode ?? '' });
  const steps = added.flatMap((change): Step[] => {
    const { shipment } = after;
    if (change.status === 'shipped' && shipment) {
      const tracking = { carrier: shipment.carrier, tracking_number: shipment.trackingNumber };
      return [{ key: 'shipped', template: 'orderShipped', data: (r) => ({ ...base(r), ...tracking }) }];
    }
    if (change.status === 'delivered') return [{ key: 'delivered', template: 'orderDelivered', data: base }];
    return [];
  });
  if (steps.length > 0) await queueSteps(db, event.id, orderId, after, steps);
}
