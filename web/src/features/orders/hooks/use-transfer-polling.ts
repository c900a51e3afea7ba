/**
 * While a bank-transfer order awaits its transfer, its page re-reads it until the bank's
 * notification has made it paid (or the deadline cancelled it), so the page turns paid by itself
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). The next read is scheduled once the
 * previous one answered, so slow answers never pile up.
 */
import { useEffect } from 'react';
import type { Order } from '@shared/entities';

/** A transfer takes the shopper a minute or more in their banking app: no need to ask more often. */
export const TRANSFER_POLL_INTERVAL_MS = 3000;

export const awaitsTransfer = (order: Order | undefined): boolean =>
  order?.paymentMethod === 'BANK_TRANSFER' && !order.isPaid && !order.cancelledAt;

export function useTransferPolling(query: { data?: Order; loading: boolean; reload: () => void }): void {
  const { data, loading, reload } = query;
  const waiting = awaitsTransfer(data);
  useEffect(() => {
    if (!waiting || loading) return;
    const timer = setTimeout(reload, TRANSFER_POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [waiting, loading, reload]);
}
