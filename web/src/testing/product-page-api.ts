/**
 * The fake /api a product page test starts from: what the page itself calls besides the product
 * ("Similar laptops", "Hỏi đáp", whether review photos can be added, and for a signed-in customer
 * their restock alerts and saved laptops), all empty or unavailable, plus what the test adds.
 */
import { REVIEW_MSG } from '@shared/review-messages';
import { fakeApi, type FakeAnswers } from '@/testing/fake-api';

export const productPageApi = (answers: FakeAnswers = {}) =>
  fakeApi({
    similarProducts: [],
    productQuestions: { questions: [], nextCursor: null },
    // The review form asks whether photos can be added; in these tests they cannot.
    reviewPhotoStatus: { available: false, message: REVIEW_MSG.photosUnavailable },
    myAlerts: { alerts: [] },
    myWishlistIds: { productIds: [] },
    ...answers,
  });
