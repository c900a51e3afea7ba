import { Button } from '@mui/material';
import { useState } from 'react';
import { isGatewayPaymentMethod } from '@shared/constants';
import type { Order } from '@shared/entities/order';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { usePageRestored } from '@/lib/use-page-restored';
import { goToPaymentGateway } from '@/features/orders/go-to-payment-gateway';

/** 'Pay with VNPAY' / 'Pay with MoMo': a new payment attempt, then the gateway's page. */
export function PayOrderButton({ order }: { order: Pick<Order, '_id' | 'paymentMethod'> }) {
  const [busy, setBusy] = useState(false);
  usePageRestored(() => setBusy(false));

  const pay = async () => {
    setBusy(true);
    try {
      // On success the browser is leaving: the button stays disabled so a second attempt cannot start.
      await goToPaymentGateway(order._id);
    } catch (error) {
      notify.error(error);
      setBusy(false);
    }
  };

  // Cash on delivery and bank transfer are not paid through a gateway's page.
  if (!isGatewayPaymentMethod(order.paymentMethod)) return null;
  return (
    <Button variant="contained" size="large" fullWidth disabled={busy} onClick={() => void pay()}>
      {translateMessage(PAYMENT_MSG.payWith[order.paymentMethod])}
    </Button>
  );
}
