import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product as productFixture, review } from '@test-factories';
import type { ProductWithReviews } from '@shared/entities/catalogue';
import { REVIEW_MSG } from '@shared/review-messages';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { ReviewStarInput } from '@/features/catalog/components/review-star-input';
import { ProductReviews } from './product-reviews';

const lan = review({ _id: 'lan', name: 'Lan', rating: 5, comment: 'Máy đẹp', helpfulCount: 2, verifiedPurchase: true });
const minh = review({ _id: 'minh', name: 'Minh', rating: 4, comment: 'Pin ổn', helpfulCount: 0 });
const product: ProductWithReviews = {
  ...productFixture({ _id: 'p1', numReviews: 3, rating: 4.3 }),
  ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
  reviews: [lan, minh],
  reviewsNextCursor: null,
};

const renderReviews = (shown: ProductWithReviews = product, userInfo?: typeof CUSTOMER) =>
  renderWithProviders(<ProductReviews product={shown} onReviewCreated={vi.fn()} onMoreReviews={vi.fn()} />, {
    userInfo,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the star breakdown', () => {
  it('shows a bar per star with its count, and a bar filters the list to its stars', async () => {
    const api = fakeApi({ productReviews: { reviews: [minh], nextCursor: null } });
    renderReviews();
    const bars = within(screen.getByRole('list', { name: 'Reviews by stars' })).getAllByRole('button');
    const names = [
      '5 stars: 1 reviews',
      '4 stars: 2 reviews',
      '3 stars: 0 reviews',
      '2 stars: 0 reviews',
      '1 stars: 0 reviews',
    ];
    expect(bars).toEqual(names.map((name) => screen.getByRole('button', { name })));
    const fourStars = screen.getByRole('button', { name: '4 stars: 2 reviews' });
    expect(fourStars).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(fourStars);
    expect(fourStars).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.calls('productReviews')).toEqual([expect.objectContaining({ query: { stars: '4' } })]),
    );
    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    await waitFor(() => expect(within(list).queryByText('Lan')).not.toBeInTheDocument());
    expect(within(list).getByText('Minh')).toBeInTheDocument();

    // Pressed again: every review, from the page itself.
    await userEvent.click(fourStars);
    expect(fourStars).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('list', { name: 'Customer reviews' })).getByText('Lan')).toBeInTheDocument();
  });

  it('Hữu ích nhất asks for the most helpful first', async () => {
    const api = fakeApi({ productReviews: { reviews: [lan, minh], nextCursor: null } });
    renderReviews();
    await userEvent.click(screen.getByRole('button', { name: 'Hữu ích nhất' }));
    await waitFor(() =>
      expect(api.calls('productReviews')).toEqual([expect.objectContaining({ query: { sort: 'helpful' } })]),
    );
  });
});

describe('a review', () => {
  it('shows "Đã mua hàng" only on a verified purchase', () => {
    fakeApi({});
    renderReviews();
    const [first, second] = within(screen.getByRole('list', { name: 'Customer reviews' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Đã mua hàng');
    expect(second).not.toHaveTextContent('Đã mua hàng');
  });

  it('shows the shop’s reply under it, named by the shop', () => {
    fakeApi({});
    const replied = { ...lan, reply: { text: 'Cảm ơn chị!', at: '2026-11-27T03:00:00.000Z' } };
    renderReviews({ ...product, reviews: [replied] });
    expect(screen.getByText(`Phản hồi từ ${DEFAULT_SHOP_SETTINGS.shopName}`)).toBeInTheDocument();
    expect(screen.getByText('Cảm ơn chị!')).toBeInTheDocument();
    // Shoppers get no editor.
    expect(screen.queryByRole('button', { name: 'Phản hồi' })).not.toBeInTheDocument();
  });

  it('an admin writes a reply, which then shows under the review', async () => {
    const api = fakeApi({
      replyToReview: { ...minh, reply: { text: 'Shop cảm ơn anh', at: '2026-11-27T03:00:00.000Z' } },
      reviewPhotoStatus: { available: false, message: REVIEW_MSG.photosUnavailable },
    });
    renderReviews(product, ADMIN);
    const item = within(screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Minh')) as HTMLElement);
    await userEvent.click(await item.findByRole('button', { name: 'Phản hồi' }));
    await userEvent.type(await item.findByLabelText('Phản hồi của shop'), 'Shop cảm ơn anh');
    await userEvent.click(item.getByRole('button', { name: 'Gửi phản hồi' }));
    expect(await item.findByText('Shop cảm ơn anh')).toBeInTheDocument();
    expect(api.calls('replyToReview')).toEqual([
      expect.objectContaining({ params: { id: 'p1', reviewId: 'minh' }, body: { text: 'Shop cảm ơn anh' } }),
    ]);
  });

  it('"Hữu ích (n)" counts a customer’s vote, pressed, and a second press takes it back', async () => {
    const api = fakeApi({
      markReviewHelpful: { helpfulCount: 3 },
      unmarkReviewHelpful: { helpfulCount: 2 },
      reviewPhotoStatus: { available: false, message: REVIEW_MSG.photosUnavailable },
    });
    renderReviews(product, CUSTOMER);
    const helpful = screen.getByRole('button', { name: 'Hữu ích (2)' });
    await userEvent.click(helpful);
    expect(await screen.findByRole('button', { name: 'Hữu ích (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('markReviewHelpful')).toEqual([
      expect.objectContaining({ params: { id: 'p1', reviewId: 'lan' } }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Hữu ích (3)' }));
    expect(await screen.findByRole('button', { name: 'Hữu ích (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('one’s own review cannot be marked helpful', () => {
    fakeApi({ reviewPhotoStatus: { available: false, message: REVIEW_MSG.photosUnavailable } });
    renderReviews({ ...product, reviews: [{ ...lan, _id: CUSTOMER._id }] }, CUSTOMER);
    expect(screen.getByRole('button', { name: 'Hữu ích (2)' })).toBeDisabled();
  });

  it('shows its photos as thumbnails that open the full-size photo', () => {
    fakeApi({});
    const url = 'https://firebasestorage.googleapis.com/v0/b/shop/o/review-photos%2Flan%2Fa.jpg?alt=media&token=t';
    renderReviews({ ...product, reviews: [{ ...lan, photos: [url] }] });
    const photo = screen.getByRole('img', { name: 'Ảnh 1 của Lan' });
    expect(photo).toHaveAttribute('src', url);
    expect(photo.closest('a')).toHaveAttribute('href', url);
  });
});

describe('the review form', () => {
  it('says in one line why photos cannot be added here', async () => {
    fakeApi({ reviewPhotoStatus: { available: false, message: REVIEW_MSG.photosUnavailable } });
    renderReviews(product, CUSTOMER);
    expect(await screen.findByText(REVIEW_MSG.photosUnavailable)).toBeInTheDocument();
  });
});

describe('the star rating input', () => {
  it('is a radio group named by the specification’s labels, moved with the arrow keys', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <ReviewStarInput
          value={value}
          onChange={(rating) => {
            onChange(rating);
            setValue(rating);
          }}
        />
      );
    }
    renderWithProviders(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 Poor', '2 Fair', '3 Good', '4 Very good', '5 Excelent']);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 Poor' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('radio', { name: '2 Fair' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 Fair' })).toHaveFocus();
  });
});
