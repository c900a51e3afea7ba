/**
 * Questions per customer (LIMITS.questionsPerProduct and questionsPerCustomer): each question is
 * moderated by hand, so a customer asks a few a day about one laptop and a handful in all. Both
 * budgets are slot documents shared by every instance, so a concurrent burst gets exactly the
 * budget; they are taken before anything is read, and a store that cannot count refuses
 * (docs/decisions/0013-abuse-limits.md, 0030-limits-hold-or-refuse.md, 0098-questions-and-answers.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { QUESTION_MSG } from '../../shared/screen-messages.js';
import { giveBack, LIMITS, takeOrRefuse } from './abuse-limits.js';
import { SlotLimiter, type TakenSlot } from '../../limits/slot-limiter.js';
import type { LimiterOptions } from '../../limits/limiter-options.js';

/** The points one question took: given back when nothing was stored (an unknown product). */
export interface TakenQuestion {
  customerSlot: TakenSlot;
  productSlot: TakenSlot;
}

export interface QuestionLimit {
  /** Takes one question from both budgets, or throws 429 with Retry-After and takes nothing. */
  take(uid: string, productId: string): Promise<TakenQuestion>;
  giveBack(taken: TakenQuestion): Promise<void>;
}

export function firestoreQuestionLimit(
  db: Firestore,
  options: Pick<LimiterOptions, 'now' | 'deadlineMs'> = {},
): QuestionLimit {
  const perCustomer = new SlotLimiter({ db, ...options, keyPrefix: 'question-uid', ...LIMITS.questionsPerCustomer });
  const perProduct = new SlotLimiter({ db, ...options, keyPrefix: 'question-product', ...LIMITS.questionsPerProduct });
  return {
    async take(uid, productId) {
      const customerSlot = await takeOrRefuse(perCustomer, uid, QUESTION_MSG.tooManyQuestions);
      try {
        const productSlot = await takeOrRefuse(
          perProduct,
          `${uid}:${productId}`,
          QUESTION_MSG.tooManyQuestionsOnProduct,
        );
        return { customerSlot, productSlot };
      } catch (refusal) {
        // Nothing is asked, so the day's point goes back.
        await giveBack(perCustomer.release(customerSlot));
        throw refusal;
      }
    },
    async giveBack({ customerSlot, productSlot }) {
      await Promise.all([giveBack(perCustomer.release(customerSlot)), giveBack(perProduct.release(productSlot))]);
    },
  };
}
