/**
 * The reads of questions that the API and the server-rendered product page share: a product's
 * answered questions, newest first (docs/decisions/0098-questions-and-answers.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  QUESTION_PAGE_SIZE,
  type PublicQuestion,
  type QuestionDoc,
  type QuestionPage,
} from '../shared/entities/question.js';
import type { PageCursor } from '../shared/page-cursor.js';
import { questionsCol } from './collections.js';
import { readNewestFirstPage } from './newest-first-page.js';

/** Only what the page shows: never the asker's account or the question's moderation fields. */
export function toPublicQuestion(id: string, doc: QuestionDoc): PublicQuestion | null {
  if (doc.status !== 'answered' || !doc.answer) return null;
  return { _id: id, text: doc.text, name: doc.name, createdAt: doc.createdAt, answer: doc.answer };
}

/** QUESTION_PAGE_SIZE answered questions after the cursor (the first page without one); hidden ones never. */
export async function answeredQuestionPage(
  db: Firestore,
  productId: string,
  after: PageCursor | null,
): Promise<QuestionPage> {
  // Index: productId, status, createdAt desc (firestore.indexes.json).
  const answered = questionsCol(db).where('productId', '==', productId).where('status', '==', 'answered');
  const page = await readNewestFirstPage(answered, 'createdAt', after, QUESTION_PAGE_SIZE);
  const questions = page.docs.flatMap((doc) => toPublicQuestion(doc.id, doc.data()) ?? []);
  return { questions, nextCursor: page.nextCursor };
}
