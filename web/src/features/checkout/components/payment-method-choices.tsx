/**
 * The payment methods the shop offers, in its settings' order (VNPAY first by default), as radio
 * buttons. Cash on delivery above the shop's limit stays listed but disabled, saying why
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { t } from '@lingui/core/macro';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { PaymentMethod } from '@shared/constants';
import { formatPrice } from '@shared/money';
import { paymentMethodLabel } from '@/features/orders';

export interface PaymentMethodChoicesProps {
  /** The methods the shop offers (settings.paymentMethods), in the order shown. */
  methods: readonly PaymentMethod[];
  /** Cash on delivery is offered up to this order total (settings.codLimit). */
  codLimit: number;
  /** The order total the cart comes to now. */
  total: number;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** Whether the shopper may choose this method for an order of `total`. */
export const isMethodAvailable = (method: PaymentMethod, total: number, codLimit: number): boolean =>
  method !== 'COD' || total <= codLimit;

export function PaymentMethodChoices({ methods, codLimit, total, value, onChange }: PaymentMethodChoicesProps) {
  const limit = formatPrice(codLimit);
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
          const available = isMethodAvailable(method, total, codLimit);
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
                  {t`Only for orders up to ${limit}`}
                </FormHelperText>
              )}
            </div>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
