/**
 * The contract's rows for questions and answers (the table is ENDPOINTS in api-contract.ts, which
 * spreads these in; docs/decisions/0098-questions-and-answers.md).
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { cursorQuerySchema } from './api-request-schemas.js';
import type { AdminQuestion, AdminQuestionPage, QuestionCreated, QuestionPage } from './entities/question.js';
import type { adminQuestionsQuerySchema, answerSchema, questionSchema } from './question-schemas.js';

/** What each questions endpoint takes and answers (EndpointTypes in api-contract.ts extends this). */
export interface QuestionEndpointTypes {
  productQuestions: { query: typeof cursorQuerySchema; response: QuestionPage };
  askQuestion: { body: typeof questionSchema; response: QuestionCreated };
  adminQuestions: { query: typeof adminQuestionsQuerySchema; response: AdminQuestionPage };
  answerQuestion: { body: typeof answerSchema; response: AdminQuestion };
  hideQuestion: { response: AdminQuestion };
  unhideQuestion: { response: AdminQuestion };
}

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export const QUESTION_ENDPOINTS = {
  // Answered questions only, newest first; an unknown or draft product answers 404.
  // 429: public reads share the search budget per client (functions/src/api/limits/search-limit.ts).
  productQuestions: { method: 'GET', path: '/products/:id/questions', auth: 'public', errors: [404, 429] },
  // 429: QUESTIONS_PER_PRODUCT_PER_DAY about one product, QUESTIONS_PER_DAY in all (api/limits/question-limit.ts).
  askQuestion: { method: 'POST', path: '/products/:id/questions', auth: 'customer', status: 201, errors: [404, 429] },
  adminQuestions: { method: 'GET', path: '/questions', auth: 'admin', errors: [] },
  // Answers or edits the answer; the asker is emailed once, on the first answer.
  answerQuestion: { method: 'PUT', path: '/questions/:id/answer', auth: 'admin', errors: [404] },
  hideQuestion: { method: 'PUT', path: '/questions/:id/hide', auth: 'admin', errors: [404] },
  // Back to answered when it has an answer, else to pending.
  unhideQuestion: { method: 'PUT', path: '/questions/:id/unhide', auth: 'admin', errors: [404] },
} as const satisfies Rows;
