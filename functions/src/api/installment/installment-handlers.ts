/** GET /api/installment/plans: what a total costs over each term and down payment the shop offers. */
import { readShopSettings } from '../../data/shop-settings.js';
import { installmentPlans } from '../../shared/installment-plan.js';
import { formatPrice } from '../../shared/money.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';

/** Written as Vietnamese shops write money, whatever the screens' price style: the text is Vietnamese. */
export const installmentMinimumReason = (minOrderAmount: number): string =>
  `Trả góp áp dụng cho đơn hàng từ ${formatPrice(minOrderAmount, 'vnd')}`;

export function installmentHandlers({ db }: ApiContext): EndpointHandlers<'installmentPlans'> {
  return {
    installmentPlans: async ({ query }) => {
      const { installment } = await readShopSettings(db);
      const eligible = query.amount >= installment.minOrderAmount;
      return {
        eligible,
        minOrderAmount: installment.minOrderAmount,
        reason: eligible ? null : installmentMinimumReason(installment.minOrderAmount),
        plans: installmentPlans(query.amount, installment),
      };
    },
  };
}
