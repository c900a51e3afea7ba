import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';

const IMAGES = [
  { url: '/images/products/dell-xps-13-9340.jpg', alt: 'Dell XPS 13 9340 – mặt trước' },
  { url: '/images/products/dell-xps-13-9340-ports.jpg', alt: 'Dell XPS 13 9340 – cạnh trái' },
  { url: 'https://cdn.example.com/lid.jpg', alt: 'Dell XPS 13 9340 – mặt lưng' },
];

const thumbnails = () => within(screen.getByRole('group', { name: 'Choose a photo' }));
const strip = () => within(screen.getByRole('list', { name: 'Product photos' }));

describe('ProductGallery', () => {
  it('shows the first photo large and first fetched, every photo with srcset, sizes, width and height', () => {
    render(<ProductGallery images={IMAGES} />);
    const [first, second, third] = strip().getAllByRole('img');
    expect(first).toHaveAttribute('alt', 'Dell XPS 13 9340 – mặt trước');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('src', '/images/products/dell-xps-13-9340-w800.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/images/products/dell-xps-13-9340-w400.webp 400w, /images/products/dell-xps-13-9340-w800.webp 800w, /images/products/dell-xps-13-9340-w1200.webp 1200w',
    );
    expect(first).toHaveAttribute('sizes', '(min-width: 900px) 50vw, 100vw');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '600');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    // A photo added by URL from elsewhere has no renditions: shown as it is, still with its box.
    expect(third).toHaveAttribute('src', 'https://cdn.example.com/lid.jpg');
    expect(third).toHaveAttribute('height', '600');
  });

  it('thumbnails are buttons; the shown one is aria-current and a click shows another', async () => {
    render(<ProductGallery images={IMAGES} />);
    const buttons = thumbnails().getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(buttons[1]).not.toHaveAttribute('aria-current');
    await userEvent.click(thumbnails().getByRole('button', { name: 'Show photo 2: Dell XPS 13 9340 – cạnh trái' }));
    expect(buttons[1]).toHaveAttribute('aria-current', 'true');
    expect(buttons[0]).not.toHaveAttribute('aria-current');
  });

  it('has no thumbnails for a single photo', () => {
    render(<ProductGallery images={IMAGES.slice(0, 1)} />);
    expect(screen.queryByRole('group', { name: 'Choose a photo' })).not.toBeInTheDocument();
  });

  it('a tap opens the lightbox as a modal dialog; arrows move, Esc closes it', async () => {
    render(<ProductGallery images={IMAGES} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(strip().getByRole('button', { name: /^Photo 2 of 3: .*cạnh trái, open zoom$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();

    // The page behind the modal is hidden from assistive technology while it is open.
    const shownThumbnail = () =>
      within(screen.getByRole('group', { name: 'Choose a photo', hidden: true }))
        .getAllByRole('button', { hidden: true })
        .findIndex((button) => button.getAttribute('aria-current') === 'true');
    expect(shownThumbnail()).toBe(1);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(shownThumbnail()).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(shownThumbnail()).toBe(1));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
