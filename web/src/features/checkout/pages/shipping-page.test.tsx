import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { renderPage } from '@/testing/render-page';
import ShippingPage from './shipping-page';

const ADDRESS = { fullname: 'Nguyen Lan', address: '1 Le Loi', city: 'Hue', postalCode: '530000', country: 'Vietnam' };
const LABELS = ['Full Name', 'Address', 'City', 'Postal Code', 'Country'] as const;
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('shipping page', () => {
  it('shows an error under every empty field and stays on the page', async () => {
    renderPage(<ShippingPage />, { path: '/shipping', url: '/shipping' });

    await userEvent.type(field('City'), 'Hue');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Address' })).toBeInTheDocument();
    expect(screen.getByText('fullname is required')).toBeInTheDocument();
    expect(screen.getByText('address is required')).toBeInTheDocument();
    expect(screen.getByText('postalCode is required')).toBeInTheDocument();
    expect(screen.getByText('country is required')).toBeInTheDocument();
    expect(screen.queryByText('city is required')).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).toHaveAttribute('aria-invalid', 'false');
    expect(window.localStorage.getItem(STORAGE_KEYS.shippingAddress)).toBeNull();
  });

  it('treats blank text as missing', async () => {
    renderPage(<ShippingPage />, {
      path: '/shipping',
      url: '/shipping',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS },
    });

    await userEvent.clear(field('Country'));
    await userEvent.type(field('Country'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('country is required')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('prefills the saved address, saves changes and goes to /payment', async () => {
    renderPage(<ShippingPage />, {
      path: '/shipping',
      url: '/shipping',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS },
    });
    expect(LABELS.map((label) => (field(label) as HTMLInputElement).value)).toEqual(Object.values(ADDRESS));

    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), '  Da Nang ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/payment');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.shippingAddress) ?? 'null')).toEqual({
      ...ADDRESS,
      city: 'Da Nang',
    });
  });
});
