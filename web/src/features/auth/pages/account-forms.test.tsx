import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@shared/entities/account';
import { MSG } from '@shared/messages';
import { CUSTOMER, jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import SigninPage from './signin-page';
import SignupPage from './signup-page';

// The Firebase Auth session is opened with the custom token; the tests never reach the SDK.
vi.mock('@/lib/firebase-auth', () => ({
  openSession: vi.fn(async () => undefined),
  closeSession: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => null),
}));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const userInfo: UserInfo = { ...CUSTOMER, customToken: 'custom-token' };

describe('account forms', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sign-up: a password mismatch shows the message and sends no request', async () => {
    renderWithProviders(<SignupPage />, { url: '/signup' });
    await userEvent.type(screen.getByLabelText('Name'), 'Lan');
    await userEvent.type(screen.getByLabelText('Email'), 'lan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.passwordMismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sign-up: required fields and the email format are checked before sending', async () => {
    renderWithProviders(<SignupPage />, { url: '/signup' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('password is required')).toBeInTheDocument();
    expect(screen.getByText('confirm password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sign-up: success signs in and follows the redirect', async () => {
    fetchMock.mockResolvedValue(jsonResponse(userInfo, 201));
    // The probe appears only once the page has navigated away, so findBy waits for the navigation itself.
    renderWithProviders(<SignupPage />, { url: '/signup?redirect=/shipping', path: '/signup', probeOnScreen: false });
    await userEvent.type(screen.getByLabelText('Name'), 'Lan Nguyen');
    await userEvent.type(screen.getByLabelText('Email'), 'Lan@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/shipping$/);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/signup');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lan Nguyen',
      email: 'lan@example.com',
      password: 'secret123',
    });
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
      name: 'Lan Nguyen',
      token: 'id-token',
    });
  });

  it('sign-in: email and password are required and nothing is sent without them', async () => {
    renderWithProviders(<SigninPage />, { url: '/signin' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('email is required')).toBeInTheDocument();
    expect(screen.getByText('password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sign-in: shows the server's message as an error toast", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: MSG.invalidCredentials }, 401));
    renderWithProviders(<SigninPage />, { url: '/signin' });
    await userEvent.type(screen.getByLabelText('Email'), 'lan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('sign-in: links to sign-up keeping the redirect', () => {
    renderWithProviders(<SigninPage />, { url: '/signin?redirect=/shipping' });
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fshipping',
    );
  });

  it('sends a signed-in user to the redirect target, ignoring off-site targets', () => {
    renderWithProviders(<SigninPage />, { url: '/signin?redirect=//evil.example', userInfo: CUSTOMER });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
