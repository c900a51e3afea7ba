import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, Product } from '@shared/entities';
import { MAX_ORDER_QUANTITY_PER_ITEM } from '@shared/constants';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { fetchProduct } from '../../catalog/catalog-queries';
import CartPage from './cart-page';

vi.mock('../../catalog/catalog-queries', () => ({ fetchProduct: vi.fn() }));

const item = (overrides: Partial<CartItem>): CartItem => ({
  _id: 'p1',
  slug: 'dell-vostro-3520',
  name: 'Dell Vostro 3520',
  image: '/img.svg',
  price: 55,
  quantity: 1,
  countInStock: 5,
  ...overrides,
});

const stored = (line: CartItem, countInStock: number): Product => ({
  ...line,
  countInStock,
  status: 'published',
  description: '',
  category: 'Văn phòng',
  brand: 'Dell',
  rating: 0,
  numReviews: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const lineFor = (name: string) => screen.getByRole('listitem', { name });

describe('CartPage', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.mocked(fetchProduct).mockReset();
    alert.mockRestore();
  });

  it('disables minus at quantity 1 and plus when the quantity equals the stock', () => {
    renderWithProviders(<CartPage />, {
      cartItems: [
        item({ _id: 'a', name: 'Single', quantity: 1 }),
        item({ _id: 'b', name: 'Full', quantity: 2, countInStock: 2 }),
      ],
    });
    const single = within(lineFor('Single'));
    expect(single.getByRole('button', { name: 'decrease quantity' })).toBeDisabled();
    expect(single.getByRole('button', { name: 'increase quantity' })).toBeEnabled();
    const full = within(lineFor('Full'));
    expect(full.getByRole('button', { name: 'decrease quantity' })).toBeEnabled();
    expect(full.getByRole('button', { name: 'increase quantity' })).toBeDisabled();
    expect(screen.getByText('Subtotal (3 items) : 165 VND')).toBeInTheDocument();
  });

  it('increases the quantity when the current stock allows it', async () => {
    const line = item({ quantity: 1 });
    vi.mocked(fetchProduct).mockResolvedValue(stored(line, 5));
    renderWithProviders(<CartPage />, { cartItems: [line] });
    await userEvent.click(screen.getByRole('button', { name: 'increase quantity' }));
    expect(await within(lineFor(line.name)).findByText('2')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (2 items) : 110 VND')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("rejects the increase with the spec's alert when the store's stock dropped", async () => {
    const line = item({ quantity: 2, countInStock: 5 });
    vi.mocked(fetchProduct).mockResolvedValue(stored(line, 2));
    renderWithProviders(<CartPage />, { cartItems: [line] });
    await userEvent.click(screen.getByRole('button', { name: 'increase quantity' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(MSG.outOfStock));
    expect(within(lineFor(line.name)).getByLabelText('quantity')).toHaveTextContent('2');
  });

  it('decreases and removes items without asking the store (only the refresh on showing reads it)', async () => {
    renderWithProviders(<CartPage />, { cartItems: [item({ quantity: 3 })] });
    await userEvent.click(screen.getByRole('button', { name: 'decrease quantity' }));
    expect(screen.getByLabelText('quantity')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(screen.getByText('Cart is empty.')).toBeInTheDocument();
    expect(fetchProduct).toHaveBeenCalledTimes(1);
  });

  describe('issue 15: the honest cart re-reads prices and stock when shown', () => {
    it('updates a changed price and says so by the line, with the new subtotal', async () => {
      const line = item({ price: 55, quantity: 2 });
      vi.mocked(fetchProduct).mockResolvedValue({ ...stored(line, 5), price: 60 });
      renderWithProviders(<CartPage />, { cartItems: [line] });
      expect(
        await within(lineFor(line.name)).findByText(
          `Giá đã thay đổi / Price changed from ${formatPrice(55)} to ${formatPrice(60)}`,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(`Subtotal (2 items) : ${formatPrice(120)}`)).toBeInTheDocument();
    });

    it('lowers a quantity above the stock and says how many are left; a sold-out line says so', async () => {
      const few = item({ _id: 'a', name: 'Few', quantity: 4 });
      const gone = item({ _id: 'b', name: 'Gone', quantity: 1 });
      vi.mocked(fetchProduct).mockImplementation(async (id) => (id === 'a' ? stored(few, 2) : stored(gone, 0)));
      renderWithProviders(<CartPage />, { cartItems: [few, gone] });
      expect(await within(lineFor('Few')).findByText('Only 2 left')).toBeInTheDocument();
      expect(within(lineFor('Few')).getByLabelText('quantity')).toHaveTextContent('2');
      expect(within(lineFor('Gone')).getByText(MSG.outOfStock)).toBeInTheDocument();
    });

    it('takes out a product that no longer exists, and says so', async () => {
      const line = item({ name: 'Retired Laptop' });
      vi.mocked(fetchProduct).mockResolvedValue(null);
      renderWithProviders(<CartPage />, { cartItems: [line] });
      expect(
        await screen.findByText('Retired Laptop is no longer sold and was removed from your cart'),
      ).toBeInTheDocument();
      expect(screen.getByText('Cart is empty.')).toBeInTheDocument();
    });

    it(`offers no more than ${MAX_ORDER_QUANTITY_PER_ITEM} of one product, whatever the stock`, () => {
      renderWithProviders(<CartPage />, {
        cartItems: [item({ quantity: MAX_ORDER_QUANTITY_PER_ITEM, countInStock: 500 })],
      });
      expect(screen.getByRole('button', { name: 'increase quantity' })).toBeDisabled();
    });
  });

  it('shows the empty cart with a Go Shopping link and a disabled checkout button', () => {
    renderWithProviders(<CartPage />);
    expect(screen.getByText('Cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('sends checkout through sign-in with redirect to shipping', async () => {
    renderWithProviders(<CartPage />, { cartItems: [item({})] });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?redirect=%2Fshipping');
  });
});
