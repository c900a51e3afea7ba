/** Asks the admin how a payment was refunded by hand (the gateway portal's reference, say) before saying so. */
import { t } from '@lingui/core/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

interface RefundDialogProps {
  reference: string | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

export function RefundDialog({ reference, saving, onCancel, onConfirm }: RefundDialogProps) {
  const [note, setNote] = useState('');
  const blank = note.trim() === '';
  return (
    <Dialog open={reference !== null} onClose={onCancel} fullWidth>
      <DialogTitle>{t`Refunded by hand: ${reference ?? ''}`}</DialogTitle>
      <DialogContent>
        <TextField
          label={t`Note`}
          helperText={t`How and where it was refunded, for example the gateway portal's refund reference`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          fullWidth
          autoFocus
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t`Cancel`}</Button>
        <Button variant="contained" disabled={blank || saving} onClick={() => onConfirm(note.trim())}>
          {t`Mark refunded`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
