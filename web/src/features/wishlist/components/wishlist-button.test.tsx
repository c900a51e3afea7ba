import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { savedStore } from '@/features/wishlist/saved-ids';
import { WishlistButton } from './wishlist-button';

const XPS = { _id: 'p1', name: 'Dell XPS 13' };
const heart = () => screen.getByRole('button', { name: 'Yêu thích' });

afterEach(() => {
  vi.restoreAllMocks();
  savedStore.set('nobody', []);
});

describe('the heart "Yêu thích"', () => {
  it('shows the saved state once the ids are read, and a tap takes the laptop out (aria-pressed)', async () => {
    const api = fakeApi({ myWishlistIds: { productIds: ['p1'] }, removeFromWishlist: { productIds: [] } });
    renderWithProviders(<WishlistButton product={XPS} />, { userInfo: CUSTOMER });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls('removeFromWishlist')).toEqual([expect.objectContaining({ params: { id: 'p1' } })]);
  });

  it('saves the laptop on a tap and turns back when the server refuses', async () => {
    const api = fakeApi({
      myWishlistIds: { productIds: [] },
      addToWishlist: apiFailure(409, 'Your wishlist holds at most 100 laptops: remove one first'),
    });
    renderWithProviders(<WishlistButton product={XPS} withText />, { userInfo: { ...CUSTOMER, _id: 'u2' } });
    await waitFor(() => expect(api.calls('myWishlistIds')).toHaveLength(1));
    await userEvent.click(heart());
    expect(await screen.findByText('Your wishlist holds at most 100 laptops: remove one first')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveTextContent('♡ Yêu thích');
  });

  it('signed out, reads nothing and a tap goes to sign-in and back', async () => {
    const api = fakeApi({});
    renderWithProviders(<WishlistButton product={XPS} />, { url: '/product/dell-xps-13' });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart());
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?redirect=%2Fproduct%2Fdell-xps-13');
    expect(api.calls('myWishlistIds')).toHaveLength(0);
  });
});
