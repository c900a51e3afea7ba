import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Order } from '@shared/entities/order';
import { cancellerOf, timeoutCancelMessage } from '@shared/order-status';
import { shownDay } from '@/i18n/dates';
import { translateMessage } from '@/i18n/translate-message';
import { ORDER_STATE_TABLE } from '@/features/orders/order-state-table';

/**
 * Spec: dates are shown as a calendar day (`YYYY-MM-DD`), which the default language keeps; `vi` and
 * `en` read `27/11/2026` (shared/display-date.ts). The day is Vietnam's (ADR 0004).
 */
export const dayOf = (isoDate: string): string => shownDay(isoDate);

/**
 * Table cells of PAID and DELIVERED: the day it happened, or the spec's 'No'. Its own context: here
 * it means "not yet" (vi "Chưa"), where a yes/no answer elsewhere reads "Không".
 */
export const dayOrNo = (isoDate: string | null): string =>
  isoDate ? dayOf(isoDate) : t({ message: 'No', context: 'not yet' });

/**
 * The PAID cell: an unpaid order cancelled by the payment time-out says so instead of 'No'; one a
 * person cancelled says Cancelled.
 */
export const paidCell = (
  order: Pick<Order, 'isPaid' | 'paidAt' | 'cancelledAt' | 'cancelReason' | 'cancelledBy' | 'statusHistory' | 'userId'>,
): string =>
  !order.isPaid && order.cancelledAt
    ? cancellerOf(order) === 'timeout'
      ? translateMessage(timeoutCancelMessage(order))
      : i18n._(ORDER_STATE_TABLE.cancelled.label)
    : dayOrNo(order.isPaid ? order.paidAt : null);
