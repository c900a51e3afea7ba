import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, Product } from '@shared/entities';
import { MSG } from '@shared/messages';
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

  it('decreases and removes items without asking the store', async () => {
    renderWithProviders(<CartPage />, { cartItems: [item({ quantity: 3 })] });
    await userEvent.click(screen.getByRole('button', { name: 'decrease quantity' }));
    expect(screen.getByLabelText('quantity')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(screen.getByText('Cart is empty.')).toBeInTheDocument();
    expect(fetchProduct).not.toHaveBeenCalled();
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
