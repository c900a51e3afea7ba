/**
 * products written -> one restock email per active alert when the stock goes from 0 to more than 0
 * (docs/decisions/0100-restock-alerts-and-unsubscribe.md). An admin save, a CSV import and a
 * cancelled order giving its units back all end as a write of the product document, so this one
 * trigger sees them all.
 *
 * Exactly once: each round's emails and the alerts they answer (active -> sent, with sentAt) are
 * written in one transaction with the event's marker (exactly-once.ts), so a retried event sends
 * nothing twice and a later restock finds no active alert. Each email's id is the alert's and the
 * moment it was sent, created only when missing, as the order emails are.
 *
 * Only to an address its owner verified, like the order emails (order-mail.ts): an account with an
 * address it does not own cannot make the shop mail it. An unverified customer's alert stays active.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { usersCol } from '../data/collections.js';
import { readShopSettings } from '../data/shop-settings.js';
import { alertsCol } from '../data/wish-collections.js';
import { unsubscribeUrl } from '../mail/alert-unsubscribe-token.js';
import { mailCol, newMailDoc } from '../mail/queue-mail.js';
import { mailLanguage, type ShopMailContext } from '../mail/templates/email-parts.js';
import { restockAlertEmail } from '../mail/templates/restock-alert.js';
import type { ProductDoc } from '../shared/entities/catalogue.js';
import { applyOnce } from './exactly-once.js';
import type { EmailVerifiedCheck } from './order-mail.js';
import type { WriteEvent } from './trigger-event.js';

/** Two writes per alert (the email and the alert) stay well under a transaction's 500. */
const ALERTS_PER_ROUND = 200;

export interface RestockMailOptions {
  origin: string;
  /** Signs the unsubscribe links (ALERT_UNSUBSCRIBE_SECRET). */
  secret: string;
  emailVerified: EmailVerifiedCheck;
}

const inShop = (product: ProductDoc | undefined): product is ProductDoc =>
  product !== undefined && product.status !== 'draft';

/** Back in stock with this write: sold out before (or missing stock), in stock and in the shop after. */
export const restocked = (before: ProductDoc | undefined, after: ProductDoc | undefined): after is ProductDoc =>
  before !== undefined && (before.countInStock ?? 0) <= 0 && inShop(after) && after.countInStock > 0;

export async function handleProductRestocked(
  db: Firestore,
  event: WriteEvent<ProductDoc>,
  options: RestockMailOptions,
): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const productId = event.data?.after.id;
  if (!productId || !restocked(before, after)) return;
  const settings = await readShopSettings(db);
  const shop: ShopMailContext = {
    shopName: settings.shopName,
    origin: options.origin,
    priceStyle: settings.priceStyle,
  };
  const verified = new Map<string, boolean>();
  const isVerified = async (uid: string) => {
    if (!verified.has(uid)) verified.set(uid, await options.emailVerified(uid));
    return verified.get(uid) === true;
  };

  // Rounds until a round leaves nothing to send; a redelivered event skips the rounds it applied.
  for (let round = 0; ; round += 1) {
    let full = false;
    const applied = await applyOnce(db, `restock-${event.id}-${round}`, async (tx) => {
      const active = await tx.get(
        alertsCol(db)
          .where('productId', '==', productId)
          .where('status', '==', 'active')
          .where('type', '==', 'restock')
          .limit(ALERTS_PER_ROUND),
      );
      const sentAt = new Date().toISOString();
      const alerts = [];
      for (const alert of active.docs) {
        if (await isVerified(alert.data().userId)) alerts.push(alert);
      }
      // Another round only when this one was full and sent some: unverified alerts alone end it.
      full = active.size === ALERTS_PER_ROUND && alerts.length > 0;
      if (alerts.length === 0) return;
      const users = await tx.getAll(...alerts.map((alert) => usersCol(db).doc(alert.data().userId)));
      const mailRefs = alerts.map((alert) => mailCol(db).doc(`restock-${alert.id}-${alert.data().createdAt}`));
      const existing = await tx.getAll(...mailRefs);
      alerts.forEach((alert, index) => {
        const user = users[index]?.data();
        const mailRef = mailRefs[index];
        if (!user?.email || !mailRef) return;
        if (!existing[index]?.exists) {
          const { userId } = alert.data();
          const message = restockAlertEmail(
            mailLanguage(user.language),
            shop,
            after,
            unsubscribeUrl(options.origin, userId, options.secret),
          );
          tx.create(
            mailRef,
            newMailDoc({
              to: user.email,
              message,
              template: { name: 'restockAlert', data: { productId, alertId: alert.id } },
            }),
          );
        }
        tx.update(alert.ref, { status: 'sent', sentAt });
      });
    });
    if (applied && !full) return;
  }
}
