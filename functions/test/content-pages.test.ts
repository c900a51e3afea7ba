import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogCol } from '../src/data/collections.js';
import { pagesCol } from '../src/data/page-collections.js';
import { seedContentPages } from '../src/migrations/content-pages.js';
import type { ContentPage } from '../src/shared/entities/content-page.js';
import { PAGE_MSG } from '../src/shared/page-messages.js';
import type { PageSaveInput } from '../src/shared/page-schemas.js';
import { PAGE_TEMPLATES } from '../src/shared/page-templates.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer] = await Promise.all([createAdmin(), createCustomer({ name: 'Lan', label: 'pages' })]);
});
beforeEach(async () => {
  await Promise.all([db.recursiveDelete(pagesCol(db)), db.recursiveDelete(auditLogCol(db))]);
});
afterAll(deleteTestUsers);

const input = (overrides: Partial<PageSaveInput> = {}): PageSaveInput => ({
  slug: 'chinh-sach-doi-tra',
  title: 'Chính sách đổi trả',
  body: '## 1 đổi 1\n\nTrong 15 ngày.',
  status: 'published',
  ...overrides,
});

async function create(overrides: Partial<PageSaveInput> = {}): Promise<ContentPage> {
  const res = await callEndpoint(app, 'createPage', { as: admin, body: input(overrides) }).expect(201);
  return (res.body as { page: ContentPage }).page;
}

describe('content pages', () => {
  it('creates a page, audited, lists it for the admin and shows it by slug to anyone once published', async () => {
    const page = await create({ en: { title: 'Returns', body: 'Within 15 days.' } });
    expect(page).toMatchObject({ slug: 'chinh-sach-doi-tra', status: 'published', isTemplate: false });
    const list = (await callEndpoint(app, 'adminPages', { as: admin }).expect(200)).body as ContentPage[];
    expect(list.map((p) => p.slug)).toEqual(['chinh-sach-doi-tra']);
    const shown = await callEndpoint(app, 'pageBySlug', { params: { slug: 'chinh-sach-doi-tra' } }).expect(200);
    expect(shown.body).toEqual({
      slug: 'chinh-sach-doi-tra',
      title: 'Chính sách đổi trả',
      body: '## 1 đổi 1\n\nTrong 15 ngày.',
      en: { title: 'Returns', body: 'Within 15 days.' },
      updatedAt: page.updatedAt,
    });
    const audit = (await auditLogCol(db).where('action', '==', 'page.create').get()).docs.map((d) => d.data());
    expect(audit).toMatchObject([{ actor: { uid: admin.uid }, target: { id: page._id, label: 'chinh-sach-doi-tra' } }]);
  });

  it('answers 404 for a draft or an unknown slug', async () => {
    await create({ status: 'draft' });
    const draft = await callEndpoint(app, 'pageBySlug', { params: { slug: 'chinh-sach-doi-tra' } }).expect(404);
    expect(draft.body.message).toBe(PAGE_MSG.pageNotFound);
    await callEndpoint(app, 'pageBySlug', { params: { slug: 'khong-co' } }).expect(404);
  });

  it('refuses a bad slug or an empty title with a message and stores nothing', async () => {
    for (const body of [input({ slug: 'Chính Sách' }), input({ slug: 'a--b' }), input({ title: '   ' })]) {
      const res = await callEndpoint(app, 'createPage', { as: admin, body }).expect(400);
      expect(res.body.message).toMatch(/slug|title/);
    }
    expect((await pagesCol(db).get()).size).toBe(0);
  });

  it('keeps a slug to one page', async () => {
    await create();
    const res = await callEndpoint(app, 'createPage', { as: admin, body: input({ title: 'Khác' }) }).expect(409);
    expect(res.body.message).toBe(PAGE_MSG.slugTaken);
    const other = await create({ slug: 'lien-he', title: 'Liên hệ' });
    await callEndpoint(app, 'updatePage', {
      as: admin,
      params: { id: other._id },
      body: { ...input(), updatedAt: other.updatedAt },
    }).expect(409);
  });

  it('saves over the loaded version only, and deletes, each audited; customers may do neither', async () => {
    const page = await create();
    const saved = await callEndpoint(app, 'updatePage', {
      as: admin,
      params: { id: page._id },
      body: { ...input({ title: 'Đổi trả', status: 'draft' }), updatedAt: page.updatedAt },
    }).expect(200);
    expect(saved.body.page).toMatchObject({ title: 'Đổi trả', status: 'draft' });
    const stale = await callEndpoint(app, 'updatePage', {
      as: admin,
      params: { id: page._id },
      body: { ...input({ title: 'Cũ' }), updatedAt: page.updatedAt },
    }).expect(409);
    expect(stale.body).toMatchObject({ message: PAGE_MSG.pageChanged, code: 'RECORD_CHANGED' });
    await callEndpoint(app, 'deletePage', { as: customer, params: { id: page._id } }).expect(403);
    await callEndpoint(app, 'deletePage', { as: admin, params: { id: page._id } }).expect(200);
    await callEndpoint(app, 'deletePage', { as: admin, params: { id: page._id } }).expect(404);
    const actions = (await auditLogCol(db).get()).docs.map((d) => d.data().action).sort();
    expect(actions).toEqual(['page.create', 'page.delete', 'page.update']);
  });

  it('seeds the eight templates published, once: a second run writes nothing, a save ends the template', async () => {
    expect(await seedContentPages(db)).toBe(8);
    expect(await seedContentPages(db)).toBe(0);
    const list = (await callEndpoint(app, 'adminPages', { as: admin }).expect(200)).body as ContentPage[];
    expect(list.map((p) => p.slug).sort()).toEqual(PAGE_TEMPLATES.map((t) => t.slug).sort());
    expect(list.every((p) => p.isTemplate && p.status === 'published')).toBe(true);
    const privacy = list.find((p) => p.slug === 'chinh-sach-bao-mat')!;
    expect(privacy.body).toContain('{{companyName}}');
    const saved = await callEndpoint(app, 'updatePage', {
      as: admin,
      params: { id: privacy._id },
      body: {
        slug: privacy.slug,
        title: privacy.title,
        body: privacy.body,
        status: 'published',
        updatedAt: privacy.updatedAt,
      },
    }).expect(200);
    expect(saved.body.page.isTemplate).toBe(false);
  });
});
