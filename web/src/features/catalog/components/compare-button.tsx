import { t } from '@lingui/core/macro';
import type { Product } from '@shared/entities/catalogue';
import { MAX_COMPARE } from '@shared/constants';
import { notify } from '@/lib/notify';
import { toggleCompare, useCompareItems, type CompareItem } from '@/features/catalog/compare-store';

/**
 * "So sánh / Compare": puts the laptop in the compare tray or takes it out (aria-pressed says which).
 * A plain button styled by its container (the card's nested rules, ADR 0018), so a grid of cards adds
 * no MUI component.
 */
export function CompareButton({
  product,
  item = product,
  className,
}: {
  product: Product;
  /** What the tray keeps; the product page passes the configuration it shows (configuration-compare.ts). */
  item?: CompareItem;
  className?: string;
}) {
  const inTray = useCompareItems().some((entry) => entry._id === item._id);
  const onClick = () => {
    if (toggleCompare(item) === 'full') notify.info(t`You can compare at most ${MAX_COMPARE} laptops`);
  };
  return (
    <button type="button" className={className} aria-pressed={inTray} onClick={onClick}>
      {t`So sánh / Compare`}
    </button>
  );
}
