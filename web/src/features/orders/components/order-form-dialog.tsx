/**
 * A small dialog that confirms an order's change and asks for the text it needs: a cancel's reason,
 * a shipment's carrier and tracking number, a hand refund's reference, the reason an order that
 * never shipped is delivered. `description` says what will happen (the amount, the gateway, the
 * order), so nothing irreversible happens at one click; with no fields it is a plain confirmation.
 * Fields marked required must be filled before the confirm button works; the server checks them again.
 */
import { t } from '@lingui/core/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';

export interface DialogField {
  name: string;
  label: string;
  required: boolean;
  maxLength: number;
  helperText?: string;
  /** What the field starts with (a waybill's carrier and tracking number when shipping it). */
  initialValue?: string;
}

interface OrderFormDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, in a sentence the admin reads before the button. */
  description?: string;
  confirmLabel: string;
  fields: DialogField[];
  saving: boolean;
  onClose: () => void;
  onConfirm: (values: Record<string, string>) => void;
}

export function OrderFormDialog({
  open,
  title,
  description,
  confirmLabel,
  fields,
  saving,
  onClose,
  onConfirm,
}: OrderFormDialogProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initialValue ?? ''])),
  );
  const descriptionId = useId();
  const value = (name: string) => values[name] ?? '';
  const incomplete = fields.some((field) => field.required && value(field.name).trim() === '');
  const trimmed = () => Object.fromEntries(fields.map((field) => [field.name, value(field.name).trim()]));
  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-describedby={description ? descriptionId : undefined}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {description && <DialogContentText id={descriptionId}>{description}</DialogContentText>}
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            label={field.label}
            helperText={field.helperText}
            required={field.required}
            value={value(field.name)}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            fullWidth
            autoFocus={index === 0}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: field.maxLength } }}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Close`}</Button>
        <Button variant="contained" disabled={incomplete || saving} onClick={() => onConfirm(trimmed())}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
