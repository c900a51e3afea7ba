import { t } from '@lingui/core/macro';
import { cheapestMonthly } from '@shared/installment-monthly';
import { formatPrice } from '@shared/money';
import { useCachedShopSettings } from '@/lib/use-cached-shop-settings';

/**
 * "Trả góp 0% · từ 300.000₫/tháng" on cards and the product page: the smallest monthly amount of
 * the shop's plans (shared/installment-plan.ts), "0%" only when that term is interest-free; nothing
 * below the minimum. It reads the settings from the read cache (lib/use-cached-shop-settings.ts), so the label is in
 * the HTML. Kept to a paragraph and a string: every home page card carries it.
 */
export function InstallmentLabel({ price, className }: { price: number; className?: string }) {
  const from = cheapestMonthly(price, useCachedShopSettings()?.installment);
  if (!from) return null;
  const monthly = formatPrice(from.monthly);
  return (
    <p className={className}>
      {from.interestFree ? t`Trả góp 0% · từ ${monthly}/tháng` : t`Trả góp từ ${monthly}/tháng`}
    </p>
  );
}
