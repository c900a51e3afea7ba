/**
 * /placeorder: checkout step 4, preview and place the order (spec section 2 "Place order"), then pay
 * it at its gateway (docs/decisions/0014-payments.md), or open its page: cash on delivery is paid
 * to the carrier, a bank transfer by the VietQR code the order page shows
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { t } from '@lingui/core/macro';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Order } from '@shared/entities/order';
import { roundMoney } from '@shared/pricing';
import { paths } from '@/config/paths';
import { CART_MSG, isOverUnitTotal, UnitTotalNotice, useCart, useCartRefresh } from '@/features/cart';
import { ApiError } from '@/lib/api-error';
import {
  InvoiceRequestLines,
  OrderAddressLines,
  OrderItemsList,
  OrderSummaryCard,
  goToPaymentGateway,
  GATEWAY_NAMES,
  PAYMENT_METHOD_TABLE,
  paymentMethodLabel,
} from '@/features/orders';
import { LoadingBox } from '@/components/loading-box';
import { SectionCard } from '@/components/section-card';
import { notify } from '@/lib/notify';
import { usePageRestored } from '@/lib/use-page-restored';
import {
  isCompleteAddress,
  readInvoiceRequest,
  readPaymentMethod,
  readShippingAddress,
} from '@/features/checkout/checkout-store';
import { CartChangesNotice } from '@/features/checkout/components/cart-changes-notice';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';
import { placeOrder, placeOrderBody, previewPrices } from '@/features/checkout/place-order';
import { VoucherField } from '@/features/checkout/components/voucher-field';
import { useVoucher } from '@/features/checkout/use-voucher';
import { MessageBox } from '@/components/message-box';
import { useShopSettings } from '@/lib/use-shop-settings';

export default function PlaceOrderPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const [paymentMethod] = useState(readPaymentMethod);
  const [shippingAddress] = useState(readShippingAddress);
  const [invoice] = useState(readInvoiceRequest);
  const [placing, setPlacing] = useState(false);
  // The preview shows current prices and stock: re-read when shown, and again if the server disagrees.
  const { changes, refresh } = useCartRefresh();
  const [pricesMoved, setPricesMoved] = useState(false);
  /** The order placed, while the browser is on its way to the order's gateway. */
  const [leavingWith, setLeavingWith] = useState<string | null>(null);
  // Back from the gateway: the cart is gone, so the place to pay again is the order's page.
  usePageRestored(() => {
    if (leavingWith) void navigate(paths.order(leavingWith), { replace: true });
  });
  // The shipping rule as the shop's settings say now, and the voucher checked for these items.
  const settings = useShopSettings();
  const itemsPrice = roundMoney(cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const voucher = useVoucher(itemsPrice, !leavingWith);

  if (!paymentMethod) return <Navigate to={paths.payment()} replace />;
  if (!shippingAddress || !isCompleteAddress(shippingAddress)) return <Navigate to={paths.shipping()} replace />;

  // The cart is already empty by now: the preview would show nothing.
  if (leavingWith) {
    const gateway = GATEWAY_NAMES[paymentMethod];
    return <LoadingBox label={t`Opening ${gateway}...`} />;
  }

  if (!settings.data) {
    return settings.error ? <MessageBox severity="error">{settings.error}</MessageBox> : <LoadingBox />;
  }
  const pricing = { shipping: settings.data, voucher: voucher.terms };
  // What the preview says of how the method is paid; nothing more for the gateways, whose page follows.
  const howItIsPaid = PAYMENT_METHOD_TABLE[paymentMethod].howItIsPaid?.(settings.data.bankTransferHours) ?? null;
  const prices = { ...previewPrices(cart.items, pricing), voucherCode: voucher.terms?.code ?? null };
  // A code still being checked, or refused, is not placed: the shopper sees the total they pay.
  const voucherPending = voucher.code !== null && voucher.terms === null;

  const submit = async () => {
    setPlacing(true);
    let order: Order;
    try {
      order = await placeOrder(placeOrderBody(cart.items, shippingAddress, paymentMethod, pricing, invoice));
    } catch (error) {
      // Prices changed since the preview loaded: show the new totals to confirm, not an error.
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'PRICES_CHANGED' && (await refresh())) setPricesMoved(true);
      else notify.error(error);
      // The voucher was used up (or ended) since it was checked: its field says so and holds the order.
      if (code === 'VOUCHER_NOT_ACCEPTED') voucher.recheck();
      setPlacing(false);
      return;
    }
    cart.clear();
    // Nothing to pay online now: the order's page says how it is paid.
    if (!PAYMENT_METHOD_TABLE[order.paymentMethod].gateway) {
      void navigate(paths.order(order._id));
      return;
    }
    setLeavingWith(order._id);
    try {
      await goToPaymentGateway(order._id);
    } catch (error) {
      // The order exists and its stock is reserved: its page offers the Pay button to try again.
      notify.error(error);
      void navigate(paths.order(order._id));
    }
  };

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
          <Stack spacing={2}>
            <SectionCard title={t`Shipping`} editTo={paths.shipping()}>
              <Typography>
                <strong>{t`Name:`}</strong> {shippingAddress.fullname}
              </Typography>
              <Typography>
                <strong>{t`Address:`}</strong> {shippingAddress.address}, {shippingAddress.city},{' '}
                {shippingAddress.postalCode}, {shippingAddress.country}
              </Typography>
              <OrderAddressLines address={shippingAddress} />
            </SectionCard>
            {invoice && (
              <SectionCard title={t`Hóa đơn VAT`} editTo={paths.shipping()}>
                <InvoiceRequestLines invoice={invoice} />
              </SectionCard>
            )}
            <SectionCard title={t`Payment`} editTo={paths.payment()}>
              <Typography>
                <strong>{t`Method:`}</strong> {paymentMethodLabel(paymentMethod)}
              </Typography>
              {howItIsPaid && <Typography color="text.secondary">{howItIsPaid}</Typography>}
            </SectionCard>
            <SectionCard title={t`Items`} editTo={paths.cart()}>
              <OrderItemsList lines={cart.items.map((item) => ({ key: item._id, ...item }))} />
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSummaryCard prices={prices}>
            <VoucherField voucher={voucher} />
            <UnitTotalNotice items={cart.items} />
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={cart.items.length === 0 || placing || voucherPending || isOverUnitTotal(cart.items)}
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
