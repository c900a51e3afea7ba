/**
 * Who may pay later: an order total at or above the installment settings' minimum
 * (shared/installment-plan.ts). Below it the checkout lists the method disabled with this reason,
 * and the server refuses the order 409 with the same words, before anything is written.
 */
import { formatPrice } from '../../shared/money.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import { conflict } from '../../http-error.js';

export const installmentMinimumMessage = (minOrderAmount: number): string =>
  `Chỉ áp dụng cho đơn hàng từ ${formatPrice(minOrderAmount, 'vnd')}`;

export function refuseBelowInstallmentMinimum(settings: ShopSettings, totalPrice: number): void {
  const { minOrderAmount } = settings.installment;
  if (totalPrice < minOrderAmount) throw conflict(installmentMinimumMessage(minOrderAmount));
}
