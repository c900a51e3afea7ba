/**
 * The shop's policy pages on a phone (390×844, a vi-VN Chromium; docs/decisions/0108-content-pages.md):
 * a shopper reaches a seeded policy from the server-rendered footer; the admin sees the templates
 * to adapt under "Trang nội dung", writes and previews a new page and publishes it, and it is
 * served at /pages/{slug}. axe checks each screen (screenshot()).
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, browserForFile, hydrated, newPage, screenshot } from './support/browser';
import { signInThroughUi } from './support/auth';
import { ACCOUNTS } from './support/seed';

const browser = browserForFile({ reseed: true });
const SLUG = 'huong-dan-tra-gop';
const TITLE = 'Hướng dẫn mua trả góp';

describe('policy pages on a phone', () => {
  it('a shopper opens a policy from the footer; the admin publishes a new page', async () => {
    const shopper = await newPage(browser(), 'phone');
    const admin = await newPage(browser(), 'phone');
    try {
      const { page } = shopper;
      await page.goto('/');
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Chính sách đổi trả' }).click();
      await page.waitForURL((url) => url.pathname === '/pages/chinh-sach-doi-tra');
      await page.getByRole('heading', { level: 1, name: 'Chính sách đổi trả' }).waitFor();
      expect(await page.title()).toBe('Chính sách đổi trả | Laptop Shop');
      await screenshot(page, 'policy-page');

      const adminPage = admin.page;
      await signInThroughUi(adminPage, ACCOUNTS.admin, '/admin/pages');
      const row = adminPage.getByRole('row').filter({ hasText: 'Chính sách bảo hành' });
      await row.getByText('Mẫu – cần chỉnh sửa').waitFor();
      await screenshot(adminPage, 'admin-pages');
      await adminPage.getByRole('button', { name: 'Trang mới' }).click();
      await adminPage.getByRole('textbox', { name: /^Đường dẫn/ }).fill(SLUG);
      await adminPage.getByRole('textbox', { name: /^Tiêu đề( \*)?$/ }).fill(TITLE);
      await adminPage
        .getByRole('textbox', { name: 'Nội dung (Markdown)' })
        .fill('## Điều kiện\n\n- CCCD còn hạn\n- Gọi [{{hotline}}](tel:{{hotline}}) để được tư vấn');
      await adminPage.getByRole('combobox', { name: 'Trạng thái' }).click();
      await adminPage.getByRole('option', { name: 'Đã đăng' }).click();
      await adminPage.getByRole('tab', { name: 'Xem trước' }).click();
      await adminPage.getByRole('heading', { level: 2, name: 'Điều kiện' }).waitFor();
      await screenshot(adminPage, 'admin-page-preview');
      await adminPage.getByRole('button', { name: 'Save' }).click();
      await adminPage.getByText('Page created').waitFor();

      // Server-rendered before any script runs.
      const res = await fetch(`${BASE_URL}/pages/${SLUG}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<title>${TITLE} | Laptop Shop</title>`);
      await page.goto(`/pages/${SLUG}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page
        .getByRole('link', { name: /^\+?\d+/ })
        .first()
        .waitFor();
      await screenshot(page, 'published-page');
    } finally {
      await shopper.context.close();
      await admin.context.close();
    }
  }, 180_000);
});
