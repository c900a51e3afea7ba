/**
 * Questions a customer asks about a product and the shop's answers (docs/decisions/0098-questions-and-answers.md),
 * kept in `questions`. Only answered questions are public; a hidden one never shows, answered or not.
 */
import type { CursorPage } from './api.js';

/** A question's length in characters, trimmed; an answer's at most ANSWER_MAX_LENGTH. */
export const QUESTION_MIN_LENGTH = 10;
export const QUESTION_MAX_LENGTH = 1000;
export const ANSWER_MAX_LENGTH = 1000;
/** Questions a customer may ask in any 24 hours: about one product, and in all (api/limits/question-limit.ts). */
export const QUESTIONS_PER_PRODUCT_PER_DAY = 3;
export const QUESTIONS_PER_DAY = 10;
/** Answered questions per page under "Hỏi đáp": a phone screen's worth, the rest behind "more". */
export const QUESTION_PAGE_SIZE = 5;

export const QUESTION_STATUSES = ['pending', 'answered', 'hidden'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export interface QuestionAnswer {
  text: string;
  /** ISO-8601 UTC: when the answer was first given or last edited. */
  at: string;
}

export interface QuestionDoc {
  productId: string;
  text: string;
  status: QuestionStatus;
  /** The asker's account and public name when they asked (shared/public-name.ts), never their email. */
  askerUid: string;
  name: string;
  createdAt: string;
  answer: QuestionAnswer | null;
  /** When the shop first answered, which emailed the asker: set once, so an edit never emails again. */
  firstAnsweredAt: string | null;
}

/** A question as the product page shows it. */
export interface PublicQuestion {
  _id: string;
  text: string;
  name: string;
  createdAt: string;
  answer: QuestionAnswer;
}

export interface QuestionPage extends CursorPage {
  questions: PublicQuestion[];
}

/** POST /api/products/:id/questions: the question waits for the shop's answer. */
export interface QuestionCreated {
  _id: string;
  status: 'pending';
}

/** A question as the admin's list shows it: with its product and asker. */
export interface AdminQuestion {
  _id: string;
  text: string;
  status: QuestionStatus;
  createdAt: string;
  answer: QuestionAnswer | null;
  product: { _id: string; name: string; slug: string } | null;
  asker: { uid: string; name: string };
}

export interface AdminQuestionPage extends CursorPage {
  questions: AdminQuestion[];
}
