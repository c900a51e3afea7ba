/** The questions endpoints: a product's answered questions, asking one, and the admin's moderation. */
import { productsCol, questionsCol } from '../../data/collections.js';
import { auditActor } from '../../data/audit-log.js';
import { readNewestFirstPage } from '../../data/newest-first-page.js';
import { answeredQuestionPage } from '../../data/question-reads.js';
import { ADMIN_ROWS_PAGE_SIZE } from '../../shared/constants.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import { API_MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { notFound } from '../../http-error.js';
import { firestoreQuestionLimit, type QuestionLimit } from '../limits/question-limit.js';
import { firestoreSearchLimit, type SearchLimit } from '../limits/search-limit.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { shopMailContext } from '../users/account-mail.js';
import { answerQuestion, setQuestionHidden, storeQuestion, toAdminQuestion } from './question-writes.js';

type QuestionEndpoint =
  'productQuestions' | 'askQuestion' | 'adminQuestions' | 'answerQuestion' | 'hideQuestion' | 'unhideQuestion';

export function questionHandlers(
  ctx: ApiContext,
  searchLimit: SearchLimit = firestoreSearchLimit(ctx.db),
  questionLimit: QuestionLimit = firestoreQuestionLimit(ctx.db),
): EndpointHandlers<QuestionEndpoint> {
  const { db } = ctx;
  return {
    productQuestions: async ({ params, query: { after }, req }) => {
      await searchLimit.consume(req);
      const product = (await productsCol(db).doc(params.id).get()).data();
      if (!product || (product.status ?? 'published') !== 'published') throw notFound(API_MSG.productNotFound);
      return answeredQuestionPage(db, params.id, after);
    },

    // The limits are taken first, so a burst is counted before any read; an unknown product gives them back.
    askQuestion: async ({ params, body, user }) => {
      const taken = await questionLimit.take(user.uid, params.id);
      const id = await storeQuestion(db, params.id, { uid: user.uid, name: user.name }, body.text);
      if (id === null) {
        await questionLimit.giveBack(taken);
        throw notFound(API_MSG.productNotFound);
      }
      return { _id: id, status: 'pending' as const };
    },

    adminQuestions: async ({ query: { status, after } }) => {
      // Index: status, createdAt desc (firestore.indexes.json).
      const list = questionsCol(db).where('status', '==', status);
      const page = await readNewestFirstPage(list, 'createdAt', after, ADMIN_ROWS_PAGE_SIZE);
      const productIds = [...new Set(page.docs.map((doc) => doc.data().productId))];
      const products = new Map<string, ProductDoc | undefined>(
        productIds.length === 0
          ? []
          : (await db.getAll(...productIds.map((id) => productsCol(db).doc(id)))).map((snap) => [
              snap.id,
              snap.data() as ProductDoc | undefined,
            ]),
      );
      return {
        questions: page.docs.map((doc) => toAdminQuestion(doc.id, doc.data(), products.get(doc.data().productId))),
        nextCursor: page.nextCursor,
      };
    },

    answerQuestion: async ({ params, body, user }) =>
      answerQuestion(db, params.id, body.text, auditActor(user), await shopMailContext(ctx)),

    hideQuestion: async ({ params, user }) => setQuestionHidden(db, params.id, true, auditActor(user)),

    unhideQuestion: async ({ params, user }) => setQuestionHidden(db, params.id, false, auditActor(user)),
  };
}
