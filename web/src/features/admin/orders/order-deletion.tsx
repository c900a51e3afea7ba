/**
 * Deleting an order from the admin list: only after a dialog that names the order and its total,
 * since a deleted order and its history cannot come back
 * (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { AdminOrderRow } from '@shared/entities/admin';
import { MSG } from '@shared/messages';
import { formatOrderAmount } from '@shared/money';
import { orderDisplayId } from '@/features/orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { adminApi } from '@/features/admin/shared/admin-api';
import { notify } from '@/lib/notify';

/** The order the admin asked to delete (the dialog is open while there is one) and the deletion. */
export function useOrderDeletion(onDeleted: () => void) {
  const [toDelete, setToDelete] = useState<AdminOrderRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteOrder = async (order: AdminOrderRow) => {
    setDeleting(true);
    try {
      await adminApi.deleteOrder(order._id);
      notify.success(MSG.orderDeleted);
      onDeleted();
    } catch (error) {
      notify.error(error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };
  return { toDelete, setToDelete, deleting, deleteOrder };
}

export function OrderDeleteDialog({
  deletion: { toDelete, setToDelete, deleting, deleteOrder },
}: {
  deletion: ReturnType<typeof useOrderDeletion>;
}) {
  const shownId = toDelete ? orderDisplayId(toDelete) : '';
  const total = toDelete ? formatOrderAmount(toDelete.totalPrice) : '';
  return (
    <ConfirmDialog
      open={toDelete !== null}
      title={t`Delete order ${shownId}?`}
      description={t`Order ${shownId} (${total}, cancelled and never paid) and its history are deleted for good. This cannot be undone.`}
      confirmLabel={t`Delete`}
      destructive
      busy={deleting}
      onClose={() => setToDelete(null)}
      onConfirm={() => toDelete && void deleteOrder(toDelete)}
    />
  );
}
