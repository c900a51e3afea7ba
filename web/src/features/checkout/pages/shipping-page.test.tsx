import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@shared/entities/account';
import { API_MSG } from '@shared/messages';
import { ADDRESS_MSG } from '@shared/screen-messages';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { renderPage } from '@/testing/render-page';
import ShippingPage from './shipping-page';

const SPEC_ADDRESS = {
  fullname: 'Nguyen Lan',
  address: '1 Le Loi',
  city: 'Hue',
  postalCode: '530000',
  country: 'Vietnam',
};
const ADDRESS = { ...SPEC_ADDRESS, phone: '+84912345678', province: 'Thành phố Huế', ward: 'Phường Thuận Hóa' };
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const combobox = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
/** Puts a text field's whole text in at once (after clicking into it): these forms have many fields. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

const storedAddress = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.shippingAddress) ?? 'null') as unknown;

const saved = (id: string, isDefault: boolean, fullname: string): SavedAddress => ({
  _id: id,
  address: { ...ADDRESS, fullname },
  isDefault,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The form tests type into many fields and open lists of up to 168 wards, slow in jsdom on a busy machine. */
const SLOW_FORM_MS = 60_000;

/** Renders the step and waits for its form, which shows once the address book has answered. */
async function renderShipping(storage: Record<string, unknown> = {}) {
  const rendered = renderPage(<ShippingPage />, { path: '/shipping', url: '/shipping', storage });
  await screen.findByRole('heading', { level: 1, name: 'Shipping Address' });
  return rendered;
}

/** Picks an option of a picker by keyboard: type, arrow down to the first match, Enter. */
async function pick(label: string, typed: string) {
  await userEvent.click(combobox(label));
  await userEvent.keyboard(typed);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

describe('shipping page', () => {
  it('shows no address fields until the address book answers, then preselects the default saved address', async () => {
    fakeApi({ listAddresses: [saved('a1', true, 'Nguyen Lan')] });
    renderPage(<ShippingPage />, { path: '/shipping', url: '/shipping' });
    // Fields shown before the book answered would be swapped away under the shopper's typing.
    expect(screen.queryByRole('combobox', { name: /^Tỉnh/ })).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Shipping Address' });
    expect(screen.queryByRole('combobox', { name: /^Tỉnh/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Use a new address' })).not.toBeChecked();
  });

  it(
    'shows an error under every empty field and stays on the page',
    async () => {
      fakeApi({ listAddresses: [] });
      await renderShipping();

      await fill(field('City'), 'Hue');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(screen.getByRole('heading', { level: 1, name: 'Shipping Address' })).toBeInTheDocument();
      expect(screen.getByText('fullname is required')).toBeInTheDocument();
      expect(screen.getByText('address is required')).toBeInTheDocument();
      expect(screen.getByText('postalCode is required')).toBeInTheDocument();
      expect(screen.getByText('phone is required')).toBeInTheDocument();
      expect(screen.getByText('province is required')).toBeInTheDocument();
      expect(screen.queryByText('city is required')).not.toBeInTheDocument();
      expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
      expect(field('City')).toHaveAttribute('aria-invalid', 'false');
      expect(window.localStorage.getItem(STORAGE_KEYS.shippingAddress)).toBeNull();
    },
    SLOW_FORM_MS,
  );

  it(
    'refuses a phone that is not Vietnamese with a clear message',
    async () => {
      fakeApi({ listAddresses: [] });
      await renderShipping({ [STORAGE_KEYS.shippingAddress]: { ...ADDRESS, phone: undefined } });

      await fill(field('Phone'), '0123 456 789');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(screen.getByText(ADDRESS_MSG.phoneInvalid)).toBeInTheDocument();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    },
    SLOW_FORM_MS,
  );

  it(
    'filters both pickers with Vietnamese folded, fills City from the province, and saves the new address',
    async () => {
      const api = fakeApi({ listAddresses: [], createAddress: saved('a1', true, 'Nguyen Lan') });
      await renderShipping({ [STORAGE_KEYS.shippingAddress]: SPEC_ADDRESS });

      await userEvent.click(combobox('Tỉnh/Thành phố'));
      await userEvent.keyboard('ho chi minh');
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Thành phố Hồ Chí Minh']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(field('City')).toHaveValue('Thành phố Hồ Chí Minh');

      await userEvent.click(combobox('Phường/Xã'));
      await userEvent.keyboard('ben thanh');
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Phường Bến Thành']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await fill(field('Phone'), '0912 345 678');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByTestId('location')).toHaveTextContent('/payment');
      const expected = {
        ...SPEC_ADDRESS,
        city: 'Thành phố Hồ Chí Minh',
        phone: '+84912345678',
        province: 'Thành phố Hồ Chí Minh',
        provinceCode: '79',
        ward: 'Phường Bến Thành',
        wardCode: '26743',
      };
      expect(storedAddress()).toEqual(expected);
      expect(api.calls('createAddress')).toEqual([
        expect.objectContaining({ body: { address: expected, isDefault: true } }),
      ]);
    },
    SLOW_FORM_MS,
  );

  it(
    'clears the ward when another province is chosen',
    async () => {
      fakeApi({ listAddresses: [] });
      await renderShipping({ [STORAGE_KEYS.shippingAddress]: ADDRESS });
      expect(combobox('Phường/Xã')).toHaveValue('Phường Thuận Hóa');

      await pick('Tỉnh/Thành phố', 'ha noi');

      expect(combobox('Tỉnh/Thành phố')).toHaveValue('Thành phố Hà Nội');
      expect(combobox('Phường/Xã')).toHaveValue('');
    },
    SLOW_FORM_MS,
  );

  it(
    'preselects the default saved address and ships to it without saving it again',
    async () => {
      const api = fakeApi({ listAddresses: [saved('a1', false, 'Home'), saved('a2', true, 'Office')] });
      await renderShipping();

      expect(await screen.findByRole('radio', { name: /^Office, 0912345678.*\(Default\)$/ })).toBeChecked();
      expect(screen.queryByRole('textbox', { name: /^Full Name/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByTestId('location')).toHaveTextContent('/payment');
      expect(storedAddress()).toEqual({ ...ADDRESS, fullname: 'Office' });
      expect(api.calls('createAddress')).toEqual([]);
    },
    SLOW_FORM_MS,
  );

  it(
    '"Use a new address" opens the form and still ships when the book is full',
    async () => {
      const api = fakeApi({
        listAddresses: [saved('a1', true, 'Home')],
        createAddress: apiFailure(409, ADDRESS_MSG.tooManyAddresses),
      });
      await renderShipping();

      await userEvent.click(await screen.findByRole('radio', { name: 'Use a new address' }));
      await fill(field('Full Name'), 'Tran B');
      await fill(field('Phone'), '+84 987 654 321');
      await fill(field('Address'), '5 Tràng Tiền');
      await pick('Tỉnh/Thành phố', 'ha noi');
      await pick('Phường/Xã', 'hoan kiem');
      await fill(field('Postal Code'), '100000');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByTestId('location')).toHaveTextContent('/payment');
      expect(api.calls('createAddress')).toHaveLength(1);
      expect(await screen.findByText(ADDRESS_MSG.tooManyAddresses)).toBeInTheDocument();
      expect(storedAddress()).toMatchObject({ fullname: 'Tran B', phone: '+84987654321', ward: 'Phường Hoàn Kiếm' });
    },
    SLOW_FORM_MS,
  );

  it(
    'asks for the company when "Xuất hóa đơn VAT" is ticked and keeps the request for the order',
    async () => {
      fakeApi({ listAddresses: [], createAddress: saved('a1', true, 'Nguyen Lan') });
      await renderShipping({ [STORAGE_KEYS.shippingAddress]: ADDRESS });

      expect(screen.queryByRole('textbox', { name: /^Tax code/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Xuất hóa đơn VAT' }));
      await fill(field('Company name'), 'Công ty TNHH ABC');
      await fill(field('Tax code'), '031234567');
      await fill(field('Company address'), '1 Lê Lợi');
      await fill(field('Email for the invoice'), 'ketoan@abc.vn');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(screen.getByText(ADDRESS_MSG.taxCodeInvalid)).toBeInTheDocument();
      await fill(field('Tax code'), '8-001');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByTestId('location')).toHaveTextContent('/payment');
      expect(JSON.parse(window.localStorage.getItem('invoiceRequest') ?? 'null')).toEqual({
        companyName: 'Công ty TNHH ABC',
        taxCode: '0312345678-001',
        companyAddress: '1 Lê Lợi',
        email: 'ketoan@abc.vn',
      });
    },
    SLOW_FORM_MS,
  );

  it(
    'reads an address stored before phone, province and ward, and asks for them',
    async () => {
      fakeApi({ listAddresses: apiFailure(503, API_MSG.internalError) });
      await renderShipping({ [STORAGE_KEYS.shippingAddress]: SPEC_ADDRESS });

      expect(field('Full Name')).toHaveValue('Nguyen Lan');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.getByText('phone is required')).toBeInTheDocument());
      expect(storedAddress()).toEqual(SPEC_ADDRESS);
    },
    SLOW_FORM_MS,
  );
});
