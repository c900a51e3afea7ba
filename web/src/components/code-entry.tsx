import { t } from '@lingui/core/macro';
import { Button, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { MessageBox } from './message-box';

export interface CodeEntryProps {
  /** Where the code went, as the API said it. */
  message: string;
  otp: string;
  onOtp: (otp: string) => void;
  /** Called with the code, trimmed, once it is 6 digits. */
  onCode: (otp: string) => void;
  /** Called with the message to show for a code that is not 6 digits; the screen shows it where it shows the API's. */
  onError: (message: string) => void;
  submitLabel: string;
  busy: boolean;
  /** Shown under the field; a screen that shows its errors elsewhere leaves it out. */
  error?: string | null;
  required?: boolean;
  size?: 'medium' | 'large';
  /** Between the message and the field. */
  children?: ReactNode;
  /** After the button, inside the form. */
  actions?: ReactNode;
}

/**
 * The entry of a 6-digit one-time code (the profile's phone, the order lookup). A code that is not
 * 6 digits never reaches the API. It lives here rather than in either feature so that both lazily
 * loaded screens share it without the home route loading it.
 */
export function CodeEntry(props: CodeEntryProps) {
  const { message, otp, onOtp, onCode, onError, submitLabel, busy, error, required, size, children, actions } = props;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        const code = otp.trim();
        if (/^\d{6}$/.test(code)) onCode(code);
        else onError(t`Enter the 6 digits of the code`);
      }}
    >
      <MessageBox severity="info">{message}</MessageBox>
      {children}
      <TextField
        name="otp"
        label={t`Mã xác nhận`}
        value={otp}
        onChange={(event) => onOtp(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        required={required}
      />
      <Button type="submit" variant="contained" size={size} disabled={busy}>
        {submitLabel}
      </Button>
      {actions}
    </Stack>
  );
}
