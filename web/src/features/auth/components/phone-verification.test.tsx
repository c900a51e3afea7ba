import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLAIM_MSG } from '@shared/claim-messages';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import ProfileRoute from '@/features/auth/pages/profile-route';
import { PhoneVerification } from './phone-verification';

const NONE = { phone: null, phoneVerifiedAt: null, zaloMessages: false };
const VERIFIED = { phone: '+84987654321', phoneVerifiedAt: '2026-11-27T03:00:00.000Z', zaloMessages: false };

const renderSection = () => renderWithProviders(<PhoneVerification />, { url: '/profile', userInfo: CUSTOMER });

async function sendCode(phone: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Số điện thoại/ }), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
}

describe('phone verification on the profile', () => {
  it('sends a code to the phone in E.164, then verifies it and shows the phone verified', async () => {
    let current: typeof NONE | typeof VERIFIED = NONE;
    const api = fakeApi({
      myPhone: () => current,
      requestPhoneCode: { message: CLAIM_MSG.codeSent, expiresInSeconds: 300 },
      verifyPhone: () => {
        current = VERIFIED;
        return { ...VERIFIED, message: CLAIM_MSG.phoneVerified };
      },
    });
    renderSection();
    await sendCode('0987 654 321');
    expect(await screen.findByText(CLAIM_MSG.codeSent)).toBeInTheDocument();
    expect(api.calls('requestPhoneCode')[0]?.body).toEqual({ phone: '+84987654321' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Mã xác nhận/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(await screen.findByText('Đã xác minh')).toBeInTheDocument();
    expect(screen.getByText('0987 654 321')).toBeInTheDocument();
    expect(api.calls('verifyPhone')[0]?.body).toEqual({ phone: '+84987654321', otp: '123456' });
  });

  it('refuses a phone that is not Vietnamese without asking the API', async () => {
    const api = fakeApi({ myPhone: NONE });
    renderSection();
    await sendCode('12345');
    expect(await screen.findByText('Enter a Vietnamese phone number, e.g. 0912 345 678')).toBeInTheDocument();
    expect(api.calls('requestPhoneCode')).toEqual([]);
  });

  it('shows the API’s message for a wrong code, and keeps the code entry', async () => {
    fakeApi({
      myPhone: NONE,
      requestPhoneCode: { message: CLAIM_MSG.codeSent, expiresInSeconds: 300 },
      verifyPhone: apiFailure(401, CLAIM_MSG.codeRejected),
    });
    renderSection();
    await sendCode('0987654321');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Mã xác nhận/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(await screen.findByText(CLAIM_MSG.codeRejected)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mã xác nhận/ })).toBeInTheDocument();
  });
});

describe('order news by Zalo on the profile', () => {
  it('offers the switch once the phone is verified, and records each choice', async () => {
    const api = fakeApi({
      myPhone: VERIFIED,
      chooseZaloMessages: ({ body }) => {
        const granted = (body as { granted: boolean }).granted;
        return {
          ...VERIFIED,
          zaloMessages: granted,
          message: granted ? CLAIM_MSG.zaloMessagesOn : CLAIM_MSG.zaloMessagesOff,
        };
      },
    });
    renderSection();
    const toggle = await screen.findByRole('switch', { name: 'Nhận thông báo đơn hàng qua Zalo' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(CLAIM_MSG.zaloMessagesOn)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(CLAIM_MSG.zaloMessagesOff)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(api.calls('chooseZaloMessages').map((call) => call.body)).toEqual([{ granted: true }, { granted: false }]);
  });

  it('offers no switch before the phone is verified', async () => {
    fakeApi({ myPhone: NONE });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Gửi mã' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('the profile route', () => {
  it('shows the phone card only while the shop sends codes by Zalo', async () => {
    fakeApi({ myPhone: NONE });
    const off = renderWithProviders(<ProfileRoute />, { url: '/profile', userInfo: CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gửi mã' })).not.toBeInTheDocument();
    off.unmount();

    const zns = { ...DEFAULT_SHOP_SETTINGS.zns, otpTemplateId: '505901' };
    renderWithProviders(<ProfileRoute />, {
      url: '/profile',
      userInfo: CUSTOMER,
      shopSettings: { ...DEFAULT_SHOP_SETTINGS, zns },
    });
    expect(await screen.findByRole('button', { name: 'Gửi mã' })).toBeInTheDocument();
  });
});
