import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@shared/entities/account';
import { MSG } from '@shared/messages';
import { ACCOUNT_MSG } from '@shared/screen-messages';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { CUSTOMER, jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { SessionProvider } from '@/features/auth/session';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import SigninPage from './signin-page';
import VerifyEmailPage from './verify-email-page';

const { openSession, closeSession } = vi.hoisted(() => ({
  openSession: vi.fn(async () => undefined),
  closeSession: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firebase-auth', () => ({ openSession, closeSession, currentIdToken: vi.fn(async () => 'id-token') }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
const stored = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null') as Record<string, unknown>;

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  openSession.mockClear();
  closeSession.mockClear();
  window.localStorage.clear();
});

describe('forgot password', () => {
  it('the sign-in page links to the forgot-password form', () => {
    renderWithProviders(<SigninPage />, { url: '/signin' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends the address and shows the one answer the server gives for every address', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: ACCOUNT_MSG.passwordResetSent }));
    renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'Lan@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(ACCOUNT_MSG.passwordResetSent)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/password-reset');
    expect(bodyOf(0)).toEqual({ email: 'lan@example.com' });
  });

  it('checks the address before sending', async () => {
    renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('reset password page', () => {
  const userInfo: UserInfo = { ...CUSTOMER, customToken: 'custom-after-reset' };

  it('sets the new password with the emailed code, signs in and goes home', async () => {
    fetchMock.mockResolvedValue(jsonResponse(userInfo));
    renderWithProviders(<ResetPasswordPage />, {
      url: '/reset-password?oobCode=code-1',
      path: '/reset-password',
      probeOnScreen: false,
    });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/password-reset/confirm');
    expect(bodyOf(0)).toEqual({ oobCode: 'code-1', password: 'brand-new-pass' });
    expect(openSession).toHaveBeenCalledWith('custom-after-reset');
    expect(stored()).toMatchObject({ _id: CUSTOMER._id });
  });

  it('a mismatched confirmation shows the message and sends nothing', async () => {
    renderWithProviders(<ResetPasswordPage />, { url: '/reset-password?oobCode=code-1', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'other-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText(MSG.passwordMismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a used link', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: ACCOUNT_MSG.invalidActionLink }, 400));
    renderWithProviders(<ResetPasswordPage />, { url: '/reset-password?oobCode=used', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText(ACCOUNT_MSG.invalidActionLink)).toBeInTheDocument();
    expect(openSession).not.toHaveBeenCalled();
  });

  it('without a code says the link is invalid and offers a new one', () => {
    renderWithProviders(<ResetPasswordPage />, { url: '/reset-password', path: '/reset-password' });
    expect(screen.getByText('This link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('verify email page', () => {
  it('applies the code once and marks the signed-in customer verified', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: ACCOUNT_MSG.emailVerified, email: CUSTOMER.email, emailChanged: false }),
    );
    renderWithProviders(<VerifyEmailPage />, {
      url: '/verify-email?oobCode=verify-1',
      path: '/verify-email',
      userInfo: { ...CUSTOMER, emailVerified: false },
    });
    expect(await screen.findByText(ACCOUNT_MSG.emailVerified)).toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ emailVerified: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/email-action');
    expect(bodyOf(0)).toEqual({ oobCode: 'verify-1' });
  });

  it('after an email change signs this session out and offers sign-in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: ACCOUNT_MSG.emailChanged, email: 'new@example.com', emailChanged: true }),
    );
    renderWithProviders(<VerifyEmailPage />, {
      url: '/verify-email?oobCode=change-1',
      path: '/verify-email',
      userInfo: CUSTOMER,
    });
    expect(await screen.findByText(ACCOUNT_MSG.emailChanged)).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull());
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('shows the refusal of an invalid code', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: ACCOUNT_MSG.invalidActionLink }, 400));
    renderWithProviders(<VerifyEmailPage />, { url: '/verify-email?oobCode=bad-1', path: '/verify-email' });
    expect(await screen.findByText(ACCOUNT_MSG.invalidActionLink)).toBeInTheDocument();
  });
});

describe('verify-email banner', () => {
  const renderNotice = () =>
    render(
      <SessionProvider>
        <VerifyEmailNotice />
      </SessionProvider>,
    );

  it('asks an unverified customer to verify, and "Resend" asks for a new link', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...CUSTOMER, emailVerified: false }));
    fetchMock.mockResolvedValue(jsonResponse({ message: ACCOUNT_MSG.verificationSent }));
    renderNotice();
    expect(
      await screen.findByText(`Please verify your email address: we sent a link to ${CUSTOMER.email}.`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/verification-email');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('shows nothing to a verified customer, nor to one signed in before verification existed', () => {
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...CUSTOMER, emailVerified: true }));
    const { unmount } = renderNotice();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    unmount();
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(CUSTOMER));
    renderNotice();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});
