/**
 * The admin's content page writes (docs/decisions/0108-content-pages.md): each in a transaction with
 * its audit entry; a slug belongs to one page; a save names the version it was made on.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { pagesCol } from '../../data/page-collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { nextVersion } from '../../data/version.js';
import type { ContentPage, ContentPageDoc } from '../../shared/entities/content-page.js';
import { PAGE_MSG } from '../../shared/page-messages.js';
import type { PageSaveInput, PageUpdateInput } from '../../shared/page-schemas.js';
import { conflict, notFound } from '../../http-error.js';

/** The fields an admin edits, compared for the audit log. */
const EDITABLE_FIELDS = ['slug', 'title', 'body', 'en', 'status'] as const satisfies readonly (keyof ContentPageDoc)[];

async function refuseTakenSlug(tx: Transaction, db: Firestore, slug: string, ownId: string | null): Promise<void> {
  const same = await tx.get(pagesCol(db).where('slug', '==', slug).limit(2));
  if (same.docs.some((doc) => doc.id !== ownId)) throw conflict(PAGE_MSG.slugTaken);
}

export async function createPage(db: Firestore, input: PageSaveInput, actor: AuditActor): Promise<ContentPage> {
  const ref = pagesCol(db).doc();
  return runTransaction(db, async (tx) => {
    await refuseTakenSlug(tx, db, input.slug, null);
    const now = new Date().toISOString();
    const page: ContentPageDoc = { ...input, isTemplate: false, createdAt: now, updatedAt: now };
    tx.create(ref, page);
    writeAudit(tx, db, {
      action: 'page.create',
      actor,
      target: { id: ref.id, label: input.slug },
      changes: changedFields<ContentPageDoc>(null, page, EDITABLE_FIELDS),
    });
    return { ...page, _id: ref.id };
  });
}

/** A saved template is the owner's page from then on: it no longer says "adapt it". */
export async function updatePage(
  db: Firestore,
  id: string,
  input: PageUpdateInput,
  actor: AuditActor,
): Promise<ContentPage> {
  const ref = pagesCol(db).doc(id);
  const { updatedAt: loadedVersion, en, ...fields } = input;
  return runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(PAGE_MSG.pageNotFound);
    if (current.updatedAt !== loadedVersion) throw conflict(PAGE_MSG.pageChanged, 'RECORD_CHANGED');
    if (fields.slug !== current.slug) await refuseTakenSlug(tx, db, fields.slug, id);
    const { en: _previousEnglish, ...kept } = current;
    const next: ContentPageDoc = {
      ...kept,
      ...fields,
      ...(en && { en }),
      isTemplate: false,
      updatedAt: nextVersion(current.updatedAt),
    };
    tx.set(ref, next);
    writeAudit(tx, db, {
      action: 'page.update',
      actor,
      target: { id, label: next.slug },
      changes: changedFields<ContentPageDoc>(current, next, EDITABLE_FIELDS),
    });
    return { ...next, _id: id };
  });
}

export async function deletePage(db: Firestore, id: string, actor: AuditActor): Promise<void> {
  const ref = pagesCol(db).doc(id);
  await runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(PAGE_MSG.pageNotFound);
    tx.delete(ref);
    writeAudit(tx, db, {
      action: 'page.delete',
      actor,
      target: { id, label: current.slug },
      changes: changedFields<ContentPageDoc>(current, null, EDITABLE_FIELDS),
    });
  });
}
