import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shared/entities/order';
import { LOOKUP_MSG } from '@shared/order-lookup-messages';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import OrderLookupPage from './order-lookup-page';

const ORDER: Order = {
  ...orderFixture({ _id: 'o1', orderCode: 'LSAB234', paymentMethod: 'COD', userId: null }),
  guest: { name: 'Trần Bình', phone: '+84987654321', email: 'binh@example.vn', zaloOptIn: false },
};
const SENT = { message: LOOKUP_MSG.codeSent, expiresInSeconds: 300 };

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
async function fill(label: string, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}
const renderLookup = (shopSettings = DEFAULT_SHOP_SETTINGS) =>
  renderWithProviders(<OrderLookupPage />, { path: '/tra-cuu-don-hang', url: '/tra-cuu-don-hang', shopSettings });

async function askForCode() {
  await fill('Số điện thoại', '0987 654 321');
  await fill('Mã đơn hàng', 'lsab234');
  await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
}

describe('order lookup page', () => {
  it('asks for a code with the phone in E.164, then opens the order with the token it answers', async () => {
    const api = fakeApi({
      requestOrderLookup: SENT,
      verifyOrderLookup: { orderToken: 'tok-1', expiresAt: '2026-11-28T00:00:00.000Z', order: ORDER },
    });
    renderLookup();
    expect(screen.getByRole('heading', { level: 1, name: 'Tra cứu đơn hàng' })).toBeInTheDocument();
    await askForCode();

    expect(await screen.findByText(LOOKUP_MSG.codeSent)).toBeInTheDocument();
    expect(api.calls('requestOrderLookup')[0]?.body).toEqual({ phone: '+84987654321', orderCode: 'LSAB234' });
    // Honest about an order without an email, without saying whether this one has one.
    expect(screen.getByText(/An order placed without an email cannot receive it/)).toBeInTheDocument();
    expect(screen.queryByText(/by Zalo/)).not.toBeInTheDocument();

    await fill('Mã xác nhận', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Open the order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tra-cuu-don-hang/LSAB234');
    expect(api.calls('verifyOrderLookup')[0]?.body).toEqual({
      phone: '+84987654321',
      orderCode: 'LSAB234',
      otp: '123456',
    });
    expect(JSON.parse(window.sessionStorage.getItem('guestOrders') ?? '{}')).toMatchObject({
      LSAB234: { orderId: 'o1', orderToken: 'tok-1' },
    });
  });

  it("says the code also goes by Zalo to the order's phone while the shop sends codes by Zalo", async () => {
    fakeApi({ requestOrderLookup: SENT });
    const zns = { ...DEFAULT_SHOP_SETTINGS.zns, otpTemplateId: '505901' };
    renderLookup({ ...DEFAULT_SHOP_SETTINGS, zns, contactPhone: '1900 1234' });
    await askForCode();
    expect(await screen.findByText(/The code goes by Zalo to the order's phone/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /A phone without Zalo and an order without an email cannot receive it: call the shop at 1900 1234/,
      ),
    ).toBeInTheDocument();
  });

  it('shows the one message for a wrong code and stays on the code step', async () => {
    fakeApi({ requestOrderLookup: SENT, verifyOrderLookup: apiFailure(401, LOOKUP_MSG.codeRejected) });
    renderLookup();
    await askForCode();
    await fill('Mã xác nhận', '000000');
    await userEvent.click(await screen.findByRole('button', { name: 'Open the order' }));
    expect(await screen.findByText(LOOKUP_MSG.codeRejected)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/tra-cuu-don-hang$/);
  });

  it('sends nothing while the phone or the order code is not one', async () => {
    const api = fakeApi({ requestOrderLookup: SENT });
    renderLookup();
    await fill('Số điện thoại', '12345');
    await fill('Mã đơn hàng', 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Enter a Vietnamese phone number, e.g. 0912 345 678')).toBeInTheDocument();
    expect(screen.getByText('Enter the order code, e.g. LS7K2QX')).toBeInTheDocument();
    expect(api.calls('requestOrderLookup')).toHaveLength(0);
  });
});
