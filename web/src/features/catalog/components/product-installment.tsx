import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { installmentPlan, rateOf } from '@shared/installment-plan';
import { formatPrice } from '@shared/money';
import { useCachedShopSettings } from '@/lib/use-cached-shop-settings';
import { InstallmentLabel } from './installment-label';

/**
 * "Tính trả góp": the label and a calculator of the shop's plans (docs/installments.md), server-
 * rendered with the longest term and the first down payment chosen; each radio changes the figures
 * at once, computed by the same function as GET /api/installment/plans. Nothing below the minimum.
 */
export function ProductInstallment({ price }: { price: number }) {
  const settings = useCachedShopSettings()?.installment;
  const [chosenTerm, setTerm] = useState<number>();
  const [chosenDown, setDown] = useState<number>();
  if (!settings || price < settings.minOrderAmount || settings.terms.length === 0) return null;
  const term = chosenTerm ?? Math.max(...settings.terms);
  const down = chosenDown ?? settings.downPaymentPercents[0] ?? 0;
  const plan = installmentPlan(price, term, down, rateOf(settings, term));
  const rows = [
    [t`Trả trước`, plan.downPayment],
    [t`Góp mỗi tháng`, plan.monthly],
    [t`Tổng tiền phải trả`, plan.totalPaid],
    [t`Chênh lệch so với trả thẳng`, plan.extraCost],
  ] as const;

  return (
    <InstallmentBox aria-labelledby="product-installment">
      <InstallmentLabel price={price} className="installment-label" />
      <h2 id="product-installment">{t`Tính trả góp`}</h2>
      <fieldset>
        <legend>{t`Kỳ hạn`}</legend>
        {settings.terms.map((months) => (
          <label key={months}>
            <input
              type="radio"
              name="installment-term"
              value={months}
              checked={months === term}
              onChange={() => setTerm(months)}
            />
            {t`${months} tháng`}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t`Trả trước`}</legend>
        {settings.downPaymentPercents.map((percent) => (
          <label key={percent}>
            <input
              type="radio"
              name="installment-down-payment"
              value={percent}
              checked={percent === down}
              onChange={() => setDown(percent)}
            />
            {`${percent}%`}
          </label>
        ))}
      </fieldset>
      <dl aria-live="polite">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatPrice(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="installment-note">
        {t`Phí riêng của công ty trả góp hoặc ngân hàng (nếu có) do họ hiển thị để bạn xem trước khi xác nhận.`}
      </p>
    </InstallmentBox>
  );
}

const InstallmentBox = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .installment-label': { ...theme.typography.body2, margin: 0, fontWeight: 700, color: theme.palette.success.dark },
  '& h2': { ...theme.typography.subtitle1, fontWeight: 700, margin: theme.spacing(0.5, 0, 0) },
  '& fieldset': { border: 0, padding: 0, margin: theme.spacing(1, 0, 0) },
  '& legend': { ...theme.typography.body2, fontWeight: 600, padding: 0 },
  // Each choice a 44 px target (phone width), wrapping in rows.
  '& label': {
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    marginRight: theme.spacing(2),
    cursor: 'pointer',
  },
  '& input': { width: 20, height: 20, margin: theme.spacing(0, 0.75, 0, 0) },
  '& dl': { ...theme.typography.body2, margin: theme.spacing(1, 0, 0) },
  '& dl > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    padding: theme.spacing(0.25, 0),
  },
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 600 },
  '& .installment-note': {
    ...theme.typography.caption,
    margin: theme.spacing(1, 0, 0),
    color: theme.palette.text.secondary,
  },
}));
