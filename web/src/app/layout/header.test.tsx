import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { Header } from './header';

const line = { _id: 'p1', slug: 's', name: 'N', image: '/i.svg', price: 10, countInStock: 9 };

/** The search's answer the drawer reads its brands from. */
const BRANDS = {
  products: [],
  page: 1,
  pages: 1,
  countProducts: 7,
  facets: {
    category: [],
    rating: [],
    brand: [
      { value: 'Dell', count: 4 },
      { value: 'ASUS', count: 3 },
    ],
    ramGb: [],
    storageGb: [],
    gpuKind: [],
    screenInches: [],
    weightKg: [],
    cpuBrand: [],
  },
};

describe('Header', () => {
  it('shows no count bubble on an empty cart, and 99+ above 99 items', () => {
    fakeApi({ listCategories: [], searchProducts: BRANDS });
    const { unmount } = renderWithProviders(<Header />, { cartItems: [] });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^$/);
    unmount();
    renderWithProviders(<Header />, { cartItems: [{ ...line, quantity: 120 }] });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
  });

  it('shows the cart quantity, a Sign In link for visitors, and category links in the drawer', async () => {
    const api = fakeApi({ listCategories: ['Gaming', 'Đồ họa'], searchProducts: BRANDS });
    renderWithProviders(<Header />, {
      cartItems: [
        { ...line, quantity: 2 },
        { ...line, _id: 'p2', quantity: 3 },
      ],
    });
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
    // The bubble on the icon shows the count (hidden from screen readers, who hear it in the name).
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^5$/);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await userEvent.click(screen.getByRole('button', { name: 'open categories' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(drawer.getByRole('link', { name: 'Gaming' })).toHaveAttribute('href', '/search?category=Gaming');
    // Brands, the price ranges and the account's links too, so a phone finds every way in from the menu.
    expect(await drawer.findByRole('link', { name: 'Dell' })).toHaveAttribute('href', '/search?brand=Dell');
    expect(drawer.getByRole('link', { name: '$1 to $50' })).toHaveAttribute('href', '/search?price=1-50');
    expect(drawer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    await userEvent.click(await drawer.findByRole('link', { name: 'Đồ họa' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search?category=%C4%90%E1%BB%93+h%E1%BB%8Da'),
    );
    expect(api.calls('listCategories')).toHaveLength(1);
  });

  it('leads to the order lookup from the menu, for a buyer without an account too', async () => {
    fakeApi({ listCategories: [], searchProducts: BRANDS });
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'open categories' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Categories' }));
    const lookup = drawer.getByRole('link', { name: 'Tra cứu đơn hàng' });
    expect(lookup).toHaveAttribute('href', '/tra-cuu-don-hang');
    await userEvent.click(lookup);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tra-cuu-don-hang'));
  });

  it('goes to /search/?query= from the search box', async () => {
    fakeApi({ listCategories: [], suggestProducts: { products: [], categories: [] } });
    renderWithProviders(<Header />);
    await userEvent.type(screen.getByPlaceholderText('search products...'), 'do hoa{enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search/?query=do%20hoa'));
  });

  it('gives signed-in admins their name menu and the Admin menu, and signs out to /signin', async () => {
    fakeApi({ listCategories: [] });
    renderWithProviders(<Header />, {
      userInfo: { ...CUSTOMER, isAdmin: true },
      cartItems: [{ ...line, quantity: 1 }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    const admin = within(await screen.findByRole('menu'));
    expect(admin.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await userEvent.keyboard('{Escape}');
    // The Admin menu closes with a transition; the next menu query must not find it on its way out.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: CUSTOMER.name }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'User Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('menuitem', { name: 'Order history' })).toHaveAttribute('href', '/orderhistory');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    // The session clears first, then the header navigates: wait for the second too.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/));
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('reports a failed category fetch as a toast', async () => {
    fakeApi({ listCategories: apiFailure(503, 'Categories are unavailable'), searchProducts: BRANDS });
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'open categories' }));
    expect(await screen.findByText('Categories are unavailable')).toBeInTheDocument();
  });
});
