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
import type { PublicShopSettings } from '@shared/shop-settings';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart';
import { trackEvent } from '@/features/analytics';
import {
  DEFAULT_PAYMENT_METHOD,
  readPaymentMethod,
  readFinanceApplication,
  readShippingAddress,
  saveFinanceApplication,
  savePaymentMethod,
} from '@/features/checkout/checkout-store';
import {
  checkFinanceValues,
  emptyFinanceValues,
  FinanceApplicationFields,
  type FinanceField,
  type FinanceValues,
} from '@/features/checkout/components/finance-application-fields';
import type { FieldErrors } from '@/lib/form-validation';
import { PAYMENT_METHOD_TABLE } from '@/features/orders';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';
import { methodUnavailableReason, PaymentMethodChoices } from '@/features/checkout/components/payment-method-choices';
import { useSession } from '@/features/auth';
import { LoadingBox } from '@/components/loading-box';
import { MessageBox } from '@/components/message-box';
import { useShopSettings } from '@/lib/use-shop-settings';

export default function PaymentPage() {
  const settings = useShopSettings();
  const [hasAddress] = useState(() => readShippingAddress() !== null);
  if (!hasAddress) return <Navigate to={paths.shipping()} replace />;
  // The methods offered and the COD limit are the shop's settings.
  if (!settings.data) {
    return settings.error ? <MessageBox severity="error">{settings.error}</MessageBox> : <LoadingBox />;
  }
  return <PaymentStep settings={settings.data} />;
}

function PaymentStep({ settings }: { settings: PublicShopSettings }) {
  const navigate = useNavigate();
  const cart = useCart();
  const { paymentMethods, codLimit, installment } = settings;
  const installmentMinimum = installment.minOrderAmount;
  const total = priceOrder(cart.items, settings).totalPrice;
  const emailVerified = useSession().userInfo?.emailVerified !== false;
  const [chosen, setChosen] = useState<PaymentMethod>(() => readPaymentMethod() ?? DEFAULT_PAYMENT_METHOD);
  // A saved choice the shop no longer offers, or cash on delivery the cart has outgrown, falls back
  // to the first method that is available.
  const usable = (method: PaymentMethod) =>
    paymentMethods.includes(method) &&
    methodUnavailableReason(method, { total, codLimit, emailVerified, installmentMinimum }) === null;
  const method = usable(chosen)
    ? chosen
    : (paymentMethods.find((candidate) => usable(candidate)) ?? DEFAULT_PAYMENT_METHOD);

  // A finance company's application, kept for this tab until the order is placed.
  const [finance, setFinance] = useState<FinanceValues>(
    () => readFinanceApplication() ?? emptyFinanceValues(installment),
  );
  const [financeErrors, setFinanceErrors] = useState<FieldErrors<FinanceField>>({});
  const withApplication = PAYMENT_METHOD_TABLE[method].application === true;

  const submit = () => {
    if (withApplication) {
      const checked = checkFinanceValues(finance);
      setFinanceErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) return;
      saveFinanceApplication(checked.data);
    }
    savePaymentMethod(method);
    trackEvent({ name: 'add_payment_info', items: cart.items, paymentType: method });
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
          installmentMinimum={installmentMinimum}
          emailVerified={emailVerified}
          value={method}
          onChange={setChosen}
        />
        {withApplication && (
          <FinanceApplicationFields
            settings={installment}
            values={finance}
            errors={financeErrors}
            onChange={setFinance}
          />
        )}
        <Button type="submit" variant="contained" size="large">
          {t`Continue`}
        </Button>
      </CheckoutForm>
    </>
  );
}
