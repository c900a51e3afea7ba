/**
 * How a confirmation names an order: the code a bank-transfer order carries in its transfer note
 * (short, and what the customer and the bank statement show), or else the first characters of its
 * id, enough to tell it from the others on the screen.
 */
import type { Order } from '@shared/entities/order';

const SHORT_ID_LENGTH = 8;

export const orderDisplayId = (order: Pick<Order, '_id' | 'bankTransfer'>): string =>
  order.bankTransfer?.orderCode ?? order._id.slice(0, SHORT_ID_LENGTH);
