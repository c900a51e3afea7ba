/** The add / edit form of the address book, in a dialog. */
import { t } from '@lingui/core/macro';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { VietnameseAddress } from '@shared/address-schemas';
import { checkAddress, type AddressErrors, type AddressValues } from '@/features/addresses/address-values';
import { AddressFields } from './address-fields';

export function AddressFormDialog({
  title,
  initial,
  initialDefault,
  onSave,
  onClose,
}: {
  title: string;
  initial: AddressValues;
  initialDefault: boolean;
  /** Resolves when saved; a rejection keeps the dialog open (the caller shows the error). */
  onSave: (address: VietnameseAddress, isDefault: boolean) => Promise<void>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [isDefault, setIsDefault] = useState(initialDefault);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddress(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.address, isDefault);
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="address-form-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="address-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AddressFields
              values={values}
              errors={errors}
              onChange={(change, fields) => {
                setValues((current) => ({ ...current, ...change }));
                setErrors((current) => ({
                  ...current,
                  ...Object.fromEntries(fields.map((field) => [field, undefined])),
                }));
              }}
            />
            <FormControlLabel
              control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
              label={t`Default address`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t`Save`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
