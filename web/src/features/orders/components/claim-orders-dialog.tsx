/**
 * The confirmation before guest orders are attached to the account: which orders (number, day,
 * total), then one claim for all of them. A refusal (an order taken meanwhile) shows the API's
 * message and reloads the list, so nothing is attached behind the customer's back.
 */
import { t } from '@lingui/core/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useId, useState } from 'react';
import type { Order } from '@shared/entities/order';
import { formatOrderAmount } from '@shared/money';
import { MessageBox } from '@/components/message-box';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';
import { translateMessage } from '@/i18n/translate-message';
import { dayOf } from './order-dates';
import { orderDisplayId } from '@/features/orders/order-display-id';

export default function ClaimOrdersDialog({ orders, onClose }: { orders: Order[]; onClose: () => void }) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await callApi('claimOrders', { body: { orderIds: orders.map((order) => order._id) } });
      notify.success(translateMessage(answer.message));
      invalidateQueries('claimableOrders');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
      invalidateQueries('claimableOrders');
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t`Thêm đơn hàng vào tài khoản`}</DialogTitle>
      <DialogContent>
        <List dense>
          {orders.map((order) => (
            <ListItem key={order._id} disableGutters>
              <ListItemText
                primary={orderDisplayId(order)}
                secondary={`${dayOf(order.createdAt)} · ${formatOrderAmount(order.totalPrice)}`}
              />
            </ListItem>
          ))}
        </List>
        {error && <MessageBox severity="error">{error}</MessageBox>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t`Thêm vào tài khoản`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
