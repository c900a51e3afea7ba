import { API_MSG } from '@shared/messages';
import type { Product } from '@shared/entities/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeApi, type FakeAnswers } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import { aProduct } from '@/testing/fixtures';
import ProductEditPage from './product-edit-page';

const PRODUCT = aProduct({ _id: 'p1', slug: 'asus-rog', name: 'Asus ROG', price: 1299.5, description: 'Fast' });

/** By its label (required ones end with ' *'); faster than by role on a form this long. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const updateButton = () => screen.getByText('Update', { selector: 'button' });

/** The page's two reads (the product and whether uploads work), plus whatever the test adds. */
const fakeReads = (answers: FakeAnswers = {}) =>
  fakeApi({ productById: PRODUCT, uploadStatus: { available: true }, ...answers });
const UPDATED = { message: 'Product Updated', product: PRODUCT };

const renderEdit = () =>
  renderPage(<ProductEditPage />, { path: '/admin/product/:id', url: '/admin/product/p1', user: ADMIN });

// The form is long (the product and its specifications) and the first test also loads the page's
// modules: on a shared machine that takes longer than the default 15 s.
describe('admin product edit page', { timeout: 40_000 }, () => {
  it('loads the product into the form and saves the changes', async () => {
    const api = fakeReads({ updateProduct: UPDATED });
    renderEdit();

    expect(await screen.findByDisplayValue('asus-rog')).toBeInTheDocument();
    expect(screen.getByText('Edit Product p1', { selector: 'h1' })).toBeInTheDocument();
    expect(api.calls('productById')).toEqual([expect.objectContaining({ params: { id: 'p1' } })]);
    await userEvent.clear(field('Price'));
    await userEvent.type(field('Price'), '999.99');
    await userEvent.clear(field('Count In Stock'));
    await userEvent.type(field('Count In Stock'), '5');
    await userEvent.click(updateButton());

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/products'));
    expect(api.calls('updateProduct')).toEqual([
      expect.objectContaining({
        params: { id: 'p1' },
        body: {
          name: 'Asus ROG',
          slug: 'asus-rog',
          price: 999.99,
          // An empty compare-at price box clears it.
          compareAtPrice: null,
          image: '/images/p1.jpg',
          images: [{ url: '/images/p1.jpg', alt: 'Asus ROG' }],
          category: 'Gaming',
          brand: 'Asus',
          countInStock: 5,
          description: 'Fast',
          featured: false,
          status: 'published',
          specs: PRODUCT.specs,
          updatedAt: PRODUCT.updatedAt,
          promotions: [],
          // No identifiers for the shopping feed yet: empty boxes, and new.
          gtin: '',
          mpn: '',
          condition: 'new',
        },
      }),
    ]);
  });

  it('saves the promotion lines one per line, and refuses a sixth by its field, sending nothing', async () => {
    const api = fakeReads({ updateProduct: UPDATED });
    renderEdit();
    expect(await screen.findByDisplayValue('asus-rog')).toBeInTheDocument();
    const promotions = field('Khuyến mãi');
    await userEvent.type(promotions, '1{enter}2{enter}3{enter}4{enter}5{enter}6');
    await userEvent.click(updateButton());
    expect(await screen.findByText('promotions must have at most 5 lines')).toBeInTheDocument();
    expect(api.calls('updateProduct')).toEqual([]);

    await userEvent.clear(promotions);
    await userEvent.type(promotions, ' Tặng balo laptop {enter}{enter}Giảm 500.000₫ khi mua kèm chuột');
    await userEvent.click(updateButton());
    await waitFor(() =>
      expect(api.calls('updateProduct')).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ promotions: ['Tặng balo laptop', 'Giảm 500.000₫ khi mua kèm chuột'] }),
        }),
      ]),
    );
  });

  it('refuses a compare-at price not above the price, by its field, and sends nothing', async () => {
    const api = fakeReads({ updateProduct: UPDATED });
    renderEdit();
    expect(await screen.findByDisplayValue('asus-rog')).toBeInTheDocument();
    await userEvent.type(field('Compare-at price'), '1000');
    await userEvent.click(updateButton());
    expect(await screen.findByText('compareAtPrice must be more than price')).toBeInTheDocument();
    expect(api.calls('updateProduct')).toEqual([]);
  });

  it('a draft is published with its box; a published product cannot go back to draft', async () => {
    const api = fakeReads({ productById: { ...PRODUCT, status: 'draft' }, updateProduct: UPDATED });
    renderEdit();
    const publish = await screen.findByRole('checkbox', { name: /^Publish: put it on sale/ });
    expect(publish).not.toBeChecked();
    await userEvent.click(publish);
    await userEvent.click(updateButton());
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
    await userEvent.click(updateButton());
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
      updateProduct: apiFailure(409, API_MSG.productChanged, 'RECORD_CHANGED'),
    });
    renderEdit();

    await screen.findByDisplayValue('asus-rog');
    await userEvent.click(updateButton());
    expect(await screen.findByText(API_MSG.productChanged)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('13')).toBeInTheDocument();
    expect(api.calls('productById')).toHaveLength(2);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('reloads on the changed-version code whatever its words say', async () => {
    const changed: Product = { ...PRODUCT, countInStock: 13, updatedAt: '2025-06-01T00:00:00.000Z' };
    const versions = [PRODUCT];
    const api = fakeReads({
      productById: () => versions.shift() ?? changed,
      updateProduct: apiFailure(409, 'Sản phẩm đã được người khác sửa', 'RECORD_CHANGED'),
    });
    renderEdit();

    await screen.findByDisplayValue('asus-rog');
    await userEvent.click(updateButton());
    expect(await screen.findByText('Sản phẩm đã được người khác sửa')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('13')).toBeInTheDocument();
    expect(api.calls('productById')).toHaveLength(2);
  });

  it('shows field errors and sends nothing when required fields are missing or invalid', async () => {
    const api = fakeReads();
    renderEdit();

    await screen.findByDisplayValue('asus-rog');
    await userEvent.clear(field('Name'));
    await userEvent.clear(field('Slug'));
    await userEvent.type(field('Slug'), 'Not A Slug');
    await userEvent.clear(field('Count In Stock'));
    await userEvent.click(updateButton());

    expect(screen.getByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('slug may contain only a-z, 0-9 and single hyphens')).toBeInTheDocument();
    expect(screen.getByText('countInStock must be a number')).toBeInTheDocument();
    expect(api.calls('updateProduct')).toEqual([]);
  });

  it('edits the specifications in their groups, numbers with their units, and saves them', async () => {
    const api = fakeReads({ updateProduct: UPDATED });
    renderEdit();
    await screen.findByDisplayValue('asus-rog');
    const display = within(screen.getByRole('group', { name: 'Display' }));
    expect(display.getByLabelText(/^Screen size/)).toHaveValue(14);
    expect(display.getByText('inch')).toBeInTheDocument();
    const build = within(screen.getByRole('group', { name: 'Build & battery' }));
    await userEvent.clear(build.getByLabelText(/^Weight/));
    await userEvent.type(build.getByLabelText(/^Weight/), '1.25');
    await userEvent.type(build.getByLabelText(/^Ports/), 'HDMI 2.1{Enter}USB-C');
    await userEvent.selectOptions(
      within(screen.getByRole('group', { name: 'Graphics' })).getByLabelText(/^Graphics type/),
      'Discrete',
    );
    await userEvent.click(updateButton());

    await waitFor(() =>
      expect(api.calls('updateProduct')).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({
            specs: {
              ...PRODUCT.specs,
              gpu: { ...PRODUCT.specs?.gpu, kind: 'discrete' },
              weightKg: 1.25,
              ports: ['HDMI 2.1', 'USB-C'],
            },
          }),
        }),
      ]),
    );
  });

  it('asks for the core specifications before publishing a draft, and sends nothing', async () => {
    const api = fakeReads({ productById: { ...PRODUCT, status: 'draft', specs: { ramGb: 8 } } });
    renderEdit();
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Publish: put it on sale/ }));
    await userEvent.click(updateButton());

    expect(screen.getAllByText('Needed to publish')).toHaveLength(5);
    expect(screen.getByLabelText(/^CPU brand/)).toHaveAccessibleDescription('Needed to publish');
    expect(api.calls('updateProduct')).toEqual([]);
  });

  it('saves a draft with only some specifications', async () => {
    const api = fakeReads({ productById: { ...PRODUCT, status: 'draft', specs: {} }, updateProduct: UPDATED });
    renderEdit();
    await screen.findByDisplayValue('asus-rog');
    await userEvent.type(screen.getByLabelText(/^RAM\s*\*?$/), '8');
    await userEvent.click(updateButton());
    await waitFor(() =>
      expect(api.calls('updateProduct')).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ status: 'draft', specs: { ramGb: 8 } }) }),
      ]),
    );
  });

  it("refuses a specification out of range with the shared schema's message and sends nothing", async () => {
    const api = fakeReads();
    renderEdit();
    await screen.findByDisplayValue('asus-rog');
    const weight = screen.getByLabelText(/^Weight/);
    await userEvent.clear(weight);
    await userEvent.type(weight, '1500');
    await userEvent.click(updateButton());
    expect(weight).toHaveAccessibleDescription('specs.weightKg must be at most 6 kg');
    expect(api.calls('updateProduct')).toEqual([]);
  });

  it('shows a server rejection as an error toast and stays on the form', async () => {
    const api = fakeReads({ updateProduct: apiFailure(409, 'Slug already in use') });
    renderEdit();

    await screen.findByDisplayValue('asus-rog');
    await userEvent.click(updateButton());

    expect(await screen.findByText('Slug already in use')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    // Not the "changed since loaded" refusal: the product is not read again.
    expect(api.calls('productById')).toHaveLength(1);
  });
});
