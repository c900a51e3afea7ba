import { t } from '@lingui/core/macro';
import type { Order } from '@shared/entities';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { vietnamDay } from '@shared/vietnam-time';
import { translateMessage } from '@/i18n/translate-message';

/** Spec: dates are shown as a calendar day (`YYYY-MM-DD`); the day is Vietnam's (ADR 0004). */
export const dayOf = (isoDate: string): string => vietnamDay(isoDate);

/** Table cells of PAID and DELIVERED: the day it happened, or 'No' (in the reader's language). */
export const dayOrNo = (isoDate: string | null): string => (isoDate ? dayOf(isoDate) : t`No`);

/** The PAID cell: an unpaid order cancelled by the payment time-out says so instead of 'No'. */
export const paidCell = (order: Pick<Order, 'isPaid' | 'paidAt' | 'cancelledAt'>): string =>
  !order.isPaid && order.cancelledAt
    ? translateMessage(PAYMENT_MSG.paymentTimeout)
    : dayOrNo(order.isPaid ? order.paidAt : null);
