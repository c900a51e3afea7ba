/**
 * The payment methods the shop offers, in its settings' order (VNPAY first by default), as radio
 * buttons. Cash on delivery above the shop's limit stays listed but disabled, saying why
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md); so do cash on delivery and bank
 * transfer for an account whose email is not verified, which the server refuses them
 * (docs/decisions/0032-paid-only-through-the-order-rules.md). Installments (pay later and a finance
 * company's) below their minimum order total stay listed, disabled, with the minimum
 * (docs/decisions/0102-pay-later-through-fundiin.md, docs/installments.md).
 */
import { t } from '@lingui/core/macro';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { PaymentMethod } from '@shared/constants';
import { formatPrice } from '@shared/money';
import { PAYMENT_METHOD_TABLE, paymentMethodLabel } from '@/features/orders';

export interface PaymentMethodChoicesProps {
  /** The methods the shop offers (settings.paymentMethods), in the order shown. */
  methods: readonly PaymentMethod[];
  /** Cash on delivery is offered up to this order total (settings.codLimit). */
  codLimit: number;
  /** The order total the cart comes to now. */
  total: number;
  /** Installment methods are offered from this order total (settings.installment.minOrderAmount). */
  installmentMinimum?: number;
  /** The signed-in account's email is verified (false only when the account says it is not). */
  emailVerified: boolean;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** Why the shopper may not choose this method now, or null when they may. */
export function methodUnavailableReason(
  method: PaymentMethod,
  {
    total,
    codLimit,
    emailVerified,
    installmentMinimum = 0,
  }: Pick<PaymentMethodChoicesProps, 'total' | 'codLimit' | 'emailVerified' | 'installmentMinimum'>,
): string | null {
  const view = PAYMENT_METHOD_TABLE[method];
  if (view.needsVerifiedEmail && !emailVerified) {
    return t`Verify your email address first: the link is in the email we sent you`;
  }
  if (view.upToCodLimit && total > codLimit) {
    const limit = formatPrice(codLimit);
    return t`Only for orders up to ${limit}`;
  }
  if (view.fromInstallmentMinimum && total < installmentMinimum) {
    // The server refuses such an order with the same words (payments/installment/eligibility.ts).
    const minimum = formatPrice(installmentMinimum, 'vnd');
    return t`Chỉ áp dụng cho đơn hàng từ ${minimum}`;
  }
  return null;
}

export function PaymentMethodChoices({
  methods,
  codLimit,
  total,
  installmentMinimum,
  emailVerified,
  value,
  onChange,
}: PaymentMethodChoicesProps) {
  return (
    <FormControl>
      <FormLabel id="payment-method-label">{t`Method`}</FormLabel>
      <RadioGroup
        aria-labelledby="payment-method-label"
        name="paymentMethod"
        value={value}
        onChange={(event) => {
          const chosen = methods.find((method) => method === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {methods.map((method) => {
          const reason = methodUnavailableReason(method, { total, codLimit, emailVerified, installmentMinimum });
          const available = reason === null;
          const reasonId = `payment-method-${method}-reason`;
          return (
            <div key={method}>
              <FormControlLabel
                value={method}
                disabled={!available}
                control={<Radio slotProps={{ input: available ? {} : { 'aria-describedby': reasonId } }} />}
                label={paymentMethodLabel(method)}
              />
              {!available && (
                <FormHelperText id={reasonId} sx={{ mt: -1, ml: 4 }}>
                  {reason}
                </FormHelperText>
              )}
            </div>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
