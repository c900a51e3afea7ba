/**
 * "Hỏi đáp" on the server-rendered product page (docs/decisions/0098-questions-and-answers.md): the
 * answered questions a reader without JavaScript sees, never a pending or hidden one, and the same
 * page embedded for hydration under the key the browser reads it with.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionsCol } from '../src/data/collections.js';
import { SSR_DATA_ELEMENT_ID } from '../src/shared/constants.js';
import type { QuestionPage } from '../src/shared/entities/question.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { createSsrApp } from '../src/ssr/ssr-app.js';
import { questionDoc } from '@test-factories';
import { addProduct } from './support/products.js';
import { clearDatabase, db } from './support/test-context.js';

const app = createSsrApp(db, { renderer: builtRenderer, template: builtTemplate, origin: 'https://shop.example.vn' });

beforeAll(async () => {
  await clearDatabase();
  const { id } = await addProduct({ slug: 'dell-xps-13', name: 'Dell XPS 13' });
  await questionsCol(db)
    .doc('answered')
    .set(
      questionDoc({
        productId: id,
        text: 'Máy có cổng HDMI không ạ?',
        name: 'Minh Anh',
        answer: { text: 'Dạ có, HDMI 2.1 ạ.', at: '2026-11-27T05:00:00.000Z' },
      }),
    );
  await questionsCol(db)
    .doc('pending')
    .set(questionDoc({ productId: id, text: 'Câu hỏi đang chờ duyệt?', status: 'pending', answer: null }));
  await questionsCol(db)
    .doc('hidden')
    .set(questionDoc({ productId: id, text: 'Câu hỏi đã bị ẩn?', status: 'hidden' }));
});

describe('Hỏi đáp on the server-rendered product page', () => {
  it('shows answered questions with their answers, never pending or hidden ones, and embeds the page', async () => {
    const res = await request(app).get('/product/dell-xps-13');
    expect(res.status).toBe(200);
    expect(res.text).toContain('>Hỏi đáp</h2>');
    expect(res.text).toContain('Máy có cổng HDMI không ạ?');
    expect(res.text).toContain('Dạ có, HDMI 2.1 ạ.');
    expect(res.text).not.toContain('Câu hỏi đang chờ duyệt?');
    expect(res.text).not.toContain('Câu hỏi đã bị ẩn?');

    const data = new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(
      res.text,
    )?.[1];
    const entries = JSON.parse(data ?? '{}') as Record<string, unknown>;
    const embedded = Object.entries(entries).find(([key]) => key.startsWith('productQuestions:'))?.[1] as QuestionPage;
    expect(embedded.questions.map((question) => question._id)).toEqual(['answered']);
  });
});
