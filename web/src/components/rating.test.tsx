import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating';

/** The five stars drawn, in order, as F (full), H (half), E (empty). */
function renderedStars(rating: number): string {
  render(<Rating rating={rating} />);
  const stars = screen.getByRole('img', { name: `${rating} out of 5 stars` });
  const paths = Array.from(stars.querySelectorAll('path'));
  // Side by side: each star one icon width further right.
  expect(paths.map((path) => path.getAttribute('transform'))).toEqual(
    [0, 24, 48, 72, 96].map((x) => `translate(${x})`),
  );
  return paths.map((path) => ({ full: 'F', half: 'H', empty: 'E' })[path.dataset.star ?? ''] ?? '?').join('');
}

describe('Rating', () => {
  it.each([
    [0, 'EEEEE'],
    [0.4, 'EEEEE'],
    [0.5, 'HEEEE'],
    [2.5, 'FFHEE'],
    [4.7, 'FFFFH'],
    [5, 'FFFFF'],
  ])('shows %s as %s', (rating, expected) => {
    expect(renderedStars(rating)).toBe(expected);
  });

  it('shows the caption next to the stars', () => {
    render(<Rating rating={3} caption="12 reviews" />);
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
  });
});
