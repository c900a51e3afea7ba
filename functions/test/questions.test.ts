/**
 * Questions and answers (docs/decisions/0098-questions-and-answers.md): a customer asks about a
 * product within the day's limits, an admin answers, hides and shows questions again, the first
 * answer emails the asker once, and the product's public list shows answered questions only.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogCol, questionsCol, usersCol } from '../src/data/collections.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import {
  QUESTION_PAGE_SIZE,
  QUESTIONS_PER_DAY,
  QUESTIONS_PER_PRODUCT_PER_DAY,
  type AdminQuestionPage,
  type QuestionPage,
} from '../src/shared/entities/question.js';
import { API_MSG } from '../src/shared/messages.js';
import { QUESTION_MSG } from '../src/shared/screen-messages.js';
import { questionDoc } from '@test-factories';
import { SEARCHES_PER_CLIENT, searchCountRef } from '../src/limits/search-counter.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, TEST_SHOP_ORIGIN, testApp } from './support/test-context.js';

const app = testApp();
const QUESTION = 'Máy này có nâng cấp RAM được không ạ?';

beforeEach(clearDatabase);
afterAll(deleteTestUsers);

const ask = (customer: TestAccount, productId: string, text = QUESTION) =>
  callEndpoint(app, 'askQuestion', { params: { id: productId }, as: customer, body: { text } });

async function storedQuestions() {
  return (await questionsCol(db).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

async function mailTo(address: string): Promise<MailDoc[]> {
  const snapshot = await db.collection(COLLECTIONS.mail).where('to', '==', address).get();
  return snapshot.docs.map((doc) => doc.data() as MailDoc);
}

describe('POST /api/products/:id/questions', () => {
  it('stores the trimmed question as pending, under the asker’s public name, and answers 201', async () => {
    const customer = await createCustomer({ name: 'Minh Anh' });
    const { id } = await addProduct();
    const res = await ask(customer, id, `   ${QUESTION}  `);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ _id: expect.any(String), status: 'pending' });
    const [stored] = await storedQuestions();
    expect(stored).toMatchObject({
      id: res.body._id,
      productId: id,
      text: QUESTION,
      name: 'Minh Anh',
      askerUid: customer.uid,
    });
  });

  it('refuses text shorter than 10 or longer than 1,000 characters, naming the field, and stores nothing', async () => {
    const customer = await createCustomer();
    const { id } = await addProduct();
    const short = await ask(customer, id, '   Còn?    ');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('text must be at least 10 characters');
    const long = await ask(customer, id, 'a'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('text must be at most 1000 characters');
    // A body without the field at all.
    const missing = await callEndpoint(app, 'askQuestion', { params: { id }, as: customer }).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^text /);
    expect(await storedQuestions()).toEqual([]);
  });

  it('answers 401 signed out, 404 for an unknown or draft product, storing nothing', async () => {
    const customer = await createCustomer();
    const { id } = await addProduct();
    const { id: draftId } = await addProduct({ status: 'draft', slug: 'a-draft' });
    expect((await callEndpoint(app, 'askQuestion', { params: { id }, body: { text: QUESTION } })).status).toBe(401);
    const unknown = await ask(customer, 'no-such-product');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(API_MSG.productNotFound);
    expect((await ask(customer, draftId)).status).toBe(404);
    expect(await storedQuestions()).toEqual([]);
  });

  it(`takes at most ${QUESTIONS_PER_PRODUCT_PER_DAY} a day about one product, then 429 with Retry-After and nothing stored`, async () => {
    const customer = await createCustomer();
    const { id } = await addProduct();
    const { id: other } = await addProduct({ slug: 'other-laptop' });
    for (let i = 0; i < QUESTIONS_PER_PRODUCT_PER_DAY; i += 1) expect((await ask(customer, id)).status).toBe(201);
    const refused = await ask(customer, id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(QUESTION_MSG.tooManyQuestionsOnProduct);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await storedQuestions()).toHaveLength(QUESTIONS_PER_PRODUCT_PER_DAY);
    // Another laptop, and another customer about the same laptop, still may ask.
    expect((await ask(customer, other)).status).toBe(201);
    expect((await ask(await createCustomer(), id)).status).toBe(201);
  });

  it(`takes at most ${QUESTIONS_PER_DAY} a day in all, exactly, from a concurrent burst over many products`, async () => {
    const customer = await createCustomer();
    const products = await Promise.all(Array.from({ length: 8 }, (_, i) => addProduct({ slug: `laptop-${i}` })));
    // 16 at once: two about each of 8 laptops (within the per-product budget), 6 over the day's.
    const results = await Promise.all(products.flatMap(({ id }) => [ask(customer, id), ask(customer, id)]));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUESTIONS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - QUESTIONS_PER_DAY);
    const refused = results.find((res) => res.status === 429);
    expect(refused?.body.message).toBe(QUESTION_MSG.tooManyQuestions);
    expect(refused?.headers['retry-after']).toBeDefined();
    expect(await storedQuestions()).toHaveLength(QUESTIONS_PER_DAY);
  });

  it('holds the per-product limit exactly under a concurrent burst about one laptop', async () => {
    const customer = await createCustomer();
    const { id } = await addProduct();
    const results = await Promise.all(Array.from({ length: 8 }, () => ask(customer, id)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(QUESTIONS_PER_PRODUCT_PER_DAY);
    expect(results.filter((res) => res.status === 429)).toHaveLength(8 - QUESTIONS_PER_PRODUCT_PER_DAY);
    expect(await storedQuestions()).toHaveLength(QUESTIONS_PER_PRODUCT_PER_DAY);
  });

  it('gives the points back when the product is unknown: a mistyped link costs no question', async () => {
    const customer = await createCustomer();
    const { id } = await addProduct();
    for (let i = 0; i < QUESTIONS_PER_DAY; i += 1) expect((await ask(customer, 'gone-product')).status).toBe(404);
    expect((await ask(customer, id)).status).toBe(201);
  });
});

describe('GET /api/products/:id/questions', () => {
  it('lists answered questions only, newest first, without the asker’s account, paged by cursor', async () => {
    const { id } = await addProduct();
    const batch = db.batch();
    const answered = QUESTION_PAGE_SIZE + 2;
    for (let i = 0; i < answered; i += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      batch.set(questionsCol(db).doc(`q-${i}`), questionDoc({ productId: id, createdAt, text: `Câu hỏi số ${i} ạ?` }));
    }
    batch.set(questionsCol(db).doc('pending'), questionDoc({ productId: id, status: 'pending', answer: null }));
    batch.set(questionsCol(db).doc('hidden'), questionDoc({ productId: id, status: 'hidden' }));
    batch.set(questionsCol(db).doc('elsewhere'), questionDoc({ productId: 'another-product' }));
    await batch.commit();

    const first = await callEndpoint(app, 'productQuestions', { params: { id } });
    expect(first.status).toBe(200);
    const page = first.body as QuestionPage;
    expect(page.questions.map((q) => q._id)).toEqual(
      Array.from({ length: QUESTION_PAGE_SIZE }, (_, i) => `q-${answered - 1 - i}`),
    );
    expect(Object.keys(page.questions[0] ?? {}).sort()).toEqual(['_id', 'answer', 'createdAt', 'name', 'text']);
    expect(page.nextCursor).toEqual(expect.any(String));
    const second = await callEndpoint(app, 'productQuestions', {
      params: { id },
      query: { after: page.nextCursor ?? '' },
    });
    expect((second.body as QuestionPage).questions.map((q) => q._id)).toEqual(['q-1', 'q-0']);
    expect((second.body as QuestionPage).nextCursor).toBeNull();
  });

  it('takes from the search budget per client, like the reviews: 429 with Retry-After once it is spent', async () => {
    const limited = testApp({ trustedProxyHops: () => 1 });
    const { id } = await addProduct();
    const address = '198.51.100.77';
    for (const at of [Date.now(), Date.now() + SEARCHES_PER_CLIENT.duration * 1000]) {
      await searchCountRef(db, address, at).set({ count: SEARCHES_PER_CLIENT.points, expireAt: null });
    }
    const res = await callEndpoint(limited, 'productQuestions', {
      params: { id },
      headers: { 'X-Forwarded-For': address },
    });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.message).toBe(API_MSG.tooManySearches);
  });

  it('answers 400 for a cursor it never gave and 404 for an unknown or draft product', async () => {
    const { id } = await addProduct();
    const { id: draftId } = await addProduct({ status: 'draft', slug: 'a-draft' });
    const bad = await callEndpoint(app, 'productQuestions', { params: { id }, query: { after: 'not-a-cursor' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('after must be the nextCursor of the previous page');
    expect((await callEndpoint(app, 'productQuestions', { params: { id: 'nope' } })).status).toBe(404);
    expect((await callEndpoint(app, 'productQuestions', { params: { id: draftId } })).status).toBe(404);
  });
});

describe('admin moderation', () => {
  async function askedQuestion() {
    const customer = await createCustomer({ name: 'Minh Anh' });
    const { id: productId, doc: product } = await addProduct();
    const { _id } = (await ask(customer, productId)).body as { _id: string };
    return { customer, productId, product, questionId: _id as string };
  }

  it('only admins list, answer, hide and unhide (401 signed out, 403 for a customer)', async () => {
    const { customer, questionId } = await askedQuestion();
    const params = { id: questionId };
    expect((await callEndpoint(app, 'adminQuestions', {})).status).toBe(401);
    expect((await callEndpoint(app, 'adminQuestions', { as: customer })).status).toBe(403);
    expect((await callEndpoint(app, 'answerQuestion', { params, as: customer, body: { text: 'Có' } })).status).toBe(
      403,
    );
    expect((await callEndpoint(app, 'hideQuestion', { params, as: customer })).status).toBe(403);
    expect((await callEndpoint(app, 'unhideQuestion', { params })).status).toBe(401);
    expect((await storedQuestions())[0]).toMatchObject({ status: 'pending', answer: null });
  });

  it('lists questions by status, pending by default, with the product and the asker', async () => {
    const admin = await createAdmin();
    const { questionId, productId, product, customer } = await askedQuestion();
    const pending = await callEndpoint(app, 'adminQuestions', { as: admin });
    expect(pending.status).toBe(200);
    expect((pending.body as AdminQuestionPage).questions).toEqual([
      {
        _id: questionId,
        text: QUESTION,
        status: 'pending',
        createdAt: expect.any(String),
        answer: null,
        product: { _id: productId, name: product.name, slug: product.slug },
        asker: { uid: customer.uid, name: 'Minh Anh' },
      },
    ]);
    const answered = await callEndpoint(app, 'adminQuestions', { as: admin, query: { status: 'answered' } });
    expect((answered.body as AdminQuestionPage).questions).toEqual([]);
    const bad = await callEndpoint(app, 'adminQuestions', { as: admin }).query({ status: 'deleted' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be one of pending, answered, hidden');
  });

  it('answers: the question turns answered and public, audited, and the asker gets one email with the link', async () => {
    const admin = await createAdmin();
    const { questionId, productId, product, customer } = await askedQuestion();
    const res = await callEndpoint(app, 'answerQuestion', {
      params: { id: questionId },
      as: admin,
      body: { text: '  Dạ, máy có 1 khe RAM trống ạ.  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'answered', answer: { text: 'Dạ, máy có 1 khe RAM trống ạ.' } });

    const list = await callEndpoint(app, 'productQuestions', { params: { id: productId } });
    expect((list.body as QuestionPage).questions).toEqual([
      {
        _id: questionId,
        text: QUESTION,
        name: 'Minh Anh',
        createdAt: expect.any(String),
        answer: { text: 'Dạ, máy có 1 khe RAM trống ạ.', at: expect.any(String) },
      },
    ]);

    const mails = await mailTo(customer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as MailDoc;
    expect(mail.template.name).toBe('questionAnswered');
    expect(mail.message.subject).toContain(product.name);
    expect(mail.message.text).toContain(`${TEST_SHOP_ORIGIN}/product/${product.slug}`);
    expect(mail.message.text).toContain('Dạ, máy có 1 khe RAM trống ạ.');
    // The customer's language: Vietnamese unless they chose English.
    expect(mail.message.text).toContain('Cửa hàng đã trả lời câu hỏi của bạn');

    const audit = (await auditLogCol(db).get()).docs.map((doc) => doc.data());
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'question.answer',
        actor: { uid: admin.uid, email: admin.email },
        target: expect.objectContaining({ id: questionId }),
      }),
    ]);
  });

  it('an edited answer shows the new text and emails nobody again; English for a customer who chose it', async () => {
    const admin = await createAdmin();
    const { questionId, customer } = await askedQuestion();
    await usersCol(db).doc(customer.uid).update({ language: 'en' });
    const answer = (text: string) =>
      callEndpoint(app, 'answerQuestion', { params: { id: questionId }, as: admin, body: { text } });
    expect((await answer('Yes, one free slot.')).status).toBe(200);
    const edited = await answer('Yes: one free SO-DIMM slot, up to 32 GB.');
    expect(edited.body).toMatchObject({
      status: 'answered',
      answer: { text: 'Yes: one free SO-DIMM slot, up to 32 GB.' },
    });
    const mails = await mailTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.text).toContain('The shop answered your question');
    expect(mails[0]?.message.text).toContain('Yes, one free slot.');
  });

  it('refuses an empty or over-long answer and an unknown question', async () => {
    const admin = await createAdmin();
    const { questionId } = await askedQuestion();
    const empty = await callEndpoint(app, 'answerQuestion', {
      params: { id: questionId },
      as: admin,
      body: { text: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('text is required');
    const long = await callEndpoint(app, 'answerQuestion', {
      params: { id: questionId },
      as: admin,
      body: { text: 'a'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('text must be at most 1000 characters');
    const unknown = await callEndpoint(app, 'answerQuestion', {
      params: { id: 'nope' },
      as: admin,
      body: { text: 'Có' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(QUESTION_MSG.questionNotFound);
    expect((await callEndpoint(app, 'hideQuestion', { params: { id: 'nope' }, as: admin })).status).toBe(404);
    expect((await storedQuestions())[0]).toMatchObject({ status: 'pending', answer: null });
  });

  it('hides: never public, answered or not; unhide returns to answered or pending; each audited', async () => {
    const admin = await createAdmin();
    const { questionId, productId } = await askedQuestion();
    const publicIds = async () =>
      ((await callEndpoint(app, 'productQuestions', { params: { id: productId } })).body as QuestionPage).questions.map(
        (q) => q._id,
      );
    const params = { id: questionId };

    expect((await callEndpoint(app, 'hideQuestion', { params, as: admin })).body).toMatchObject({ status: 'hidden' });
    expect((await callEndpoint(app, 'unhideQuestion', { params, as: admin })).body).toMatchObject({
      status: 'pending',
    });

    await callEndpoint(app, 'answerQuestion', { params, as: admin, body: { text: 'Có ạ.' } });
    expect(await publicIds()).toEqual([questionId]);
    expect((await callEndpoint(app, 'hideQuestion', { params, as: admin })).body).toMatchObject({ status: 'hidden' });
    expect(await publicIds()).toEqual([]);
    // Editing the answer of a hidden question keeps it hidden: only unhide shows it again.
    await callEndpoint(app, 'answerQuestion', { params, as: admin, body: { text: 'Có, 1 khe trống ạ.' } });
    expect(await publicIds()).toEqual([]);
    const hiddenList = await callEndpoint(app, 'adminQuestions', { as: admin, query: { status: 'hidden' } });
    expect((hiddenList.body as AdminQuestionPage).questions.map((q) => q._id)).toEqual([questionId]);

    expect((await callEndpoint(app, 'unhideQuestion', { params, as: admin })).body).toMatchObject({
      status: 'answered',
      answer: { text: 'Có, 1 khe trống ạ.' },
    });
    expect(await publicIds()).toEqual([questionId]);

    const actions = (await auditLogCol(db).orderBy('at').get()).docs.map((doc) => doc.data().action);
    expect(actions).toEqual([
      'question.hide',
      'question.unhide',
      'question.answer',
      'question.hide',
      'question.answer',
      'question.unhide',
    ]);
  });
});
