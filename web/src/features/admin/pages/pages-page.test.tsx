import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from '@shared/entities/content-page';
import { PAGE_MSG } from '@shared/page-messages';
import { DEFAULT_SHOP_SETTINGS, publicShopSettings } from '@shared/shop-settings';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminPagesPage from './pages-page';

const page = (overrides: Partial<ContentPage>): ContentPage => ({
  _id: 'chinh-sach-doi-tra',
  slug: 'chinh-sach-doi-tra',
  title: 'Chính sách đổi trả',
  body: '## 1 đổi 1\n\n{{companyName}} đổi mới trong 15 ngày.',
  status: 'published',
  isTemplate: true,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  ...overrides,
});

const settings = publicShopSettings(DEFAULT_SHOP_SETTINGS);
const renderPages = () => renderPage(<AdminPagesPage />, { path: '/admin/pages', url: '/admin/pages', user: ADMIN });

describe('admin content pages, "Trang nội dung"', () => {
  it('lists the pages, a seeded one marked as a template to adapt, with its address', async () => {
    fakeApi({
      adminPages: [
        page({}),
        page({ _id: 'p2', slug: 'lien-he', title: 'Liên hệ', isTemplate: false, status: 'draft' }),
      ],
      shopSettings: settings,
    });
    renderPages();

    const row = (await screen.findByText('Chính sách đổi trả')).closest('tr')!;
    expect(within(row).getByText('Mẫu – cần chỉnh sửa')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '/pages/chinh-sach-doi-tra' })).toHaveAttribute(
      'href',
      '/pages/chinh-sach-doi-tra',
    );
    const draft = screen.getByText('Liên hệ').closest('tr')!;
    expect(within(draft).queryByText('Mẫu – cần chỉnh sửa')).toBeNull();
    expect(within(draft).getByText('Bản nháp')).toBeInTheDocument();
  });

  it('previews the text as shoppers will see it, then publishes a new page', async () => {
    const created = page({ _id: 'new', slug: 'gioi-thieu', title: 'Giới thiệu', isTemplate: false });
    const lists = [[], [created]];
    const api = fakeApi({
      adminPages: () => lists.shift() ?? [created],
      createPage: { message: PAGE_MSG.pageCreated, page: created },
      shopSettings: settings,
    });
    renderPages();

    await screen.findByText('Chưa có trang nào.');
    await userEvent.click(screen.getByRole('button', { name: 'Trang mới' }));
    const fill = async (name: RegExp | string, text: string) => {
      await userEvent.click(screen.getByRole('textbox', { name }));
      await userEvent.paste(text);
    };
    await fill(/^Đường dẫn/, 'gioi-thieu');
    await fill(/^Tiêu đề( \*)?$/, 'Giới thiệu');
    await fill('Nội dung (Markdown)', '## Về chúng tôi\n\n<b>x</b> [xấu](javascript:alert(1))');
    await userEvent.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Đã đăng' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Xem trước' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Về chúng tôi' })).toBeInTheDocument();
    expect(screen.getByText(/<b>x<\/b>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'xấu' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAGE_MSG.pageCreated)).toBeInTheDocument();
    expect(api.calls('createPage')).toEqual([
      expect.objectContaining({
        body: {
          slug: 'gioi-thieu',
          title: 'Giới thiệu',
          body: expect.stringContaining('## Về chúng tôi'),
          status: 'published',
        },
      }),
    ]);
  });
});
