/**
 * Carriers' quotes reused for the shop's `quoteCacheMinutes`, in Firestore (`shippingQuotes`, one
 * document per carrier, pickup ward, destination ward and weight). Firestore rather than each
 * instance's memory: the order's re-quote must find the fee the checkout showed whichever instance
 * serves it, and a burst of checkouts across instances calls the carrier once per key, not once per
 * instance (docs/decisions/0107-shipping-quotes.md). `expiresAt` is what a TTL policy deletes by.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '../../shared/collections.js';
import type { CarrierPlace, CarrierQuote } from '../../shipping/carrier.js';

export interface QuoteKey {
  carrier: CarrierQuote['carrier'];
  from: CarrierPlace;
  to: CarrierPlace;
  weightGrams: number;
}

export interface CachedQuote extends CarrierQuote {
  quotedAt: string;
}

interface QuoteDoc extends CachedQuote {
  expiresAt: Timestamp;
}

const quoteDoc = (db: Firestore, key: QuoteKey) => {
  const text = JSON.stringify([
    key.carrier,
    key.from.province,
    key.from.ward,
    key.to.province,
    key.to.ward,
    key.weightGrams,
  ]);
  return db.collection(COLLECTIONS.shippingQuotes).doc(createHash('sha256').update(text).digest('hex').slice(0, 32));
};

/** The quote for the key while it is fresh; undefined otherwise, or when the store cannot say. */
export async function cachedQuote(db: Firestore, key: QuoteKey, now: number): Promise<CachedQuote | undefined> {
  try {
    const stored = (await quoteDoc(db, key).get()).data() as QuoteDoc | undefined;
    if (!stored || stored.expiresAt.toMillis() <= now) return undefined;
    const { expiresAt: _expires, ...quote } = stored;
    return quote;
  } catch (error) {
    // A cache that cannot be read costs a carrier call, never the checkout.
    logger.warn('Shipping quote cache unreadable', { error: String(error) });
    return undefined;
  }
}

export async function keepQuote(db: Firestore, key: QuoteKey, quote: CachedQuote, minutes: number): Promise<void> {
  if (minutes <= 0) return;
  const expiresAt = Timestamp.fromMillis(Date.parse(quote.quotedAt) + minutes * 60_000);
  try {
    await quoteDoc(db, key).set({ ...quote, expiresAt } satisfies QuoteDoc);
  } catch (error) {
    logger.warn('Shipping quote not cached', { error: String(error) });
  }
}
