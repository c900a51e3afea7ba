import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsentVersionField, useConsentVersion } from './consent-version-field';

function Harness({ saved }: { saved?: string }) {
  const [error, setError] = useState<string | undefined>('version must be 1 to 40 letters');
  const [value, change] = useConsentVersion(saved === undefined ? {} : { consentVersion: saved }, () =>
    setError(undefined),
  );
  return <ConsentVersionField value={value} error={error} onChange={change} />;
}

describe('Settings → Quyền riêng tư', () => {
  it('shows the saved version, and a change clears its message', async () => {
    render(<Harness saved="2026-11-27" />);
    const box = screen.getByRole('textbox', { name: /^Phiên bản điều khoản cookie/ });
    expect(box).toHaveValue('2026-11-27');
    expect(screen.getByText('version must be 1 to 40 letters')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '2');
    expect(box).toHaveValue('2');
    expect(screen.getByText('Đổi phiên bản để hỏi lại mọi khách về cookie')).toBeInTheDocument();
  });

  it("starts at '1' for a shop saved before the setting", () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: /^Phiên bản điều khoản cookie/ })).toHaveValue('1');
  });
});
