import { API_MSG } from '@shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { ADMIN, renderPage } from '../../../testing/render-page';
import { aProduct } from '../../../testing/fixtures';
import ProductEditPage from './product-edit-page';

vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../testing/mock-api')).mockApiModule(importOriginal),
);

const PRODUCT = aProduct({ _id: 'p1', slug: 'asus-rog', name: 'Asus ROG', price: 1299.5, description: 'Fast' });

const field = (label: string) =>
  screen.getByRole(label === 'Price' || label === 'Count In Stock' ? 'spinbutton' : 'textbox', {
    name: new RegExp(`^${label}`),
  });

function mockReads(upload: { available: boolean; message?: string }) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/products/p1') return PRODUCT;
    if (path === '/upload') return upload;
    throw new Error(`unexpected GET ${path}`);
  });
}
const renderEdit = () =>
  renderPage(<ProductEditPage />, { path: '/admin/product/:id', url: '/admin/product/p1', user: ADMIN });

beforeEach(() => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.put).mockReset();
  vi.mocked(api.post).mockReset();
});

describe('admin product edit page', () => {
  it('loads the product into the form and saves the changes', async () => {
    mockReads({ available: true });
    vi.mocked(api.put).mockResolvedValue({ message: 'Product Updated', product: PRODUCT });
    renderEdit();

    expect(await screen.findByDisplayValue('Asus ROG')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product p1' })).toBeInTheDocument();
    await userEvent.clear(field('Price'));
    await userEvent.type(field('Price'), '999.99');
    await userEvent.clear(field('Count In Stock'));
    await userEvent.type(field('Count In Stock'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products');
    expect(api.put).toHaveBeenCalledWith(
      '/products/p1',
      {
        _id: 'p1',
        name: 'Asus ROG',
        slug: 'asus-rog',
        price: 999.99,
        image: '/images/p1.jpg',
        category: 'Gaming',
        brand: 'Asus',
        countInStock: 5,
        description: 'Fast',
        featured: false,
        status: 'published',
        updatedAt: PRODUCT.updatedAt,
      },
      { auth: true },
    );
  });

  it('issue 15: a draft is published with its box; a published product cannot go back to draft', async () => {
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      if (path === '/products/p1') return { ...PRODUCT, status: 'draft' };
      return { available: true };
    });
    vi.mocked(api.put).mockResolvedValue({ message: 'Product Updated', product: PRODUCT });
    renderEdit();
    const publish = await screen.findByRole('checkbox', { name: /^Publish: put it on sale/ });
    expect(publish).not.toBeChecked();
    await userEvent.click(publish);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/products/p1', expect.objectContaining({ status: 'published' }), {
        auth: true,
      }),
    );
  });

  it('issue 15: the box of a published product is checked and cannot be unchecked', async () => {
    mockReads({ available: true });
    renderEdit();
    const published = await screen.findByRole('checkbox', { name: 'Published: on sale in the shop' });
    expect(published).toBeChecked();
    expect(published).toBeDisabled();
  });

  it("issue 15: the 'Featured on the home page' box is loaded from the product and saved with it", async () => {
    mockReads({ available: true });
    vi.mocked(api.put).mockResolvedValue({ message: 'Product Updated', product: PRODUCT });
    renderEdit();
    const box = await screen.findByRole('checkbox', { name: 'Featured on the home page' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/products/p1', expect.objectContaining({ featured: true }), { auth: true }),
    );
  });

  it('finding 4: a save refused because the product changed says so and reloads the current version', async () => {
    let reads = 0;
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      if (path === '/upload') return { available: true };
      reads += 1;
      return reads === 1 ? PRODUCT : { ...PRODUCT, countInStock: 13, updatedAt: '2025-06-01T00:00:00.000Z' };
    });
    vi.mocked(api.put).mockRejectedValue(new ApiError(409, API_MSG.productChanged));
    renderEdit();

    await screen.findByDisplayValue('Asus ROG');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(API_MSG.productChanged)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('13')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows field errors and sends nothing when required fields are missing or invalid', async () => {
    mockReads({ available: true });
    renderEdit();

    await screen.findByDisplayValue('Asus ROG');
    await userEvent.clear(field('Name'));
    await userEvent.clear(field('Slug'));
    await userEvent.type(field('Slug'), 'Not A Slug');
    await userEvent.clear(field('Count In Stock'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('slug may contain only a-z, 0-9 and single hyphens')).toBeInTheDocument();
    expect(screen.getByText('countInStock must be a number')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('shows a server rejection as an error toast and stays on the form', async () => {
    mockReads({ available: true });
    vi.mocked(api.put).mockRejectedValue(new ApiError(409, 'Slug already in use'));
    renderEdit();

    await screen.findByDisplayValue('Asus ROG');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Slug already in use')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('explains why upload is off when storage is unavailable', async () => {
    mockReads({ available: false, message: 'Image upload is unavailable here' });
    renderEdit();

    expect(await screen.findByText('Image upload is unavailable here')).toBeInTheDocument();
    expect(screen.getByText('Upload File').closest('label')).toHaveClass('Mui-disabled');
  });

  it('uploads a chosen image and puts its URL in the Image field', async () => {
    mockReads({ available: true });
    vi.mocked(api.post).mockResolvedValue({ secure_url: 'http://img.example/new.png' });
    const { container } = renderEdit();
    await screen.findByDisplayValue('Asus ROG');

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/*');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input!, new File(['png'], 'new.png', { type: 'image/png' }));

    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(field('Image')).toHaveValue('http://img.example/new.png');
    const [path, body] = vi.mocked(api.post).mock.calls[0] ?? [];
    expect(path).toBe('/upload');
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });
});
