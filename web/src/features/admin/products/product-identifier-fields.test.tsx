import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import { aProduct } from '@/testing/fixtures';
import ProductEditPage from './product-edit-page';

const PRODUCT = aProduct({ _id: 'p1', slug: 'asus-rog', name: 'Asus ROG', gtin: '4006381333931', mpn: 'G614JV' });
const fakeReads = () =>
  fakeApi({
    productById: PRODUCT,
    uploadStatus: { available: true },
    updateProduct: { message: 'Product Updated', product: PRODUCT },
  });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const renderEdit = () =>
  renderPage(<ProductEditPage />, { path: '/admin/product/:id', url: '/admin/product/p1', user: ADMIN });

describe('the product form’s Google Shopping identifiers', { timeout: 40_000 }, () => {
  it('loads GTIN, MPN and condition, and saves what the admin changes', async () => {
    const api = fakeReads();
    renderEdit();
    expect(await screen.findByDisplayValue('4006381333931')).toBeInTheDocument();
    expect(field('MPN')).toHaveValue('G614JV');

    await userEvent.clear(field('MPN'));
    await userEvent.click(field('Condition'));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Refurbished' }));
    await userEvent.click(screen.getByText('Update', { selector: 'button' }));

    await waitFor(() =>
      expect(api.calls('updateProduct')).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ gtin: '4006381333931', mpn: '', condition: 'refurbished' }),
        }),
      ]),
    );
  });

  it('refuses a GTIN whose check digit is wrong, by its field, and sends nothing', async () => {
    const api = fakeReads();
    renderEdit();
    await screen.findByDisplayValue('4006381333931');
    await userEvent.clear(field('GTIN'));
    await userEvent.type(field('GTIN'), '4006381333932');
    await userEvent.click(screen.getByText('Update', { selector: 'button' }));

    expect(
      await screen.findByText('gtin must be 8, 12, 13 or 14 digits ending in the correct check digit'),
    ).toBeInTheDocument();
    expect(api.calls('updateProduct')).toEqual([]);
  });
});
