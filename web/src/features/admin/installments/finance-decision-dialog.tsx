/**
 * Staff's decision on a finance company's application: approve with the company and its contract
 * number, or refuse with the reason the customer is told.
 */
import { t } from '@lingui/core/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

export type FinanceDecision =
  { kind: 'approve'; partner: string; contractNumber: string } | { kind: 'refuse'; reason: string };

interface FinanceDecisionDialogProps {
  /** Which decision, for which order code; null: closed. */
  open: { kind: FinanceDecision['kind']; orderCode: string } | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (decision: FinanceDecision) => void;
}

export function FinanceDecisionDialog({ open, saving, onCancel, onConfirm }: FinanceDecisionDialogProps) {
  const [partner, setPartner] = useState('');
  const [contractNumber, setContractNumber] = useState('');
  const [reason, setReason] = useState('');
  const approving = open?.kind === 'approve';
  const blank = approving ? partner.trim() === '' || contractNumber.trim() === '' : reason.trim() === '';
  const code = open?.orderCode ?? '';
  const confirm = () =>
    onConfirm(
      approving
        ? { kind: 'approve', partner: partner.trim(), contractNumber: contractNumber.trim() }
        : { kind: 'refuse', reason: reason.trim() },
    );
  return (
    <Dialog open={open !== null} onClose={onCancel} fullWidth>
      <DialogTitle>{approving ? t`Duyệt hồ sơ ${code}` : t`Từ chối hồ sơ ${code}`}</DialogTitle>
      <DialogContent>
        {approving ? (
          <>
            <TextField
              label={t`Công ty tài chính`}
              helperText={t`For example Home Credit, HD Saison, FE Credit`}
              value={partner}
              onChange={(event) => setPartner(event.target.value)}
              fullWidth
              autoFocus
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={t`Số hợp đồng`}
              value={contractNumber}
              onChange={(event) => setContractNumber(event.target.value)}
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
          </>
        ) : (
          <TextField
            label={t`Lý do`}
            helperText={t`The customer reads it in the email`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t`Cancel`}</Button>
        <Button variant="contained" disabled={blank || saving} onClick={confirm}>
          {approving ? t`Duyệt` : t`Từ chối`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
