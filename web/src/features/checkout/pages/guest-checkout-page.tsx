/**
 * /checkout/guest: buying without an account (docs/decisions/0104-guest-checkout.md). One form as
 * Vietnamese shops ask: Họ và tên and Số điện thoại first, the province and ward pickers, the address,
 * an optional email for the invoice, the Zalo box (unticked), the payment choice, the preview and
 * "Đặt hàng". The order is placed without a bearer token; its answer's token opens the order's page.
 */
import { t } from '@lingui/core/macro';
import { Button, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { BodyInput } from '@shared/api-contract';
import type { PaymentMethod } from '@shared/constants';
import type { PlacedOrderAnswer } from '@shared/entities/order';
import type { PublicShopSettings } from '@shared/shop-settings';
import { IDEMPOTENCY_HEADER } from '@shared/schemas';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useShopSettings } from '@/lib/use-shop-settings';
import { LoadingBox } from '@/components/loading-box';
import { MessageBox } from '@/components/message-box';
import { useSession } from '@/features/auth';
import { isOverUnitTotal, UnitTotalNotice, useCart } from '@/features/cart';
import {
  goToPaymentGateway,
  OrderItemsList,
  OrderSummaryCard,
  orderTokenHeaders,
  PAYMENT_METHOD_TABLE,
  saveGuestOrderAccess,
  type GuestOrderAccess,
} from '@/features/orders';
import { checkoutAttemptKey, forgetCheckoutAttempt } from '@/features/checkout/checkout-store';
import { PaymentMethodChoices, methodUnavailableReason } from '@/features/checkout/components/payment-method-choices';
import { placeOrderBody, previewPrices } from '@/features/checkout/place-order';
import { GuestDetails, useGuestDetails } from '@/features/checkout/components/guest-details';
import { ShippingOptions } from '@/features/checkout/components/shipping-options';
import { useShippingChoice } from '@/features/checkout/use-shipping-choice';
import { orderAnalyticsIds } from '@/features/analytics';

/**
 * The methods a guest pays with: all the shop offers but a finance company's application, which
 * is an account's (the server refuses it without one). A gateway's order is paid at once through
 * the order token this tab keeps, and its return page and the order's page read it with that token.
 */
const offeredToGuests = (methods: readonly PaymentMethod[]) =>
  methods.filter((method) => !PAYMENT_METHOD_TABLE[method].application);

interface PlacedGuestOrder {
  code: string;
  access: GuestOrderAccess | null;
}

/** Places the order without a bearer token, keeps what opens it in this tab, and answers its code. */
async function sendGuestOrder(body: BodyInput<'placeOrder'>): Promise<PlacedGuestOrder> {
  // The browser's analytics ids, outside the attempt's key (as place-order.ts sends them).
  const analytics = orderAnalyticsIds();
  const order: PlacedOrderAnswer = await callApi('placeOrder', {
    body: analytics ? { ...body, analytics } : body,
    headers: { [IDEMPOTENCY_HEADER]: checkoutAttemptKey(body) },
  });
  forgetCheckoutAttempt();
  const code = order.orderCode ?? order._id;
  const access = order.orderToken ? { orderId: order._id, orderToken: order.orderToken } : null;
  if (access) saveGuestOrderAccess(code, access);
  return { code, access };
}

/** The method chosen while it is usable (cash on delivery up to the shop's limit), else the first usable one. */
function usableMethod(
  methods: readonly PaymentMethod[],
  chosen: PaymentMethod | null,
  limits: { total: number; codLimit: number },
): PaymentMethod | null {
  const usable = (method: PaymentMethod) =>
    methodUnavailableReason(method, { ...limits, emailVerified: true }) === null;
  return chosen && usable(chosen) ? chosen : (methods.find(usable) ?? null);
}

export default function GuestCheckoutPage() {
  const settings = useShopSettings();
  const { userInfo } = useSession();
  // Signed in: the account's checkout, as the spec has it.
  if (userInfo) return <Navigate to={paths.shipping()} replace />;
  if (!settings.data) {
    return settings.error ? <MessageBox severity="error">{settings.error}</MessageBox> : <LoadingBox />;
  }
  return <GuestCheckoutForm settings={settings.data} />;
}

/**
 * Places a guest's order, then opens its page, or for a gateway's order the gateway's page (its
 * order's page, whose Pay button tries again, if the gateway cannot be reached).
 */
function useGuestPlacement() {
  const navigate = useNavigate();
  const cart = useCart();
  const [placing, setPlacing] = useState(false);
  const [placedCode, setPlacedCode] = useState<string | null>(null);
  const showOrder = (code: string) => void navigate(paths.guestOrder(code), { replace: true });

  const place = async (body: BodyInput<'placeOrder'>) => {
    setPlacing(true);
    try {
      const { code, access } = await sendGuestOrder(body);
      setPlacedCode(code);
      cart.clear();
      if (!PAYMENT_METHOD_TABLE[body.paymentMethod].gateway || !access) return showOrder(code);
      await goToPaymentGateway(access.orderId, orderTokenHeaders(access)).catch((error: unknown) => {
        notify.error(error);
        showOrder(code);
      });
    } catch (error) {
      notify.error(error);
      setPlacing(false);
    }
  };
  return { placing, placedCode, place };
}

function GuestCheckoutForm({ settings }: { settings: PublicShopSettings }) {
  const cart = useCart();
  const details = useGuestDetails();
  const { placing, placedCode, place } = useGuestPlacement();
  // The carriers' options once a ward is chosen (none while the shop offers no carrier).
  const shipping = useShippingChoice(details.values.ward ? details.values : null, cart.items, settings);
  const pricing = { shipping: shipping.rule, voucher: null, carrier: shipping.carrier };
  const prices = previewPrices(cart.items, pricing);
  const methods = offeredToGuests(settings.paymentMethods);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = usableMethod(methods, chosen, { total: prices.totalPrice, codLimit: settings.codLimit });

  // Emptied by the placement itself: the order's page is on its way.
  if (cart.items.length === 0) return placedCode ? null : <Navigate to={paths.cart()} replace />;

  const submit = async () => {
    const checked = details.check();
    if (!checked || !method) return;
    await place({ ...placeOrderBody(cart.items, checked.address, method, pricing), guest: checked.guest });
  };

  return (
    <Grid
      container
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Grid size={12}>
        <Typography variant="h4" component="h1">
          {t`Checkout without an account`}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <GuestDetails details={details} />
        <ShippingOptions choice={shipping} />
        {method ? (
          <PaymentMethodChoices
            methods={methods}
            codLimit={settings.codLimit}
            total={prices.totalPrice}
            emailVerified
            value={method}
            onChange={setChosen}
          />
        ) : (
          <MessageBox severity="info">{t`Sign in to pay this order online.`}</MessageBox>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <OrderItemsList lines={cart.items.map((item) => ({ key: item._id, ...item }))} />
        <OrderSummaryCard prices={prices}>
          <UnitTotalNotice items={cart.items} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={placing || !method || shipping.pending || isOverUnitTotal(cart.items)}
          >
            {t`Place order now`}
          </Button>
        </OrderSummaryCard>
      </Grid>
    </Grid>
  );
}
