/**
 * Placing the previewed order, then sending the shopper on: to the order's gateway to pay, or to
 * the order's page when nothing is paid online now (cash on delivery, bank transfer).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@shared/entities/order';
import { paths } from '@/config/paths';
import { goToPaymentGateway, ORDER_PLACED_STATE, PAYMENT_METHOD_TABLE } from '@/features/orders';
import { ApiError } from '@/lib/api-error';
import { invalidateQueries } from '@/lib/query-store';
import { notify } from '@/lib/notify';
import { usePageRestored } from '@/lib/use-page-restored';

interface PlaceOrderSteps {
  /** Re-reads the cart; resolves with whether anything the shopper is told about changed. */
  refresh: () => Promise<boolean>;
  clearCart: () => void;
}

export function usePlaceOrder({ refresh, clearCart }: PlaceOrderSteps) {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [pricesMoved, setPricesMoved] = useState(false);
  /** The order placed, while the browser is on its way to the order's gateway. */
  const [leavingWith, setLeavingWith] = useState<string | null>(null);
  // Back from the gateway: the cart is gone, so the place to pay again is the order's page.
  usePageRestored(() => {
    if (leavingWith) void navigate(paths.order(leavingWith), { replace: true });
  });

  const place = async (call: () => Promise<Order>, voucher: { recheck: () => void }) => {
    setPlacing(true);
    let order: Order;
    try {
      order = await call();
    } catch (error) {
      // Prices changed since the preview loaded: show the new totals to confirm, not an error.
      const code = error instanceof ApiError ? error.code : null;
      // A carrier's fee may have moved too (its cached quote expired): the options are asked again.
      if (code === 'PRICES_CHANGED') invalidateQueries('quoteShipping:');
      if (code === 'PRICES_CHANGED' && (await refresh())) setPricesMoved(true);
      else notify.error(error);
      // The voucher was used up (or ended) since it was checked: its field says so and holds the order.
      if (code === 'VOUCHER_NOT_ACCEPTED') voucher.recheck();
      setPlacing(false);
      return;
    }
    clearCart();
    // Nothing to pay online now: the order's page says how it is paid.
    if (!PAYMENT_METHOD_TABLE[order.paymentMethod].gateway) {
      void navigate(paths.order(order._id), { state: ORDER_PLACED_STATE });
      return;
    }
    setLeavingWith(order._id);
    try {
      await goToPaymentGateway(order._id);
    } catch (error) {
      // The order exists and its stock is reserved: its page offers the Pay button to try again.
      notify.error(error);
      void navigate(paths.order(order._id), { state: ORDER_PLACED_STATE });
    }
  };

  return { placing, pricesMoved, leavingWith, place };
}
