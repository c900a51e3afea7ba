import { Button } from '@mui/material';
import { useState } from 'react';
import type { Order } from '@shared/entities/order';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { usePageRestored } from '@/lib/use-page-restored';
import { goToPaymentGateway } from '@/features/orders/go-to-payment-gateway';
import { PAYMENT_METHOD_TABLE } from '@/features/orders/payment-method-table';

/**
 * 'Pay with VNPAY' / 'Pay with MoMo': a new payment attempt, then the gateway's page. A guest's order
 * page passes the order token's header.
 */
export function PayOrderButton({
  order,
  headers,
}: {
  order: Pick<Order, '_id' | 'paymentMethod'>;
  headers?: Record<string, string>;
}) {
  const [busy, setBusy] = useState(false);
  usePageRestored(() => setBusy(false));

  const pay = async () => {
    setBusy(true);
    try {
      // On success the browser is leaving: the button stays disabled so a second attempt cannot start.
      await goToPaymentGateway(order._id, headers);
    } catch (error) {
      notify.error(error);
      setBusy(false);
    }
  };

  // Cash on delivery and bank transfer are not paid through a gateway's page: they have no Pay button.
  const { payWith } = PAYMENT_METHOD_TABLE[order.paymentMethod];
  if (!payWith) return null;
  return (
    <Button variant="contained" size="large" fullWidth disabled={busy} onClick={() => void pay()}>
      {translateMessage(payWith)}
    </Button>
  );
}
