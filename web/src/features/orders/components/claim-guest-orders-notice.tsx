/**
 * Order history's notice of guest orders the account may claim (docs/guest-checkout-and-zalo.md,
 * "Claiming guest orders"): orders placed without an account with the account's verified email or
 * phone. The confirmation dialog loads only when opened; once claimed, the orders arrive in the
 * live list (their userId is now this account's).
 */
import { t } from '@lingui/core/macro';
import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Order } from '@shared/entities/order';
import { useApiQuery } from '@/lib/use-api-query';

const ClaimOrdersDialog = lazy(() => import('./claim-orders-dialog'));

export function ClaimGuestOrdersNotice() {
  const claimable = useApiQuery('claimableOrders', {});
  // The orders the dialog was opened with: it stays open while the list reloads behind it.
  const [confirming, setConfirming] = useState<Order[] | null>(null);
  const orders = claimable.data?.orders ?? [];
  const count = orders.length;
  return (
    <>
      {count > 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setConfirming(orders)}>
              {t`Thêm vào tài khoản`}
            </Button>
          }
        >
          {t`Có ${count} đơn hàng đặt không cần tài khoản. Thêm vào tài khoản?`}
        </Alert>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ClaimOrdersDialog orders={confirming} onClose={() => setConfirming(null)} />
        </Suspense>
      )}
    </>
  );
}
