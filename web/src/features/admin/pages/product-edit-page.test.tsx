import { API_MSG } from '@shared/messages';
import type { Product } from '@shared/entities';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeApi, type FakeAnswers } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import { aProduct } from '@/testing/fixtures';
import ProductEditPage from './product-edit-page';

const PRODUCT = aProduct({ _id: 'p1', slug: 'asus-rog', name: 'Asus ROG', price: 1299.5, description: 'Fast' });

const field = (label: string) =>
  screen.getByRole(label === 'Price' || label === 'Count In Stock' ? 'spinbutton' : 'textbox', {
    name: new RegExp(`^${label}`),
  });

/** The page's two reads (the product and whether uploads work), plus whatever the test adds. */
const fakeReads = (answers: FakeAnswers = {}) =>
  fakeApi({ productById: PRODUCT, uploadStatus: { available: true }, ...answers });
const UPDATED = { message: 'Product Updated', product: PRODUCT };

const renderEdit = () =>
  renderPage(<ProductEditPage />, { path: '/admin/product/:id', url: '/admin/product/p1', user: ADMIN });

describe('admin product edit page', () => {
  it('loads the product into the form and saves the changes', async () => {
    const api = fakeReads({ updateProduct: UPDATED });
    renderEdit();

    expect(await screen.findByDisplayValue('Asus ROG')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product p1' })).toBeInTheDocument();
    expect(api.calls('productById')).toEqual([expect.objectContaining({ params: { id: 'p1' } })]);
    await userEvent.clear(field('Price'));
    await userEvent.type(field('Price'), '999.99');
    await userEvent.clear(field('Count In Stock'));
    await userEvent.type(field('Count In Stock'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/products'));
    expect(api.calls('updateProduct')).toEqual([
      expect.objectContaining({
        params: { id: 'p1' },
        body: {
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
      }),
    ]);
  });

  it('a draft is published with its box; a published product cannot go back to draft', async () => {
    const api = fakeReads({ productById: { ...PRODUCT, status: 'draft' }, updateProduct: UPDATED });
    renderEdit();
    const publish = await screen.findByRole('checkbox', { name: /^Publish: put it on sale/ });
    expect(publish).not.toBeChecked();
    await userEvent.click(publish);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.calls('updateProduct')).toEqual([
        expect.objectContaining({ params: { id: 'p1' }, body: expect.objectContaining({ status: 'published' }) }),
      ]),
    );
  });

  it('the box of a published product is checked and cannot be unchecked', async () => {
    fakeReads();
    renderEdit();
    const published = await screen.findByRole('checkbox', { name: 'Published: on sale in the shop' });
    expect(published).toBeChecked();
    expect(published).toBeDisabled();
  });

  it("the 'Featured on the home page' box is loaded from the product and saved with it", async () => {
    const api = fakeReads({ updateProduct: UPDATED });
    renderEdit();
    const box = await screen.findByRole('checkbox', { name: 'Featured on the home page' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.calls('updateProduct')).toEqual([
        expect.objectContaining({ params: { id: 'p1' }, body: expect.objectContaining({ featured: true }) }),
      ]),
    );
  });

  it('a save refused because the product changed says so and reloads the current version', async () => {
    const changed: Product = { ...PRODUCT, countInStock: 13, updatedAt: '2025-06-01T00:00:00.000Z' };
    const versions = [PRODUCT];
    const api = fakeReads({
      productById: () => versions.shift() ?? changed,
      updateProduct: apiFailure(409, API_MSG.productChanged),
    });
    renderEdit();

    await screen.findByDisplayValue('Asus ROG');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(API_MSG.productChanged)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('13')).toBeInTheDocument();
    expect(api.calls('productById')).toHaveLength(2);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows field errors and sends nothing when required fields are missing or invalid', async () => {
    const api = fakeReads();
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
    expect(api.calls('updateProduct')).toEqual([]);
  });

  it('shows a server rejection as an error toast and stays on the form', async () => {
    const api = fakeReads({ updateProduct: apiFailure(409, 'Slug already in use') });
    renderEdit();

    await screen.findByDisplayValue('Asus ROG');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Slug already in use')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    // Not the "changed since loaded" refusal: the product is not read again.
    expect(api.calls('productById')).toHaveLength(1);
  });

  it('explains why upload is off when storage is unavailable', async () => {
    fakeReads({ uploadStatus: { available: false, message: 'Image upload is unavailable here' } });
    renderEdit();

    expect(await screen.findByText('Image upload is unavailable here')).toBeInTheDocument();
    expect(screen.getByText('Upload File').closest('label')).toHaveClass('Mui-disabled');
  });

  it('uploads a chosen image and puts its URL in the Image field', async () => {
    const api = fakeReads({ uploadImage: { secure_url: 'http://img.example/new.png' } });
    const { container } = renderEdit();
    await screen.findByDisplayValue('Asus ROG');

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/*');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input!, new File(['png'], 'new.png', { type: 'image/png' }));

    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(field('Image')).toHaveValue('http://img.example/new.png');
    const [upload] = api.calls('uploadImage');
    expect(api.calls('uploadImage')).toHaveLength(1);
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
