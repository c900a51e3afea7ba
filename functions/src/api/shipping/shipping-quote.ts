/**
 * A shipping quote for a cart and a ward: the parcel's weight, then one option per carrier on (in
 * Settings' order), each the carrier's fee and date (reused from quote-cache.ts while fresh), or
 * the specification's flat fee when the carrier errs or stays silent past its time-out
 * (`fallback`, never cached). No carrier on: the flat fee alone (docs/decisions/0107-shipping-quotes.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { productsCol } from '../../data/collections.js';
import { readShopSettings } from '../../data/shop-settings.js';
import { badRequest, notFound } from '../../http-error.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import { defaultVariant, variantSpecs } from '../../shared/product-variants.js';
import { priceOrder } from '../../shared/pricing.js';
import { ADDRESS_MSG } from '../../shared/screen-messages.js';
import type { CarrierName } from '../../shared/shipping-settings.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import {
  carrierShippingPrice,
  parcelWeightGrams,
  type ShippingOption,
  type ShippingQuoteAnswer,
} from '../../shared/shipping-quote.js';
import { noCarrierPlacesMessage } from '../../shared/shipping-quote-messages.js';
import { findProvince, findWard } from '../../shared/vn-addresses.js';
import {
  carrierFailed,
  type CarrierPlace,
  type CarrierQuote,
  type CarrierResult,
  type Parcel,
} from '../../shipping/carrier.js';
import type { CarrierSettings } from '../../shipping/carrier-settings.js';
import { carrierClients } from '../../shipping/carriers.js';
import { cachedQuote, keepQuote, type QuoteKey } from './quote-cache.js';

export interface QuoteLine {
  _id: string;
  variantId?: string | undefined;
  quantity: number;
}

export interface QuoteInput extends CarrierPlace {
  orderItems: readonly QuoteLine[];
}

export interface ShippingQuoter {
  db: Firestore;
  carriers: () => CarrierSettings;
  now?: () => number;
}

/** A carrier option and when its fee was quoted (an order keeps it); or the carrier cannot place the address. */
type CarrierAnswer = { option: ShippingOption; quotedAt: string | null } | { unplaceable: string };

/** The cart's lines as the parcel and the free-shipping threshold see them: price, quantity, weight. */
async function parcelLines(db: Firestore, lines: readonly QuoteLine[]) {
  const ids = [...new Set(lines.map((line) => line._id))];
  const snapshots = await db.getAll(...ids.map((id) => productsCol(db).doc(id)));
  const products = new Map(ids.map((id, i) => [id, snapshots[i]?.data() as ProductDoc | undefined]));
  return lines.map((line) => {
    const product = products.get(line._id);
    // A draft is not on sale: it answers like a missing product, as placing the order would.
    if (!product || product.status === 'draft') throw notFound(`Product not found: ${line._id}`);
    const variant = line.variantId
      ? product.variants?.find((candidate) => candidate._id === line.variantId)
      : defaultVariant(product);
    if (line.variantId && !variant) throw notFound(`Product not found: ${line._id}`);
    const specs = variant ? variantSpecs(product, variant) : product.specs;
    return { price: variant?.price ?? product.price, quantity: line.quantity, weightKg: specs?.weightKg };
  });
}

/** The address on the shop's 2025 map, by its official names; an unknown one is refused before any carrier is asked. */
function checkedPlace(input: CarrierPlace): CarrierPlace {
  const province = findProvince(input.province);
  if (!province) throw badRequest(ADDRESS_MSG.unknownProvince);
  const ward = findWard(province, input.ward);
  if (!ward) throw badRequest(ADDRESS_MSG.wardNotInProvince);
  return { province: province.name, ward: ward.name };
}

/** The carrier's answer, or `unavailable` once the time-out passes (the call may still finish and warm its caches). */
async function withinTime<T>(work: Promise<CarrierResult<T>>, timeoutMs: number): Promise<CarrierResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<CarrierResult<T>>((resolve) => {
    timer = setTimeout(() => resolve(carrierFailed('unavailable', `no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, silence]);
  } finally {
    clearTimeout(timer);
  }
}

interface QuoteContext {
  quoter: ShippingQuoter;
  settings: ShopSettings;
  to: CarrierPlace;
  weightGrams: number;
  itemsPrice: number;
  flat: ShippingOption;
}

const carrierOption = (quote: CarrierQuote, context: QuoteContext): ShippingOption => ({
  carrier: quote.carrier,
  service: quote.service,
  fee: quote.fee,
  shippingPrice: carrierShippingPrice(quote.fee, context.itemsPrice, context.settings.freeShippingAbove),
  // A carrier that gives no date (GHTK's fee) is shown without one.
  expectedDeliveryAt: quote.expectedDeliveryAt || null,
  source: 'carrier',
  codMax: context.settings.carrierCaps[quote.carrier].codMax,
});

async function quoteCarrier(carrier: CarrierName, context: QuoteContext): Promise<CarrierAnswer> {
  const { quoter, settings, to, weightGrams } = context;
  const now = quoter.now ?? Date.now;
  const key: QuoteKey = { carrier, from: settings.pickupAddress, to, weightGrams };
  const cached = await cachedQuote(quoter.db, key, now());
  if (cached) return { option: carrierOption(cached, context), quotedAt: cached.quotedAt };

  const carrierSettings = quoter.carriers();
  const client = carrierClients(carrierSettings)[carrier];
  // Quoted with no COD and no declared value, so the fee depends only on the key: ward and weight.
  const parcel: Parcel = { ...settings.defaultPackage, weightGrams, insuranceValue: 0, codAmount: 0 };
  const result = client
    ? await withinTime(client.quote(settings.pickupAddress, to, parcel), carrierSettings.timeoutMs)
    : carrierFailed<CarrierQuote>('unavailable', 'no client for this carrier yet');
  if (result.ok) {
    const quotedAt = new Date(now()).toISOString();
    await keepQuote(quoter.db, key, { ...result.value, quotedAt }, settings.quoteCacheMinutes);
    return { option: carrierOption(result.value, context), quotedAt };
  }
  if (result.reason === 'unplaceable') return { unplaceable: result.message };
  logger.warn('Carrier quote failed: the flat fee stands in', {
    carrier,
    reason: result.reason,
    message: result.message,
  });
  const codMax = settings.carrierCaps[carrier].codMax;
  return { option: { ...context.flat, carrier, source: 'fallback', codMax }, quotedAt: null };
}

export interface QuotedShipping extends ShippingQuoteAnswer {
  /** When each option's fee was quoted, by index; null for the flat fee and the fallback. */
  quotedAt: (string | null)[];
}

export async function quoteShipping(quoter: ShippingQuoter, input: QuoteInput): Promise<QuotedShipping> {
  const to = checkedPlace(input);
  const [settings, lines] = await Promise.all([readShopSettings(quoter.db), parcelLines(quoter.db, input.orderItems)]);
  const weightGrams = parcelWeightGrams(lines, settings.packagingGrams);
  const prices = priceOrder(lines, settings);
  const flat: ShippingOption = {
    carrier: null,
    service: '',
    fee: settings.shippingFee,
    shippingPrice: prices.shippingPrice,
    expectedDeliveryAt: null,
    source: 'flat',
    codMax: null,
  };
  if (settings.carriers.length === 0) return { weightGrams, options: [flat], quotedAt: [null] };

  const context: QuoteContext = { quoter, settings, to, weightGrams, itemsPrice: prices.itemsPrice, flat };
  const answers = await Promise.all(settings.carriers.map((carrier) => quoteCarrier(carrier, context)));
  const offered = answers.filter((answer) => 'option' in answer);
  const refused = answers.find((answer) => 'unplaceable' in answer);
  // Another carrier may still deliver there; only when none can is the address refused.
  if (offered.length === 0 && refused) throw badRequest(noCarrierPlacesMessage(refused.unplaceable));
  return {
    weightGrams,
    options: offered.map((answer) => answer.option),
    quotedAt: offered.map((answer) => answer.quotedAt),
  };
}
