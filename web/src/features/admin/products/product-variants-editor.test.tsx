import type { Product } from '@shared/entities/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import { aProduct } from '@/testing/fixtures';
import { AIR as AIR_PAGE, AIR_VARIANTS } from '@/testing/variant-product';
import ProductEditPage from './product-edit-page';

// The demo MacBook Air's configurations on a product whose other fields are complete enough to publish.
const AIR = aProduct({
  _id: 'air',
  slug: 'macbook-air-m3',
  name: 'MacBook Air M3',
  options: AIR_PAGE.options ?? [],
  variants: AIR_VARIANTS,
  defaultVariantId: 'v8s',
});
const PLAIN = aProduct({ _id: 'p1', slug: 'legion-5', name: 'Legion 5', price: 30_000_000 });

const renderEdit = async (product: Product) => {
  const api = fakeApi({
    productById: product,
    uploadStatus: { available: true },
    updateProduct: { message: 'Product Updated', product },
  });
  renderPage(<ProductEditPage />, { path: '/admin/product/:id', url: `/admin/product/${product._id}`, user: ADMIN });
  await screen.findByDisplayValue(product.slug);
  return api;
};

interface SavedVariants {
  options?: unknown;
  variants?: { _id?: string; sku: string; optionValues: string[]; price: number; countInStock: number }[] | null;
  defaultVariantId?: string;
}
const saved = (api: ReturnType<typeof fakeApi>) => api.calls('updateProduct')[0]?.body as SavedVariants | undefined;
const update = () => userEvent.click(screen.getByText('Update', { selector: 'button' }));

async function addOption(name: string, values: string[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
  const names = screen.getAllByLabelText(/^Option \d name$/);
  await userEvent.type(names[names.length - 1] as HTMLElement, name);
  for (const value of values)
    await userEvent.type(screen.getByLabelText(`Add a value to ${name} (Enter)`), `${value}{Enter}`);
}

const table = () => within(screen.getByRole('table', { name: 'Variants' }));

describe('admin product form: configurations', { timeout: 60_000 }, () => {
  it('generates the grid of every combination, sets a price for all, and saves options and variants', async () => {
    const api = await renderEdit(PLAIN);
    await addOption('RAM', ['16 GB', '32 GB']);
    await addOption('SSD', ['512 GB', '1 TB']);
    await userEvent.click(screen.getByRole('button', { name: 'Tạo các phiên bản (Generate variants)' }));
    expect(table().getAllByRole('row')).toHaveLength(5);
    expect(table().getByLabelText('SKU: 32 GB / 1 TB')).toHaveValue('LEGION-5-32GB-1TB');
    await userEvent.type(screen.getByLabelText('Price for all'), '35000000');
    await userEvent.click(screen.getByRole('button', { name: 'Set price for all' }));
    const stock = table().getByLabelText('Count In Stock: 16 GB / 512 GB');
    await userEvent.clear(stock);
    await userEvent.type(stock, '6');
    await userEvent.click(table().getByLabelText('Default: 16 GB / 512 GB'));
    await update();
    await waitFor(() => expect(saved(api)?.variants).toHaveLength(4));
    expect(saved(api)).toMatchObject({
      options: [
        { name: 'RAM', values: ['16 GB', '32 GB'] },
        { name: 'SSD', values: ['512 GB', '1 TB'] },
      ],
      defaultVariantId: 'LEGION-5-16GB-512GB',
    });
    expect(saved(api)?.variants?.[0]).toMatchObject({
      optionValues: ['16 GB', '512 GB'],
      price: 35_000_000,
      countInStock: 6,
    });
  });

  it('edits a stored configuration, keeping its id, and keeps the others as they were', async () => {
    const api = await renderEdit(AIR);
    const price = table().getByLabelText('Price: 16 GB / 1 TB / Bạc');
    await userEvent.clear(price);
    await userEvent.type(price, '37990000');
    await update();
    await waitFor(() => expect(saved(api)?.variants).toHaveLength(5));
    expect(saved(api)?.variants?.[4]).toMatchObject({ _id: 'v16t', sku: 'AIR-v16t', price: 37_990_000 });
    expect(saved(api)?.variants?.[0]).toMatchObject({ _id: 'v8s', price: 24_990_000, countInStock: 4 });
    expect(saved(api)?.defaultVariantId).toBe('v8s');
  });

  it('refuses a repeated SKU with a message naming the row, and sends nothing', async () => {
    const api = await renderEdit(AIR);
    const sku = table().getByLabelText('SKU: 8 GB / 256 GB / Xám');
    await userEvent.clear(sku);
    await userEvent.type(sku, 'AIR-v8s');
    await update();
    expect(await screen.findByText(/variants\[1\]\.sku repeats variants\[0\]'s SKU AIR-v8s/)).toBeInTheDocument();
    expect(api.calls('updateProduct')).toHaveLength(0);
  });

  it('removing every configuration sells the product as its own offer again', async () => {
    const api = await renderEdit(AIR);
    for (const title of [
      '8 GB / 256 GB / Bạc',
      '8 GB / 256 GB / Xám',
      '16 GB / 512 GB / Bạc',
      '16 GB / 512 GB / Xám',
      '16 GB / 1 TB / Bạc',
    ])
      await userEvent.click(table().getByRole('button', { name: `Remove ${title}` }));
    await update();
    await waitFor(() => expect(saved(api)).toMatchObject({ options: [], variants: null }));
  });

  it('a product without configurations saves as before: no variant fields', async () => {
    const api = await renderEdit(PLAIN);
    await update();
    await waitFor(() => expect(saved(api)).toBeDefined());
    expect(saved(api)).not.toHaveProperty('variants');
    expect(saved(api)).not.toHaveProperty('options');
  });
});
