/**
 * The writes of questions (docs/decisions/0098-questions-and-answers.md): a customer asks, an admin
 * answers, hides or shows one again. Each admin write is one transaction with its audit entry, and
 * the first answer queues the asker's email in that same transaction, so it is sent exactly once.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { productsCol, questionsCol, usersCol } from '../../data/collections.js';
import { writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import { queueMail } from '../../mail/queue-mail.js';
import { mailLanguage, type ShopMailContext } from '../../mail/templates/email-parts.js';
import { productUrl, questionAnsweredEmail } from '../../mail/templates/question-answered.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import type { AdminQuestion, QuestionDoc, QuestionStatus } from '../../shared/entities/question.js';
import { QUESTION_MSG } from '../../shared/screen-messages.js';
import { notFound } from '../../http-error.js';

export interface Asker {
  uid: string;
  /** The account's public name (shared/public-name.ts), as reviews show it. */
  name: string;
}

const isPublished = (product: ProductDoc | undefined): product is ProductDoc =>
  product !== undefined && (product.status ?? 'published') === 'published';

/** Stores a pending question; null when the product is unknown or a draft (nothing is stored). */
export async function storeQuestion(
  db: Firestore,
  productId: string,
  asker: Asker,
  text: string,
): Promise<string | null> {
  const product = (await productsCol(db).doc(productId).get()).data();
  if (!isPublished(product)) return null;
  const question: QuestionDoc = {
    productId,
    text,
    status: 'pending',
    askerUid: asker.uid,
    name: asker.name,
    createdAt: new Date().toISOString(),
    answer: null,
    firstAnsweredAt: null,
  };
  const ref = questionsCol(db).doc();
  await ref.create(question);
  return ref.id;
}

/** A question as the admin's list shows it, with its product's name and slug (null once deleted). */
export function toAdminQuestion(id: string, doc: QuestionDoc, product: ProductDoc | undefined): AdminQuestion {
  return {
    _id: id,
    text: doc.text,
    status: doc.status,
    createdAt: doc.createdAt,
    answer: doc.answer,
    product: product ? { _id: doc.productId, name: product.name, slug: product.slug } : null,
    asker: { uid: doc.askerUid, name: doc.name },
  };
}

/** What an audit entry names a question by: its first words. */
const auditLabel = (doc: QuestionDoc) => (doc.text.length > 60 ? `${doc.text.slice(0, 59)}…` : doc.text);

async function readQuestion(tx: Transaction, db: Firestore, id: string) {
  const ref = questionsCol(db).doc(id);
  const doc = (await tx.get(ref)).data();
  if (!doc) throw notFound(QUESTION_MSG.questionNotFound);
  const product = (await tx.get(productsCol(db).doc(doc.productId))).data();
  return { ref, doc, product };
}

/**
 * Sets or edits the answer. A pending question becomes answered; a hidden one stays hidden (hiding
 * is moderation, undone only by unhide). The first answer emails the asker, in their language, with
 * the product's link; an edit emails nobody.
 */
export async function answerQuestion(
  db: Firestore,
  id: string,
  text: string,
  actor: AuditActor,
  shop: ShopMailContext,
): Promise<AdminQuestion> {
  return runTransaction(db, async (tx) => {
    const { ref, doc, product } = await readQuestion(tx, db, id);
    const firstAnswer = doc.firstAnsweredAt === null;
    const asker = firstAnswer ? (await tx.get(usersCol(db).doc(doc.askerUid))).data() : undefined;
    const at = new Date().toISOString();
    const status: QuestionStatus = doc.status === 'hidden' ? 'hidden' : 'answered';
    const after: QuestionDoc = { ...doc, status, answer: { text, at }, firstAnsweredAt: doc.firstAnsweredAt ?? at };
    tx.set(ref, after);
    writeAudit(tx, db, {
      action: 'question.answer',
      actor,
      target: { id, label: auditLabel(doc) },
      changes: {
        answer: { before: doc.answer?.text ?? null, after: text },
        ...(status !== doc.status && { status: { before: doc.status, after: status } }),
      },
    });
    if (firstAnswer && asker?.email && product) {
      const message = questionAnsweredEmail(mailLanguage(asker.language), shop, {
        productName: product.name,
        productSlug: product.slug,
        question: doc.text,
        answer: text,
      });
      const data = { questionId: id, productUrl: productUrl(shop, product.slug) };
      await queueMail(db, { to: asker.email, message, template: { name: 'questionAnswered', data } }, { tx });
    }
    return toAdminQuestion(id, after, product);
  });
}

/** Hides a question from the product page, or shows it again: answered when it has an answer, else pending. */
export async function setQuestionHidden(
  db: Firestore,
  id: string,
  hidden: boolean,
  actor: AuditActor,
): Promise<AdminQuestion> {
  return runTransaction(db, async (tx) => {
    const { ref, doc, product } = await readQuestion(tx, db, id);
    const shown: QuestionStatus = doc.answer ? 'answered' : 'pending';
    const status: QuestionStatus = hidden ? 'hidden' : doc.status === 'hidden' ? shown : doc.status;
    const after: QuestionDoc = { ...doc, status };
    if (status !== doc.status) {
      tx.set(ref, after);
      writeAudit(tx, db, {
        action: hidden ? 'question.hide' : 'question.unhide',
        actor,
        target: { id, label: auditLabel(doc) },
        changes: { status: { before: doc.status, after: status } },
      });
    }
    return toAdminQuestion(id, after, product);
  });
}
