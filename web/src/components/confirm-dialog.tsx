/**
 * Asks before an action that cannot be undone (an order's deletion, a recount of the figures): the
 * title asks, the description says what will happen, and only the confirm button acts.
 */
import { t } from '@lingui/core/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** A red confirm button, for a deletion. */
  destructive?: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  busy,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-describedby={descriptionId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Close`}</Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
