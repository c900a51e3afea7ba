import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ADDRESSES } from '@shared/constants';
import type { SavedAddress } from '@shared/entities/account';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { vietnameseAddress } from '@test-factories';
import { fakeApi } from '@/testing/fake-api';
import { renderPage } from '@/testing/render-page';
import AddressesPage from './addresses-page';

const saved = (id: string, isDefault: boolean, fullname: string): SavedAddress => ({
  _id: id,
  address: vietnameseAddress({ fullname }),
  isDefault,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const HOME = saved('a1', true, 'Home');
const OFFICE = saved('a2', false, 'Office');
const card = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name},`) });

/** Puts a text field's whole text in at once (after clicking into it): these forms have many fields. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** The form tests type into many fields and open lists of up to 168 wards, slow in jsdom on a busy machine. */
const SLOW_FORM_MS = 60_000;

const renderBook = () => renderPage(<AddressesPage />, { path: '/profile/addresses', url: '/profile/addresses' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('address book page', () => {
  it(
    'lists the saved addresses with the default marked',
    async () => {
      fakeApi({ listAddresses: [HOME, OFFICE] });
      renderBook();

      expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
      expect(
        await screen.findByText(/^Home, 0912345678, 1 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh$/),
      ).toBeInTheDocument();
      expect(within(card('Home')).getByText('Default')).toBeInTheDocument();
      expect(within(card('Office')).queryByText('Default')).not.toBeInTheDocument();
      expect(within(card('Home')).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    },
    SLOW_FORM_MS,
  );

  it(
    'adds an address with the pickers and reads the book again',
    async () => {
      const api = fakeApi({ listAddresses: [], createAddress: HOME });
      renderBook();

      await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
      const dialog = screen.getByRole('dialog', { name: 'New address' });
      await fill(within(dialog).getByRole('textbox', { name: /^Full Name/ }), 'Home');
      await fill(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0912 345 678');
      await fill(within(dialog).getByRole('textbox', { name: /^Address/ }), '1 Lê Lợi');
      await userEvent.click(within(dialog).getByRole('combobox', { name: /^Tỉnh\/Thành phố/ }));
      await userEvent.keyboard('ho chi minh{ArrowDown}{Enter}');
      await userEvent.click(within(dialog).getByRole('combobox', { name: /^Phường\/Xã/ }));
      await userEvent.keyboard('ben thanh{ArrowDown}{Enter}');
      await fill(within(dialog).getByRole('textbox', { name: /^Postal Code/ }), '700000');
      api.answer('listAddresses', [HOME]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Address saved')).toBeInTheDocument();
      expect(api.calls('createAddress')[0]?.body).toEqual({
        address: expect.objectContaining({
          fullname: 'Home',
          phone: '+84912345678',
          province: 'Thành phố Hồ Chí Minh',
          ward: 'Phường Bến Thành',
          city: 'Thành phố Hồ Chí Minh',
        }),
        isDefault: false,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText(/^Home, 0912345678/)).toBeInTheDocument();
    },
    SLOW_FORM_MS,
  );

  it(
    'edits, makes default and deletes an address',
    async () => {
      const api = fakeApi({
        listAddresses: [HOME, OFFICE],
        updateAddress: { ...OFFICE, address: { ...OFFICE.address, fullname: 'Office 2' } },
        makeDefaultAddress: [
          { ...HOME, isDefault: false },
          { ...OFFICE, isDefault: true },
        ],
        deleteAddress: { message: 'Address Deleted' },
      });
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      renderBook();

      await userEvent.click(
        within(await screen.findByRole('region', { name: /^Office,/ })).getByRole('button', { name: 'Edit' }),
      );
      const name = within(screen.getByRole('dialog', { name: 'Edit address' })).getByRole('textbox', {
        name: /^Full Name/,
      });
      expect(name).toHaveValue('Office');
      await userEvent.clear(name);
      await fill(name, 'Office 2');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.calls('updateAddress')).toHaveLength(1));
      expect(api.calls('updateAddress')[0]).toMatchObject({
        params: { id: 'a2' },
        body: { address: { fullname: 'Office 2', phone: '+84912345678' }, isDefault: false },
      });

      await userEvent.click(within(card('Office')).getByRole('button', { name: 'Make default' }));
      await waitFor(() =>
        expect(api.calls('makeDefaultAddress')).toEqual([expect.objectContaining({ params: { id: 'a2' } })]),
      );

      await userEvent.click(within(card('Home')).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(api.calls('deleteAddress')).toEqual([expect.objectContaining({ params: { id: 'a1' } })]),
      );
    },
    SLOW_FORM_MS,
  );

  it(
    `offers no new address once the book holds ${MAX_ADDRESSES}`,
    async () => {
      fakeApi({
        listAddresses: Array.from({ length: MAX_ADDRESSES }, (_, i) => saved(`a${i}`, i === 0, `Place ${i}`)),
      });
      renderBook();

      expect(await screen.findByRole('button', { name: 'Add address' })).toBeDisabled();
    },
    SLOW_FORM_MS,
  );
});

describe("the owner's Vietnamese address form (Settings → address form: vietnam)", () => {
  it(
    'asks Họ và tên, Số điện thoại, Tỉnh/Thành phố, Phường/Xã, Địa chỉ cụ thể, proposes the postal code and sends an address the API accepts',
    async () => {
      const api = fakeApi({ listAddresses: [], createAddress: HOME });
      renderPage(<AddressesPage />, {
        path: '/profile/addresses',
        url: '/profile/addresses',
        shopSettings: { ...DEFAULT_SHOP_SETTINGS, addressStyle: 'vietnam' },
      });

      await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
      const dialog = within(screen.getByRole('dialog', { name: 'New address' }));
      // The fields' labels in the order shown (a required one ends with its '*').
      const labels = [...screen.getByRole('dialog').querySelectorAll('label.MuiInputLabel-root')].map(
        (label) => label.textContent,
      );
      expect(labels.map((label) => label?.replace(/\s*\*$/, ''))).toEqual([
        'Họ và tên',
        'Số điện thoại',
        'Tỉnh/Thành phố',
        'Phường/Xã',
        'Địa chỉ cụ thể (số nhà, tên đường)',
        'Mã bưu chính (không bắt buộc)',
      ]);
      expect(dialog.queryByRole('textbox', { name: /^Country/ })).not.toBeInTheDocument();
      expect(dialog.queryByRole('textbox', { name: /^City/ })).not.toBeInTheDocument();

      await fill(dialog.getByRole('textbox', { name: /^Họ và tên/ }), 'Nguyễn Văn An');
      await fill(dialog.getByRole('textbox', { name: /^Số điện thoại/ }), '0912 345 678');
      await userEvent.click(dialog.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ }));
      await userEvent.keyboard('ho chi minh{ArrowDown}{Enter}');
      await userEvent.click(dialog.getByRole('combobox', { name: /^Phường\/Xã/ }));
      await userEvent.keyboard('ben thanh{ArrowDown}{Enter}');
      await fill(dialog.getByRole('textbox', { name: /^Địa chỉ cụ thể/ }), '1 Lê Lợi');
      expect(dialog.getByRole('textbox', { name: /^Mã bưu chính/ })).toHaveValue('70000');
      api.answer('listAddresses', [HOME]);
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Address saved')).toBeInTheDocument();
      expect(api.calls('createAddress')[0]?.body).toEqual({
        address: {
          fullname: 'Nguyễn Văn An',
          phone: '+84912345678',
          address: '1 Lê Lợi',
          province: 'Thành phố Hồ Chí Minh',
          provinceCode: '79',
          ward: 'Phường Bến Thành',
          wardCode: expect.stringMatching(/^\d+$/),
          city: 'Thành phố Hồ Chí Minh',
          postalCode: '70000',
          country: 'Việt Nam',
        },
        isDefault: false,
      });
    },
    SLOW_FORM_MS,
  );

  it(
    'names only the fields it shows when they are missing',
    async () => {
      const api = fakeApi({ listAddresses: [] });
      renderPage(<AddressesPage />, {
        path: '/profile/addresses',
        url: '/profile/addresses',
        shopSettings: { ...DEFAULT_SHOP_SETTINGS, addressStyle: 'vietnam' },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
      const dialog = within(screen.getByRole('dialog', { name: 'New address' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

      expect(await dialog.findByText('fullname is required')).toBeInTheDocument();
      expect(dialog.queryByText('city is required')).not.toBeInTheDocument();
      expect(dialog.queryByText('postalCode is required')).not.toBeInTheDocument();
      expect(api.calls('createAddress')).toEqual([]);
    },
    SLOW_FORM_MS,
  );
});
