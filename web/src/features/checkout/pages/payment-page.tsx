/**
 * /payment: checkout step 3, the payment method (spec section 2 "Payment"): the two gateways as
 * the specification has them, VNPAY the default, then cash on delivery and bank transfer by
 * VietQR (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { PaymentMethod } from '@shared/constants';
import { priceOrder } from '@shared/pricing';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart';
import {
  DEFAULT_PAYMENT_METHOD,
  readPaymentMethod,
  readShippingAddress,
  savePaymentMethod,
} from '@/features/checkout/checkout-store';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';
import { isMethodAvailable, PaymentMethodChoices } from '@/features/checkout/components/payment-method-choices';

/** The shop's public settings this page reads. At merge: `useShopSettings()`. */
const useCheckoutSettings = () => DEFAULT_SHOP_SETTINGS;

export default function PaymentPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const { paymentMethods, codLimit } = useCheckoutSettings();
  const total = priceOrder(cart.items).totalPrice;
  const [hasAddress] = useState(() => readShippingAddress() !== null);
  const [chosen, setChosen] = useState<PaymentMethod>(() => readPaymentMethod() ?? DEFAULT_PAYMENT_METHOD);
  // A saved choice the shop no longer offers, or cash on delivery the cart has outgrown, falls back
  // to the first method that is available.
  const usable = (method: PaymentMethod) =>
    paymentMethods.includes(method) && isMethodAvailable(method, total, codLimit);
  const method = usable(chosen)
    ? chosen
    : (paymentMethods.find((candidate) => usable(candidate)) ?? DEFAULT_PAYMENT_METHOD);

  if (!hasAddress) return <Navigate to={paths.shipping()} replace />;

  const submit = () => {
    savePaymentMethod(method);
    void navigate(paths.placeOrder());
  };

  return (
    <>
      <CheckoutSteps current="Payment" />
      <CheckoutForm title={t`Payment Method`} onSubmit={submit}>
        <PaymentMethodChoices
          methods={paymentMethods}
          codLimit={codLimit}
          total={total}
          value={method}
          onChange={setChosen}
        />
        <Button type="submit" variant="contained" size="large">
          {t`Continue`}
        </Button>
      </CheckoutForm>
    </>
  );
}
