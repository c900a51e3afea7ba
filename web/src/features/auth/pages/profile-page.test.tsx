import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MSG, MSG } from '@shared/messages';
import { ACCOUNT_MSG } from '@shared/screen-messages';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { CUSTOMER, jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import ProfilePage from './profile-page';

const { openSession } = vi.hoisted(() => ({ openSession: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase-auth', () => ({
  openSession,
  closeSession: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 'id-token'),
}));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

describe('profile page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    openSession.mockClear();
  });

  it('asks for the current password only when the email or the password changes', async () => {
    renderWithProviders(<ProfilePage />, { url: '/profile', userInfo: CUSTOMER });
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'new-pass-123');
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
  });

  it('a name change sends no password and keeps the session', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...CUSTOMER, name: 'Lan N.' }));
    renderWithProviders(<ProfilePage />, { url: '/profile', userInfo: CUSTOMER });
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Lan N.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.userUpdated)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(0)).toEqual({ name: 'Lan N.', email: CUSTOMER.email });
    expect(openSession).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}')).toMatchObject({ name: 'Lan N.' });
  });

  it('a password change requires the current password, then signs in again with the new one', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ ...CUSTOMER }))
      .mockResolvedValueOnce(jsonResponse({ ...CUSTOMER, token: 'fresh', customToken: 'custom-after-change' }));
    renderWithProviders(<ProfilePage />, { url: '/profile', userInfo: CUSTOMER });
    await userEvent.type(screen.getByLabelText('Password'), 'new-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('current password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Current Password'), 'old-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.userUpdated)).toBeInTheDocument();
    expect(bodyOf(0)).toMatchObject({ password: 'new-pass-123', currentPassword: 'old-pass-123' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/users/signin');
    expect(bodyOf(1)).toEqual({ email: CUSTOMER.email, password: 'new-pass-123' });
    expect(openSession).toHaveBeenCalledWith('custom-after-change');
  });

  it('a new email waits for its link: no new sign-in, the current address stays, and the page says a link was sent', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...CUSTOMER, pendingEmail: 'new@example.com' }));
    renderWithProviders(<ProfilePage />, { url: '/profile', userInfo: CUSTOMER });
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MSG.emailChangeSent)).toBeInTheDocument();
    expect(bodyOf(0)).toMatchObject({ email: 'new@example.com', currentPassword: 'old-pass-123' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(openSession).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue(CUSTOMER.email);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ email: CUSTOMER.email });
    expect(stored).not.toHaveProperty('pendingEmail');
  });

  it('a wrong current password shows the message and keeps the shopper signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: API_MSG.currentPasswordWrong }, 401));
    renderWithProviders(<ProfilePage />, { url: '/profile', userInfo: CUSTOMER });
    await userEvent.type(screen.getByLabelText('Password'), 'new-pass-123');
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(API_MSG.currentPasswordWrong)).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.userInfo)).not.toBeNull());
  });
});
