/**
 * How screens name an order (docs/decisions/0091-order-codes-success-page-dates.md): by its code
 * (`LS7K2QX`, shared/order-code.ts), short enough to read out on the phone. An order placed before
 * every order had one shows as it did then.
 */
import type { Order } from '@shared/entities/order';
import { currentLanguage } from '@/i18n/i18n';

const SHORT_ID_LENGTH = 8;

/**
 * In a confirmation: the order's code, a bank-transfer code from before every order had one, or
 * else the first characters of its id, enough to tell it from the others on the screen.
 */
export const orderDisplayId = (order: Pick<Order, '_id' | 'bankTransfer' | 'orderCode'>): string =>
  order.orderCode ?? order.bankTransfer?.orderCode ?? order._id.slice(0, SHORT_ID_LENGTH);

/**
 * Where the specification shows the order's id (the order page's heading, the ID columns): the
 * default language keeps the id exactly; Vietnamese and English show the code when the order has one.
 */
export const orderNumber = (order: Pick<Order, '_id' | 'orderCode'>): string =>
  currentLanguage() === 'vi' || currentLanguage() === 'en' ? (order.orderCode ?? order._id) : order._id;
