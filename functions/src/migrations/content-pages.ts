/**
 * Seed and migration (ADR 0108): the eight template pages an existing shop lacks, published, as
 * `isTemplate` so the admin list asks the owner to adapt them. Keyed by slug: a page the shop
 * already has under that slug (seeded, or its own) is left alone, so a second run writes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { pagesCol } from '../data/page-collections.js';
import { runTransaction } from '../data/run-transaction.js';
import type { ContentPageDoc } from '../shared/entities/content-page.js';
import { PAGE_TEMPLATES } from '../shared/page-templates.js';

export async function seedContentPages(db: Firestore, now: Date = new Date()): Promise<number> {
  let written = 0;
  for (const template of PAGE_TEMPLATES) {
    const created = await runTransaction(db, async (tx) => {
      const taken = await tx.get(pagesCol(db).where('slug', '==', template.slug).limit(1));
      if (!taken.empty) return false;
      const at = now.toISOString();
      const page: ContentPageDoc = { ...template, status: 'published', isTemplate: true, createdAt: at, updatedAt: at };
      tx.create(pagesCol(db).doc(template.slug), page);
      return true;
    });
    if (created) written += 1;
  }
  return written;
}
