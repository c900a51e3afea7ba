import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDocs } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@shared/entities/order';
import type { Product } from '@shared/entities/catalogue';
import { MAX_UNPAID_UNITS, MAX_UNPAID_UNITS_PER_PRODUCT } from '@shared/constants';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { aProduct } from '@/testing/fixtures';
import { refusedByRules, snapshotOf } from '@/testing/firestore-snapshot';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { fakeApi } from '@/testing/fake-api';
import { fetchProduct } from '@/lib/product-reads';
import CartPage from './cart-page';

// Adding reads one product; showing the cart reads all of its products in one query (getDocs).
vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDocs: vi.fn(),
}));

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

/** The line's product as the shop stores it now. */
const stored = (line: CartItem, changes: Partial<Product> = {}): Product => {
  const { quantity: _quantity, ...product } = line;
  return aProduct({ ...product, ...changes });
};

/** The products the cart's read finds. */
const shopHas = (...products: Product[]) => vi.mocked(getDocs).mockResolvedValue(snapshotOf(products));

const lineFor = (name: string) => screen.getByRole('listitem', { name });
const savedCart = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cartItems) ?? '[]') as CartItem[];
const increase = (name: string) => within(lineFor(name)).getByRole('button', { name: 'increase quantity' });

describe('CartPage', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    // Unless a test says what the shop holds, the read fails, which leaves the cart as it is.
    vi.mocked(getDocs).mockRejectedValue(new Error('offline'));
  });
  afterEach(() => {
    vi.mocked(fetchProduct).mockReset();
    vi.mocked(getDocs).mockReset();
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
    expect(screen.getByText(`Subtotal (3 items) : ${formatPrice(165)}`)).toBeInTheDocument();
  });

  it('increases the quantity when the current stock allows it', async () => {
    const line = item({ quantity: 1 });
    vi.mocked(fetchProduct).mockResolvedValue(stored(line));
    renderWithProviders(<CartPage />, { cartItems: [line] });
    await userEvent.click(screen.getByRole('button', { name: 'increase quantity' }));
    expect(await within(lineFor(line.name)).findByText('2')).toBeInTheDocument();
    expect(screen.getByText(`Subtotal (2 items) : ${formatPrice(110)}`)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("rejects the increase with the spec's alert when the store's stock dropped", async () => {
    const line = item({ quantity: 2, countInStock: 5 });
    vi.mocked(fetchProduct).mockResolvedValue(stored(line, { countInStock: 2 }));
    renderWithProviders(<CartPage />, { cartItems: [line] });
    await userEvent.click(screen.getByRole('button', { name: 'increase quantity' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(MSG.outOfStock));
    expect(within(lineFor(line.name)).getByLabelText('quantity')).toHaveTextContent('2');
  });

  it('decreases and removes items without asking the store (only the read on showing does)', async () => {
    renderWithProviders(<CartPage />, { cartItems: [item({ quantity: 3 })] });
    await userEvent.click(screen.getByRole('button', { name: 'decrease quantity' }));
    expect(screen.getByLabelText('quantity')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(screen.getByText('Cart is empty.')).toBeInTheDocument();
    expect(fetchProduct).not.toHaveBeenCalled();
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  describe('the honest cart re-reads prices and stock when shown', () => {
    it('updates a changed price and says so by its line, with the new subtotal, and saves it', async () => {
      const line = item({ price: 55, quantity: 2 });
      const other = item({ _id: 'p2', name: 'Asus Vivobook', price: 40 });
      shopHas(stored(line, { price: 60 }), stored(other));
      renderWithProviders(<CartPage />, { cartItems: [line, other] });

      expect(
        await within(lineFor(line.name)).findByText(
          `Giá đã thay đổi / Price changed from ${formatPrice(55)} to ${formatPrice(60)}`,
        ),
      ).toBeInTheDocument();
      expect(within(lineFor(line.name)).getByText(formatPrice(60))).toBeInTheDocument();
      expect(within(lineFor(other.name)).queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText(`Subtotal (3 items) : ${formatPrice(160)}`)).toBeInTheDocument();
      expect(savedCart().map((saved) => saved.price)).toEqual([60, 40]);
      // Both products in one read, not one read per line.
      expect(getDocs).toHaveBeenCalledTimes(1);
    });

    it('lowers a quantity above the stock and says how many are left; a sold-out line stays and says so', async () => {
      const few = item({ _id: 'a', name: 'Few', quantity: 4 });
      const gone = item({ _id: 'b', name: 'Gone', quantity: 1 });
      shopHas(stored(few, { countInStock: 2 }), stored(gone, { countInStock: 0 }));
      renderWithProviders(<CartPage />, { cartItems: [few, gone] });

      expect(await within(lineFor('Few')).findByText('Only 2 left')).toBeInTheDocument();
      expect(within(lineFor('Few')).getByLabelText('quantity')).toHaveTextContent('2');
      expect(increase('Few')).toBeDisabled();
      expect(within(lineFor('Gone')).getByText(MSG.outOfStock)).toBeInTheDocument();
      expect(increase('Gone')).toBeDisabled();
      expect(savedCart().map(({ _id, quantity, countInStock }) => ({ _id, quantity, countInStock }))).toEqual([
        { _id: 'a', quantity: 2, countInStock: 2 },
        { _id: 'b', quantity: 1, countInStock: 0 },
      ]);
    });

    it('takes out a product that is no longer sold, and says so', async () => {
      const retired = item({ _id: 'gone', name: 'Retired Laptop' });
      const kept = item({ _id: 'p2', name: 'Asus Vivobook', price: 40 });
      // The rules refuse a query naming a deleted product; read alone, its read is refused too.
      vi.mocked(getDocs).mockRejectedValue(refusedByRules());
      vi.mocked(fetchProduct).mockImplementation(async (id) => {
        if (id === kept._id) return stored(kept);
        throw refusedByRules();
      });
      renderWithProviders(<CartPage />, { cartItems: [retired, kept] });

      expect(
        await screen.findByText('Retired Laptop is no longer sold and was removed from your cart'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'Retired Laptop' })).not.toBeInTheDocument();
      expect(lineFor('Asus Vivobook')).toBeInTheDocument();
      expect(screen.getByText(`Subtotal (1 items) : ${formatPrice(40)}`)).toBeInTheDocument();
      expect(savedCart().map((saved) => saved._id)).toEqual(['p2']);
    });

    it('takes in a new stock, name and image without a notice', async () => {
      const line = item({ quantity: 1, countInStock: 5 });
      shopHas(stored(line, { countInStock: 1, name: 'Dell Vostro 3520 (2026)', image: '/new.svg' }));
      renderWithProviders(<CartPage />, { cartItems: [line] });

      expect(await screen.findByRole('link', { name: 'Dell Vostro 3520 (2026)' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Dell Vostro 3520 (2026)' })).toHaveAttribute('src', '/new.svg');
      expect(increase('Dell Vostro 3520 (2026)')).toBeDisabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('leaves the cart as it was when the read fails', async () => {
      const line = item({ price: 55 });
      renderWithProviders(<CartPage />, { cartItems: [line] });
      await vi.waitFor(() => expect(getDocs).toHaveBeenCalled());
      expect(within(lineFor(line.name)).getByText(formatPrice(55))).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(savedCart()).toEqual([line]);
    });
  });

  describe(`at most ${MAX_UNPAID_UNITS_PER_PRODUCT} units of one product and ${MAX_UNPAID_UNITS} in all`, () => {
    const PER_PRODUCT = 'You can have at most 5 units of one product in unpaid orders';
    const IN_ALL = 'You can have at most 20 units in all in unpaid orders';
    /** Four products at 5 units each, with plenty of stock: the cart holds 20 units. */
    const fullCart = () =>
      ['A', 'B', 'C', 'D'].map((name) => item({ _id: name, name: `Laptop ${name}`, quantity: 5, countInStock: 50 }));

    it('stops plus at 5 units of a product whatever the stock, and says why', async () => {
      const line = item({ quantity: 4, countInStock: 500 });
      vi.mocked(fetchProduct).mockResolvedValue(stored(line));
      renderWithProviders(<CartPage />, { cartItems: [line] });
      expect(screen.queryByText(PER_PRODUCT)).not.toBeInTheDocument();

      await userEvent.click(increase(line.name));
      await vi.waitFor(() => expect(within(lineFor(line.name)).getByLabelText('quantity')).toHaveTextContent(/^5$/));
      expect(increase(line.name)).toBeDisabled();
      expect(within(lineFor(line.name)).getByText(PER_PRODUCT)).toBeInTheDocument();
      expect(savedCart()[0]?.quantity).toBe(5);
    });

    it('says nothing more when it is the stock that stops plus', () => {
      renderWithProviders(<CartPage />, { cartItems: [item({ quantity: 2, countInStock: 2 })] });
      expect(screen.getByRole('button', { name: 'increase quantity' })).toBeDisabled();
      expect(screen.queryByText(PER_PRODUCT)).not.toBeInTheDocument();
    });

    it('lowers a quantity above the limit to it, and says so once', async () => {
      const line = item({ quantity: 150, countInStock: 500 });
      shopHas(stored(line));
      renderWithProviders(<CartPage />, { cartItems: [line] });

      await vi.waitFor(() => expect(screen.getByLabelText('quantity')).toHaveTextContent(/^5$/));
      expect(screen.getByRole('alert')).toHaveTextContent(PER_PRODUCT);
      expect(screen.getAllByText(PER_PRODUCT)).toHaveLength(1);
      expect(screen.getByText(`Subtotal (5 items) : ${formatPrice(275)}`)).toBeInTheDocument();
      expect(screen.queryByText(/^Only \d+ left$/)).not.toBeInTheDocument();
    });

    it('at 20 units in all, stops every plus and tells the limit by the subtotal', () => {
      const cart = [...fullCart().slice(1), item({ _id: 'E', name: 'Laptop E', quantity: 5, countInStock: 50 })];
      cart[3] = { ...(cart[3] as CartItem), quantity: 4 };
      const other = item({ _id: 'F', name: 'Laptop F', quantity: 1, countInStock: 50 });
      renderWithProviders(<CartPage />, { cartItems: [...cart, other] });

      expect(screen.getByText(`Subtotal (20 items) : ${formatPrice(1100)}`)).toBeInTheDocument();
      // Laptop E holds 4 and Laptop F 1, with stock to spare: the total stops them.
      expect(increase('Laptop E')).toBeDisabled();
      expect(increase('Laptop F')).toBeDisabled();
      expect(screen.getByRole('alert')).toHaveTextContent(IN_ALL);
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    });

    it('says nothing of the total below 20 units', () => {
      renderWithProviders(<CartPage />, { cartItems: fullCart().slice(1) });
      expect(increase('Laptop B')).toBeDisabled();
      expect(screen.queryByText(IN_ALL)).not.toBeInTheDocument();
    });

    it('above 20 units in all (a cart saved before the limit), warns and holds checkout back', () => {
      const cart = [...fullCart(), item({ _id: 'E', name: 'Laptop E', quantity: 2, countInStock: 50 })];
      renderWithProviders(<CartPage />, { cartItems: cart });
      expect(screen.getByText(`Subtotal (22 items) : ${formatPrice(1210)}`)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(IN_ALL);
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
      expect(increase('Laptop E')).toBeDisabled();
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

  describe('voucher code', () => {
    it('shows the discount and the total with shipping once a code is accepted', async () => {
      const api = fakeApi({
        checkVoucher: {
          voucher: { code: 'HALF', kind: 'percent', value: 50, maxDiscount: 30, minOrder: 0 },
          discount: 30,
        },
      });
      renderWithProviders(<CartPage />, {
        userInfo: CUSTOMER,
        cartItems: [item({ _id: 'a', name: 'A', price: 40, quantity: 2 })],
      });

      await userEvent.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'half');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

      // 80 of items, 10 of shipping, half of the items capped at 30.
      expect(await screen.findByTestId('cart-discount')).toHaveTextContent(`Discount: -${formatPrice(30)}`);
      expect(screen.getByTestId('cart-total')).toHaveTextContent(`Total with shipping: ${formatPrice(60)}`);
      expect(api.calls('checkVoucher')).toEqual([expect.objectContaining({ body: { code: 'HALF', itemsPrice: 80 } })]);
    });

    it('offers no code entry to a signed-out shopper', () => {
      renderWithProviders(<CartPage />, { cartItems: [item({ _id: 'a', name: 'A' })] });
      expect(screen.queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument();
    });
  });

  it('shows each configuration of a model on its own line, under the name, and removes one alone', async () => {
    const user = userEvent.setup();
    const air = { _id: 'air', name: 'MacBook Air M3' };
    renderWithProviders(<CartPage />, {
      cartItems: [
        item({ ...air, variantId: 'v8s', variantTitle: '8 GB / 256 GB / Bạc' }),
        item({ ...air, variantId: 'v16s', variantTitle: '16 GB / 512 GB / Bạc', price: 70 }),
      ],
    });
    const lines = screen.getAllByRole('listitem', { name: 'MacBook Air M3' });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('16 GB / 512 GB / Bạc');
    await user.click(within(lines[0] as HTMLElement).getByRole('button', { name: 'remove' }));
    expect(savedCart()).toEqual([expect.objectContaining({ variantId: 'v16s' })]);
  });
});
