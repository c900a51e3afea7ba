import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '@shared/entities/wishlist';
import { fakeApi } from '@/testing/fake-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { RestockAlertButton } from './restock-alert-button';

const NOTIFY = 'Thông báo khi có hàng';
const EMAILED = 'Chúng tôi sẽ gửi email cho bạn khi sản phẩm có hàng trở lại.';
const alert = (overrides: Partial<Alert> = {}): Alert => ({
  _id: 'u1_p1',
  productId: 'p1',
  type: 'restock',
  status: 'active',
  createdAt: '2026-11-27T02:00:00.000Z',
  ...overrides,
});
const button = () => screen.getByRole('button', { name: NOTIFY });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RestockAlertButton', () => {
  it('asks for the email and then says the customer will be emailed', async () => {
    const api = fakeApi({ myAlerts: { alerts: [] }, createAlert: alert() });
    renderWithProviders(<RestockAlertButton productId="p1" variant="box" />, { userInfo: CUSTOMER });
    await waitFor(() => expect(api.calls('myAlerts')).toHaveLength(1));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button());
    expect(api.calls('createAlert')).toEqual([expect.objectContaining({ body: { productId: 'p1', type: 'restock' } })]);
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText(EMAILED, { selector: 'p[role="status"]' })).toBeVisible();
  });

  it('shows an alert already asked for, and pressing again shows the state without a second alert', async () => {
    fakeApi({ myAlerts: { alerts: [alert()] }, createAlert: alert() });
    renderWithProviders(<RestockAlertButton productId="p1" variant="box" />, { userInfo: CUSTOMER });
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText(EMAILED, { selector: 'p[role="status"]' })).toBeVisible();
    await userEvent.click(button());
    expect(await screen.findAllByText(EMAILED)).not.toHaveLength(0);
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('in the phone bar (the default) is one button, its state told in a notice', async () => {
    fakeApi({ myAlerts: { alerts: [] }, createAlert: alert() });
    renderWithProviders(<RestockAlertButton productId="p1" />, { userInfo: CUSTOMER });
    await userEvent.click(await screen.findByRole('button', { name: NOTIFY }));
    expect(await screen.findByText(EMAILED)).toBeInTheDocument();
    expect(screen.queryByText(EMAILED, { selector: 'p[role="status"]' })).toBeNull();
  });

  it('signed out, goes to sign-in and back without asking the shop', async () => {
    const api = fakeApi({});
    renderWithProviders(<RestockAlertButton productId="p1" variant="box" />, { url: '/product/dell-xps-13' });
    await userEvent.click(button());
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?redirect=%2Fproduct%2Fdell-xps-13');
    expect(api.calls('myAlerts')).toHaveLength(0);
  });
});
