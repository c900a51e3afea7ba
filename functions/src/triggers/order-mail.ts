/**
 * orders created/updated -> the customer's emails: "order placed" at creation, and one email per new
 * statusHistory entry the customer is told about (paid, shipped, delivered, cancelled, refund pending,
 * refunded). Order code never sends mail itself (docs/decisions/0021-email-and-accounts.md).
 *
 * Exactly once per event twice over: the event id's marker (exactly-once.ts), and each email's fixed
 * id (the order and its history index), created only when missing, so even two events that carry the
 * same history entry queue it once.
 *
 * Only to an address its owner verified, and at most ORDER_EMAILS_PER_RECIPIENT_PER_HOUR an hour to
 * one address: an account with an address it does not own cannot make the shop mail it, and no one
 * can make the shop flood an inbox (docs/decisions/0032-paid-only-through-the-order-rules.md). A
 * guest order's go to the email its guest gave, within the same cap and the guest placement limits
 * (3 an hour per email), their buttons leading to the lookup page (guest-order-mail.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ORDER_EMAILS_PER_RECIPIENT_PER_HOUR } from '../shared/constants.js';
import { usersCol } from '../data/collections.js';
import { readShopSettings } from '../data/shop-settings.js';
import { isGatewayPaymentMethod } from '../shared/constants.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { MailMessage } from '../mail/mail-doc.js';
import { mailCol, newMailDoc } from '../mail/queue-mail.js';
import {
  mailLanguage,
  type MailLanguage,
  type OrderForMail,
  type ShopMailContext,
} from '../mail/templates/email-parts.js';
import { orderPlacedEmail } from '../mail/templates/order-placed.js';
import { orderStatusEmail } from '../mail/templates/order-life.js';
import { financeDecisionEmail, financeSubmittedEmail } from '../mail/templates/finance-application.js';
import { applyOnce } from './exactly-once.js';
import { GUEST_MAIL_LANGUAGE, guestMailShop } from './guest-order-mail.js';
import type { DocumentEvent, WriteEvent } from './trigger-event.js';

interface OrderEmail {
  /** Unique within the order: 'placed', or 'history-<index>'. */
  key: string;
  template: string;
  render: (lang: MailLanguage, shop: ShopMailContext) => MailMessage | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Whether the account's email address is verified now (Firebase Auth in production). */
export type EmailVerifiedCheck = (uid: string) => Promise<boolean>;

async function queueOrderEmails(
  db: Firestore,
  eventId: string,
  orderId: string,
  order: OrderDoc,
  emails: OrderEmail[],
  origin: string,
  emailVerified: EmailVerifiedCheck,
): Promise<void> {
  const { userId } = order;
  if (emails.length === 0) return;
  // An account's verified address; a guest's email as given at checkout (guest-order-mail.ts).
  if (userId === null ? !order.guest?.email : !(await emailVerified(userId))) return;
  const settings = await readShopSettings(db);
  const hourAgo = new Date(Date.now() - HOUR_MS).toISOString();
  const accountShop: ShopMailContext = { shopName: settings.shopName, origin, priceStyle: settings.priceStyle };
  const shop = userId === null ? guestMailShop(accountShop) : accountShop;
  const refs = emails.map((email) => mailCol(db).doc(`order-${orderId}-${email.key}`));
  await applyOnce(db, `mail-${eventId}`, async (tx) => {
    const user = userId === null ? undefined : (await tx.get(usersCol(db).doc(userId))).data();
    const existing = await tx.getAll(...refs);
    const to = userId === null ? order.guest?.email : user?.email;
    if (!to) return;
    const recent = await tx.get(
      mailCol(db)
        .where('to', '==', to)
        .where('delivery.startTime', '>=', hourAgo)
        .limit(ORDER_EMAILS_PER_RECIPIENT_PER_HOUR),
    );
    let room = ORDER_EMAILS_PER_RECIPIENT_PER_HOUR - recent.size;
    const lang = userId === null ? GUEST_MAIL_LANGUAGE : mailLanguage(user?.language);
    emails.forEach((email, index) => {
      const ref = refs[index];
      if (!ref || existing[index]?.exists) return;
      const message = email.render(lang, shop);
      if (!message) return;
      if (room <= 0) {
        console.warn(`Order ${orderId}: ${email.template} not emailed, the hourly cap for its recipient is reached`);
        return;
      }
      room -= 1;
      tx.create(ref, newMailDoc({ to, message, template: { name: email.template, data: { orderId } } }));
    });
  });
}

/** The deadline of an unpaid gateway order's reservation, or null. */
async function payBy(db: Firestore, order: OrderDoc): Promise<string | null> {
  if (order.isPaid || !isGatewayPaymentMethod(order.paymentMethod)) return null;
  const { reservationMinutes } = await readShopSettings(db);
  return new Date(Date.parse(order.createdAt) + reservationMinutes * MINUTE_MS).toISOString();
}

export async function handleOrderMailCreated(
  db: Firestore,
  event: DocumentEvent<OrderDoc>,
  origin: string,
  emailVerified: EmailVerifiedCheck,
) {
  const order = event.data?.data();
  const orderId = event.data?.id;
  if (!order || !orderId) return;
  const deadline = await payBy(db, order);
  await queueOrderEmails(
    db,
    event.id,
    orderId,
    order,
    [
      {
        key: 'placed',
        template: 'orderPlaced',
        render: (lang, shop) =>
          financeSubmittedEmail(lang, shop, orderId, order) ??
          orderPlacedEmail(lang, shop, orderId, order as OrderForMail, deadline),
      },
    ],
    origin,
    emailVerified,
  );
}

export async function handleOrderMailUpdated(
  db: Firestore,
  event: WriteEvent<OrderDoc>,
  origin: string,
  emailVerified: EmailVerifiedCheck,
) {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const orderId = event.data?.after.id;
  if (!after || !orderId) return;
  const seen = before?.statusHistory?.length ?? 0;
  const added = (after.statusHistory ?? []).slice(seen);
  const emails: OrderEmail[] = added.flatMap((change, offset) =>
    // Cash collected at the door is recorded as 'paid' then 'delivered' in one write: the customer
    // gets the one email that says both (docs/decisions/0021-email-and-accounts.md).
    change.status === 'paid' && added[offset + 1]?.status === 'delivered'
      ? []
      : [
          {
            key: `history-${seen + offset}`,
            template: `order-${change.status}`,
            render: (lang: MailLanguage, shop: ShopMailContext) =>
              financeDecisionEmail(lang, shop, orderId, after, change) ??
              orderStatusEmail(lang, shop, orderId, after as OrderForMail, change),
          },
        ],
  );
  await queueOrderEmails(db, event.id, orderId, after, emails, origin, emailVerified);
}
