import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '@shared/entities/wishlist';
import { fakeApi } from '@/testing/fake-api';
import { renderPage } from '@/testing/render-page';
import WishlistPage from './wishlist-page';

const item = (id: string, name: string, countInStock: number): WishlistItem => ({
  productId: id,
  addedAt: '2026-11-27T02:00:00.000Z',
  product: { _id: id, slug: `laptop-${id}`, name, image: `/images/${id}.jpg`, price: 32_990_000, countInStock },
});

const renderWishlist = () => renderPage(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the wishlist page', () => {
  it('lists the saved laptops with add to cart for those in stock, and removes one', async () => {
    const api = fakeApi({
      myWishlist: { items: [item('p1', 'Dell XPS 13', 3), item('p2', 'ThinkPad X1', 0)] },
      removeFromWishlist: { productIds: ['p1'] },
    });
    renderWishlist();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yêu thích' })).toBeInTheDocument();
    const [xps, thinkpad] = screen.getAllByRole('listitem');
    expect(within(xps!).getByRole('link', { name: 'Dell XPS 13' })).toHaveAttribute('href', '/product/laptop-p1');
    expect(within(xps!).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(within(thinkpad!).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await userEvent.click(within(thinkpad!).getByRole('button', { name: 'Xóa khỏi Yêu thích' }));
    await waitFor(() => expect(screen.queryByText('ThinkPad X1')).toBeNull());
    expect(api.calls('removeFromWishlist')).toEqual([expect.objectContaining({ params: { id: 'p2' } })]);
  });

  it('says how to save laptops when the list is empty', async () => {
    fakeApi({ myWishlist: { items: [] } });
    renderWishlist();
    expect(
      await screen.findByText('Bạn chưa lưu sản phẩm nào. Bấm ♡ trên một sản phẩm để lưu vào đây.'),
    ).toBeInTheDocument();
  });
});
