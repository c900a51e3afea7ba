/**
 * /placeorder: checkout step 4, preview and place the order (spec section 2 "Place order"), then pay
 * it at its gateway (docs/decisions/0014-payments.md), or open its page: cash on delivery is paid
 * to the carrier, a bank transfer by the VietQR code the order page shows
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { t } from '@lingui/core/macro';
import { Button, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { roundMoney } from '@shared/pricing';
import { paths } from '@/config/paths';
import { CART_MSG, isOverUnitTotal, UnitTotalNotice, useCart, useCartRefresh } from '@/features/cart';
import { OrderSummaryCard, GATEWAY_NAMES, PAYMENT_METHOD_TABLE } from '@/features/orders';
import { LoadingBox } from '@/components/loading-box';
import {
  isCompleteAddress,
  readInvoiceRequest,
  readPaymentMethod,
  readFinanceApplication,
  readShippingAddress,
} from '@/features/checkout/checkout-store';
import { CartChangesNotice } from '@/features/checkout/components/cart-changes-notice';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';
import { codTotalWith, placeOrder, placeOrderBody, previewPrices } from '@/features/checkout/place-order';
import { VoucherField } from '@/features/checkout/components/voucher-field';
import { useVoucher } from '@/features/checkout/use-voucher';
import { MessageBox } from '@/components/message-box';
import { useShopSettings } from '@/lib/use-shop-settings';
import { OrderPreviewSections } from './order-preview-sections';
import { usePlaceOrder } from './use-place-order';
import { ShippingOptions } from '@/features/checkout/components/shipping-options';
import { NO_CARRIERS, useShippingChoice } from '@/features/checkout/use-shipping-choice';

export default function PlaceOrderPage() {
  const cart = useCart();
  const [paymentMethod] = useState(readPaymentMethod);
  const [shippingAddress] = useState(readShippingAddress);
  const [invoice] = useState(readInvoiceRequest);
  const [financeApplication] = useState(readFinanceApplication);
  // The preview shows current prices and stock: re-read when shown, and again if the server disagrees.
  const { changes, refresh } = useCartRefresh();
  const { placing, pricesMoved, leavingWith, place } = usePlaceOrder({ refresh, clearCart: cart.clear });
  // The shipping rule as the shop's settings say now, and the voucher checked for these items.
  const settings = useShopSettings();
  const itemsPrice = roundMoney(cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const voucher = useVoucher(itemsPrice, !leavingWith);
  // Paying cash on delivery, a carrier whose COD cap is below the total is not offered.
  const codTotal = codTotalWith(paymentMethod, cart.items, voucher.terms);
  const shipping = useShippingChoice(shippingAddress, cart.items, settings.data ?? NO_CARRIERS, codTotal);

  // A finance company's order goes with its application, asked at the payment step.
  const applicationMissing = PAYMENT_METHOD_TABLE[paymentMethod ?? 'VNPAY'].application && !financeApplication;
  if (!paymentMethod || applicationMissing) return <Navigate to={paths.payment()} replace />;
  if (!shippingAddress || !isCompleteAddress(shippingAddress)) return <Navigate to={paths.shipping()} replace />;

  // The cart is already empty by now: the preview would show nothing.
  if (leavingWith) {
    const gateway = GATEWAY_NAMES[paymentMethod];
    return <LoadingBox label={t`Opening ${gateway}...`} />;
  }

  if (!settings.data) {
    return settings.error ? <MessageBox severity="error">{settings.error}</MessageBox> : <LoadingBox />;
  }
  const pricing = { shipping: shipping.rule, voucher: voucher.terms, carrier: shipping.carrier };
  // What the preview says of how the method is paid; nothing more for the gateways, whose page follows.
  const howItIsPaid = PAYMENT_METHOD_TABLE[paymentMethod].howItIsPaid?.(settings.data.bankTransferHours) ?? null;
  const prices = { ...previewPrices(cart.items, pricing), voucherCode: voucher.terms?.code ?? null };
  // A code still being checked, or refused, is not placed: the shopper sees the total they pay.
  const voucherPending = voucher.code !== null && voucher.terms === null;

  const submit = () =>
    place(
      () =>
        placeOrder(placeOrderBody(cart.items, shippingAddress, paymentMethod, pricing, invoice, financeApplication)),
      voucher,
    );

  return (
    <>
      <CheckoutSteps current="Place Order" />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t`Preview Order`}
      </Typography>
      {changes.size > 0 && (
        <CartChangesNotice
          title={pricesMoved ? CART_MSG.pricesChangedAtCheckout() : CART_MSG.cartUpdated()}
          changes={changes}
          items={cart.items}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <OrderPreviewSections
            shippingAddress={shippingAddress}
            invoice={invoice}
            paymentMethod={paymentMethod}
            howItIsPaid={howItIsPaid}
            items={cart.items}
            shippingOptions={<ShippingOptions choice={shipping} />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSummaryCard prices={prices}>
            <VoucherField voucher={voucher} />
            <UnitTotalNotice items={cart.items} />
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={
                cart.items.length === 0 || placing || voucherPending || shipping.pending || isOverUnitTotal(cart.items)
              }
              onClick={() => void submit()}
            >
              {t`Place Order`}
            </Button>
          </OrderSummaryCard>
        </Grid>
      </Grid>
    </>
  );
}
