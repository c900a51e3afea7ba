import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductPage, ProductImportReport } from '@shared/entities/admin';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { ADMIN, renderWithProviders } from '@/testing/render-with-providers';
import { aProduct } from '@/testing/fixtures';
import { AIR_VARIANTS } from '@/testing/variant-product';
import ProductsPage from './products-page';

const product = (id: string) => aProduct({ _id: id, countInStock: 7 });
const pageOf = (ids: string[], page = 1, pages = 1): AdminProductPage => ({
  products: ids.map(product),
  page,
  pages,
  countProducts: ids.length,
  staleDrafts: [],
});
/** With the URL probe beside the table, as the paging and the filters change the URL. */
const renderProducts = (url = '/admin/products') =>
  renderWithProviders(<ProductsPage />, { path: '/admin/products', url, userInfo: ADMIN });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin products page', () => {
  it('says how many configurations a product is sold in, beside the stock of them all', async () => {
    const air = aProduct({ _id: 'air', name: 'MacBook Air M3', variants: AIR_VARIANTS, countInStock: 10 });
    fakeApi({ listCategories: [], adminProducts: { ...pageOf([]), products: [air, product('p2')], countProducts: 2 } });
    renderProducts();
    const table = await screen.findByRole('table', { name: 'Products' });
    const [airRow, plainRow] = within(table).getAllByRole('row').slice(1);
    expect(within(airRow!).getAllByRole('cell')[1]).toHaveTextContent('MacBook Air M3' + '5 variants');
    expect(within(airRow!).getAllByRole('cell')[3]).toHaveTextContent('10');
    expect(within(plainRow!).getAllByRole('cell')[1]).toHaveTextContent(/^Laptop p2$/);
  });

  it('shows the page the URL numbers, with its stock, and links to every page keeping the filters', async () => {
    const api = fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: pageOf(['p11', 'p12'], 2, 3),
    });
    renderProducts('/admin/products?status=published&q=asus&page=2');

    const table = await screen.findByRole('table', { name: 'Products' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'p11',
      'Laptop p11',
      '1.299 VND',
      '7',
      'Gaming',
      'Asus',
      'Published',
      'EditDelete',
    ]);
    expect(within(table).getAllByRole('columnheader')[3]).toHaveTextContent('STOCK');
    expect(within(table).getAllByRole('link', { name: 'Edit' })[0]).toHaveAttribute('href', '/admin/product/p11');
    expect(api.calls('adminProducts')).toEqual([
      expect.objectContaining({ query: { status: 'published', q: 'asus', page: '2' } }),
    ]);
    const pager = screen.getByRole('navigation', { name: 'Product pages' });
    const links = within(pager).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['', '/admin/products?q=asus&status=published'],
      ['1', '/admin/products?q=asus&status=published'],
      ['2', '/admin/products?q=asus&status=published&page=2'],
      ['3', '/admin/products?q=asus&status=published&page=3'],
      ['', '/admin/products?q=asus&status=published&page=3'],
    ]);
    expect(within(pager).getByRole('link', { name: 'Page 2, shown' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens page 3 when its link is followed', async () => {
    const api = fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: (call) =>
        (call.query as { page?: string }).page === '3' ? pageOf(['p21'], 3, 3) : pageOf(['p1', 'p2'], 1, 3),
    });
    renderProducts();
    const pager = await screen.findByRole('navigation', { name: 'Product pages' });
    await userEvent.click(within(pager).getByRole('link', { name: 'Go to page 3' }));

    expect(await screen.findByText('Laptop p21')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?page=3');
    expect(api.calls('adminProducts').map((call) => call.query)).toEqual([{}, { page: '3' }]);
  });

  it('shows no paging on a first page that is also the last', async () => {
    fakeApi({ listCategories: ['Gaming', 'Ultrabook'], adminProducts: pageOf(['p1']) });
    renderProducts();
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
  });

  it('marks drafts, and lists drafts left untouched for a day for cleanup', async () => {
    fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: {
        ...pageOf([]),
        products: [aProduct({ _id: 'd1', name: 'sample name 1a2b', status: 'draft' })],
        staleDrafts: [{ _id: 'd0', name: 'sample name 9f9f', updatedAt: '2025-01-01T00:00:00.000Z' }],
      },
    });
    renderProducts();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[6]).toHaveTextContent('Draft');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Drafts untouched for more than 24 hours');
    expect(within(notice).getByRole('link', { name: 'sample name 9f9f' })).toHaveAttribute('href', '/admin/product/d0');
  });

  it('keeps an empty, usable table when the list cannot be loaded', async () => {
    const api = fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: apiFailure(500, 'Firestore unavailable'),
    });
    renderProducts();

    const table = await screen.findByRole('table', { name: 'Products' });
    expect(api.calls('adminProducts')).toHaveLength(1);
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText('Firestore unavailable')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it('creates a product after confirmation and opens its edit page', async () => {
    const api = fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: pageOf([]),
      createProduct: product('new-1'),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderProducts();

    await userEvent.click(await screen.findByRole('button', { name: 'Create Product' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure to create?');
    expect(await screen.findByText('product created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/product/new-1'));
    expect(api.calls('createProduct')).toEqual([expect.objectContaining({ params: {}, body: undefined })]);
  });

  it('deletes a product after confirmation and re-fetches the page', async () => {
    const pages = [pageOf(['p1', 'p2']), pageOf(['p2'])];
    const api = fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: () => pages.shift() ?? pageOf(['p2']),
      deleteProduct: { message: 'Product Deleted' },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderProducts();

    const table = await screen.findByRole('table', { name: 'Products' });
    await userEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Laptop p1')).not.toBeInTheDocument());
    expect(screen.getByText('Laptop p2')).toBeInTheDocument();
    expect(api.calls('deleteProduct')).toEqual([expect.objectContaining({ params: { id: 'p1' } })]);
    expect(api.calls('adminProducts')).toHaveLength(2);
  });
});

describe('product CSV export and import', () => {
  it('downloads the export as a CSV file with a BOM for Excel', async () => {
    const api = fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: pageOf(['p1']),
      exportProducts: { filename: 'products-2025-03-02.csv', text: 'id,slug\r\np1,may-tinh\r\n' },
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:products';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toEqual(['products-2025-03-02.csv']));
    expect(api.calls('exportProducts')).toHaveLength(1);
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0]!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('shows the dry run per row, and imports only after the admin confirms', async () => {
    const plan: ProductImportReport = {
      dryRun: true,
      written: false,
      rows: [
        {
          row: 2,
          slug: 'may-moi',
          action: 'create',
          changes: { name: { before: null, after: 'Máy mới' } },
          errors: [],
        },
        { row: 3, slug: 'may-cu', action: 'unchanged', changes: {}, errors: [] },
      ],
      counts: { create: 1, update: 0, unchanged: 1, error: 0 },
    };
    const api = fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: pageOf(['p1']),
      importProducts: (call) =>
        (call.body as { dryRun: boolean }).dryRun ? plan : { ...plan, dryRun: false, written: true },
    });
    renderProducts();
    const file = new File(['slug,name\nmay-moi,Máy mới\n'], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Import CSV'), file);

    const dialog = await screen.findByRole('dialog', { name: 'Import products (dry run)' });
    expect(within(dialog).getByText('New: 1. Changed: 0. Unchanged: 1. Errors: 0.')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Rows of the file' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RowSlugResultDetails', '2may-moiNewname:  → Máy mới']);
    expect(api.calls('importProducts')).toEqual([
      expect.objectContaining({ body: { csv: 'slug,name\nmay-moi,Máy mới\n', dryRun: true } }),
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.calls('importProducts')).toHaveLength(2));
    expect(api.calls('importProducts')[1]?.body).toEqual({ csv: 'slug,name\nmay-moi,Máy mới\n', dryRun: false });
    expect(await screen.findByText('Imported: 1 new, 0 changed')).toBeInTheDocument();
  });

  it('shows the rows with errors and offers no import', async () => {
    fakeApi({
      listCategories: ['Gaming', 'Ultrabook'],
      adminProducts: pageOf(['p1']),
      importProducts: {
        dryRun: true,
        written: false,
        rows: [{ row: 2, slug: 'Bad', action: 'error', changes: {}, errors: ['name is required'] }],
        counts: { create: 0, update: 0, unchanged: 0, error: 1 },
      },
    });
    renderProducts();
    await userEvent.upload(await screen.findByLabelText('Import CSV'), new File(['x'], 'bad.csv'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('cell', { name: 'name is required' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

describe('admin products filters', () => {
  it('asks again from the first page when the admin picks a category', async () => {
    const api = fakeApi({ listCategories: ['Gaming', 'Ultrabook'], adminProducts: pageOf(['p1']) });
    renderProducts('/admin/products?page=2');
    await screen.findByRole('table', { name: 'Products' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ultrabook' }));
    await waitFor(() => expect(api.calls('adminProducts').at(-1)?.query).toEqual({ category: 'Ultrabook' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?category=Ultrabook');
  });

  it('searches by name or slug with the category kept, and says so when no product matches', async () => {
    const api = fakeApi({
      listCategories: ['Gaming'],
      adminProducts: (call) => (call.query.q ? pageOf([]) : pageOf(['p1'])),
    });
    renderProducts('/admin/products?category=Gaming&page=4');
    await screen.findByRole('table', { name: 'Products' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search name or slug' }), 'dell-xps{Enter}');
    await waitFor(() =>
      expect(api.calls('adminProducts').at(-1)?.query).toEqual({ category: 'Gaming', q: 'dell-xps' }),
    );
    expect(await screen.findByText('No products match the search and filters.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?category=Gaming&q=dell-xps');
  });
});
