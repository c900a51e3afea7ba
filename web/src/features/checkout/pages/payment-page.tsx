/** /payment: checkout step 3, the payment method (spec section 2 "Payment"). */
import { t } from '@lingui/core/macro';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { GATEWAY_PAYMENT_METHODS, type GatewayPaymentMethod } from '@shared/constants';
import { paths } from '@/config/paths';
import {
  DEFAULT_PAYMENT_METHOD,
  readPaymentMethod,
  readShippingAddress,
  savePaymentMethod,
} from '@/features/checkout/checkout-store';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';

const isPaymentMethod = (value: string): value is GatewayPaymentMethod =>
  (GATEWAY_PAYMENT_METHODS as readonly string[]).includes(value);

export default function PaymentPage() {
  const navigate = useNavigate();
  const [hasAddress] = useState(() => readShippingAddress() !== null);
  const [method, setMethod] = useState<GatewayPaymentMethod>(() => readPaymentMethod() ?? DEFAULT_PAYMENT_METHOD);

  if (!hasAddress) return <Navigate to={paths.shipping()} replace />;

  const submit = () => {
    savePaymentMethod(method);
    void navigate(paths.placeOrder());
  };

  return (
    <>
      <CheckoutSteps current="Payment" />
      <CheckoutForm title={t`Payment Method`} onSubmit={submit}>
        <FormControl>
          <FormLabel id="payment-method-label">{t`Method`}</FormLabel>
          <RadioGroup
            aria-labelledby="payment-method-label"
            name="paymentMethod"
            value={method}
            onChange={(event) => {
              if (isPaymentMethod(event.target.value)) setMethod(event.target.value);
            }}
          >
            {GATEWAY_PAYMENT_METHODS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <Button type="submit" variant="contained" size="large">
          {t`Continue`}
        </Button>
      </CheckoutForm>
    </>
  );
}
