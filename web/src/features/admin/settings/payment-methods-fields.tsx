import { t } from '@lingui/core/macro';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/constants';

/** The payment methods checkout offers, one checkbox each, with the list's message under them. */
export function PaymentMethodsFields({
  methods,
  error,
  onToggle,
}: {
  methods: readonly PaymentMethod[];
  error: string | undefined;
  onToggle: (method: PaymentMethod, on: boolean) => void;
}) {
  return (
    <FormGroup aria-label={t`Payment methods on`}>
      {PAYMENT_METHODS.map((method) => (
        <FormControlLabel
          key={method}
          label={method}
          control={
            <Checkbox
              name={`paymentMethods.${method}`}
              checked={methods.includes(method)}
              onChange={(event) => onToggle(method, event.target.checked)}
            />
          }
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </FormGroup>
  );
}
