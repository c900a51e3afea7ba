/** Shipping address and payment method, kept in local storage across visits (spec section 4). */
import { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '@shared/constants';
import { invoiceRequestSchema, orderShippingAddressSchema, vietnameseAddressSchema } from '@shared/address-schemas';
import type { InvoiceRequest, ShippingAddress } from '@shared/entities/order';
import { CARRIER_NAMES, type CarrierName } from '@shared/shipping-settings';
import { financeApplicationSchema, type FinanceApplicationInput } from '@shared/finance-schemas';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { readStored, removeStored, schemaGuard, writeStored } from '@/lib/local-store';

/**
 * An address saved before phone, province and ward existed still reads (the shipping step then asks
 * for them); one whose province or ward is not on the current map does not.
 */
export const readShippingAddress = (): ShippingAddress | null =>
  readStored(STORAGE_KEYS.shippingAddress, schemaGuard<ShippingAddress>(orderShippingAddressSchema));
/** The shop's own checkout always sends phone, province and ward: an older stored address goes back to the form. */
export const isCompleteAddress = (address: ShippingAddress) => vietnameseAddressSchema.safeParse(address).success;
export const saveShippingAddress = (address: ShippingAddress) => writeStored(STORAGE_KEYS.shippingAddress, address);

/** The VAT invoice request of this checkout (the 'Xuất hóa đơn VAT' box at the shipping step). */
const INVOICE_KEY = 'invoiceRequest';
export const readInvoiceRequest = (): InvoiceRequest | null =>
  readStored(INVOICE_KEY, schemaGuard<InvoiceRequest>(invoiceRequestSchema));
export const saveInvoiceRequest = (invoice: InvoiceRequest | null) =>
  invoice ? writeStored(INVOICE_KEY, invoice) : removeStored(INVOICE_KEY);

/**
 * The finance company's application of this checkout, from the payment step to the placement: in
 * session storage, never outliving the tab, and forgotten once the order is placed (its CCCD then
 * lives only on the server, docs/decisions/0110-finance-company-applications.md).
 */
const FINANCE_KEY = 'financeApplication';
export const readFinanceApplication = (): FinanceApplicationInput | null => {
  try {
    const parsed = financeApplicationSchema.safeParse(JSON.parse(window.sessionStorage.getItem(FINANCE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
export const saveFinanceApplication = (application: FinanceApplicationInput) =>
  window.sessionStorage.setItem(FINANCE_KEY, JSON.stringify(application));
export const forgetFinanceApplication = () => window.sessionStorage.removeItem(FINANCE_KEY);

export const readPaymentMethod = (): PaymentMethod | null =>
  readStored(STORAGE_KEYS.paymentMethod, schemaGuard<PaymentMethod>(z.enum(PAYMENT_METHODS)));
export const savePaymentMethod = (method: PaymentMethod) => writeStored(STORAGE_KEYS.paymentMethod, method);
export { DEFAULT_PAYMENT_METHOD };

/** The carrier chosen at the shipping step or the preview (only while the shop offers carriers). */
const CARRIER_KEY = 'shippingCarrier';
export const readShippingCarrier = (): CarrierName | null =>
  readStored(CARRIER_KEY, schemaGuard<CarrierName>(z.enum(CARRIER_NAMES)));
export const saveShippingCarrier = (carrier: CarrierName) => writeStored(CARRIER_KEY, carrier);

/**
 * One Idempotency-Key per checkout attempt: a retry of the same order (double click, lost response,
 * reload) reuses the key so the server places it once; a changed cart or address is a new attempt.
 * Kept in session storage so a reload of the tab keeps it, but it never outlives the tab.
 */
const ATTEMPT_KEY = 'checkoutAttempt';
const attemptSchema = z.object({ fingerprint: z.string(), key: z.string().min(8) });

function randomKey(): string {
  // getRandomValues works outside secure contexts too, unlike crypto.randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function checkoutAttemptKey(order: unknown): string {
  const fingerprint = JSON.stringify(order);
  try {
    const stored = attemptSchema.safeParse(JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null'));
    if (stored.success && stored.data.fingerprint === fingerprint) return stored.data.key;
  } catch {
    // An unreadable entry is replaced below.
  }
  const key = randomKey();
  window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ fingerprint, key }));
  return key;
}

export const forgetCheckoutAttempt = () => window.sessionStorage.removeItem(ATTEMPT_KEY);
