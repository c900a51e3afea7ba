import type { Product } from '@shared/entities/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeApi, type FakeAnswers } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import { aProduct } from '@/testing/fixtures';
import ProductEditPage from './product-edit-page';

const PRODUCT = aProduct({
  _id: 'p1',
  slug: 'dell-xps-13-9340',
  name: 'Dell XPS 13 9340',
  image: '/images/front.jpg',
  images: [
    { url: '/images/front.jpg', alt: 'Dell XPS 13 9340 – mặt trước' },
    { url: '/images/ports.jpg', alt: 'Dell XPS 13 9340 – cạnh trái' },
  ],
});
const UPDATED = { message: 'Product Updated', product: PRODUCT };

const fakeReads = (answers: FakeAnswers = {}, product: Product = PRODUCT) =>
  fakeApi({ productById: product, uploadStatus: { available: true }, updateProduct: UPDATED, ...answers });

const renderEdit = async () => {
  const rendered = renderPage(<ProductEditPage />, {
    path: '/admin/product/:id',
    url: '/admin/product/p1',
    user: ADMIN,
  });
  await screen.findByDisplayValue('dell-xps-13-9340');
  return rendered;
};
const photos = () => within(screen.getByRole('list', { name: 'Photos in display order' }));
const update = () => userEvent.click(screen.getByText('Update', { selector: 'button' }));
const savedImages = (api: ReturnType<typeof fakeApi>) =>
  (api.calls('updateProduct')[0]?.body as { images: unknown; image: string } | undefined) ?? null;

describe('admin product form: the gallery', { timeout: 40_000 }, () => {
  it('reorders photos with the arrow buttons and saves the new order, image being the first', async () => {
    const api = fakeReads();
    await renderEdit();
    await userEvent.click(photos().getByRole('button', { name: 'Move photo 2 up' }));
    expect(photos().getByLabelText('Alt text of photo 1')).toHaveValue('Dell XPS 13 9340 – cạnh trái');
    expect(photos().getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    await update();
    await waitFor(() =>
      expect(savedImages(api)).toMatchObject({
        image: '/images/ports.jpg',
        images: [
          { url: '/images/ports.jpg', alt: 'Dell XPS 13 9340 – cạnh trái' },
          { url: '/images/front.jpg', alt: 'Dell XPS 13 9340 – mặt trước' },
        ],
      }),
    );
  });

  it('moves a photo by keyboard: the arrow buttons are reachable and pressed with Enter', async () => {
    fakeReads();
    await renderEdit();
    photos().getByRole('button', { name: 'Move photo 1 down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(photos().getByLabelText('Alt text of photo 2')).toHaveValue('Dell XPS 13 9340 – mặt trước');
  });

  it('adds a photo by URL, asks for its alt before publishing, and saves it once described', async () => {
    const api = fakeReads();
    await renderEdit();
    await userEvent.type(screen.getByLabelText('Photo URL'), 'https://cdn.example.com/lid.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Add by URL' }));
    expect(photos().getAllByRole('listitem')).toHaveLength(3);
    await update();
    expect(photos().getByLabelText('Alt text of photo 3')).toHaveAccessibleDescription('Needed to publish');
    expect(api.calls('updateProduct')).toEqual([]);

    await userEvent.type(photos().getByLabelText('Alt text of photo 3'), 'Dell XPS 13 9340 – mặt lưng');
    await update();
    await waitFor(() =>
      expect(savedImages(api)?.images).toEqual([
        ...PRODUCT.images,
        { url: 'https://cdn.example.com/lid.jpg', alt: 'Dell XPS 13 9340 – mặt lưng' },
      ]),
    );
  });

  it('removes a photo', async () => {
    fakeReads();
    await renderEdit();
    await userEvent.click(photos().getByRole('button', { name: 'Remove photo 1' }));
    expect(photos().getAllByRole('listitem')).toHaveLength(1);
    expect(photos().getByLabelText('Alt text of photo 1')).toHaveValue('Dell XPS 13 9340 – cạnh trái');
  });

  it('says in one line that upload is unavailable here, and still takes URLs', async () => {
    fakeReads({ uploadStatus: { available: false, message: 'Image upload is unavailable' } });
    const { container } = await renderEdit();
    expect(await screen.findByText('Tải ảnh lên không khả dụng trên máy này')).toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(screen.getByLabelText('Photo URL')).toBeEnabled();
  });

  it('uploads several files at once, each on its own with its own progress, and adds those that succeed', async () => {
    let n = 0;
    const api = fakeReads({
      uploadImage: () => {
        n += 1;
        return n === 2
          ? apiFailure(415, 'Only image files (JPEG, PNG, WebP, GIF) can be uploaded')
          : { secure_url: `http://img.example/${n}.png` };
      },
    });
    const { container } = await renderEdit();
    const input = await waitFor(() => {
      const found = container.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).toBeEnabled();
      return found!;
    });
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
      new File(['c'], 'c.png', { type: 'image/png' }),
    ]);
    const uploads = within(await screen.findByRole('list', { name: 'Uploads' }));
    await waitFor(() => expect(uploads.getAllByText(/: uploaded$/)).toHaveLength(2));
    expect(uploads.getByText(/^b\.png: Only image files/)).toBeInTheDocument();
    expect(uploads.getAllByRole('progressbar')).toHaveLength(3);
    expect(api.calls('uploadImage')).toHaveLength(3);
    expect(await screen.findAllByText('Image uploaded successfully')).toHaveLength(2);
    expect(photos().getAllByRole('listitem')).toHaveLength(4);
  });
});
