import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEntry } from './code-entry';

const SIX_DIGITS = 'Enter the 6 digits of the code';

/** The entry as a screen holds it: the typed code in its state, the refusal shown under the field. */
function renderEntry() {
  const onCode = vi.fn();
  function Screen() {
    const [otp, setOtp] = useState('');
    const [error, setError] = useState<string | null>(null);
    return (
      <CodeEntry
        message="Mã đã được gửi"
        otp={otp}
        onOtp={setOtp}
        onCode={onCode}
        onError={setError}
        submitLabel="Xác minh"
        busy={false}
        error={error}
      />
    );
  }
  render(<Screen />);
  return { onCode, field: screen.getByRole('textbox', { name: /^Mã xác nhận/ }) };
}

describe('CodeEntry', () => {
  it('shows where the code went and submits the 6 digits by the button or by Enter', async () => {
    const { onCode, field } = renderEntry();
    expect(screen.getByText('Mã đã được gửi')).toBeInTheDocument();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(onCode).toHaveBeenLastCalledWith('123456');
    await userEvent.type(field, '{Enter}');
    expect(onCode).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(SIX_DIGITS)).not.toBeInTheDocument();
  });

  it('takes no more than 6 characters', async () => {
    const { field } = renderEntry();
    await userEvent.type(field, '12345678');
    expect(field).toHaveValue('123456');
  });

  it('refuses a code of fewer than 6 digits, or with other characters, without submitting it', async () => {
    const { onCode, field } = renderEntry();
    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(screen.getByText(SIX_DIGITS)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '12a456');
    await userEvent.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(screen.getByText(SIX_DIGITS)).toBeInTheDocument();
    expect(onCode).not.toHaveBeenCalled();
  });
});
