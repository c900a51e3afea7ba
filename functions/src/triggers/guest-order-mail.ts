/**
 * A guest order's emails (docs/guest-checkout-and-zalo.md): the same emails as an account's, to the
 * address the guest gave at checkout, in Vietnamese (a guest has no stored language), with every
 * button leading to the lookup page: the guest has no account page, and the link must not carry
 * what opens the order (a forwarded email would open it for anyone).
 */
import type { MailLanguage, ShopMailContext } from '../mail/templates/email-parts.js';
import { orderLookupUrl } from '../mail/templates/order-lookup-code.js';

export const GUEST_MAIL_LANGUAGE: MailLanguage = 'vi';

export const guestMailShop = (shop: ShopMailContext): ShopMailContext => ({ ...shop, orderLink: orderLookupUrl(shop) });
