/** The zod schemas of the content pages' admin writes (docs/decisions/0108-content-pages.md). */
import { z } from './zod.js';
import {
  PAGE_BODY_MAX_LENGTH,
  PAGE_SLUG_MAX_LENGTH,
  PAGE_SLUG_PATTERN,
  PAGE_STATUSES,
  PAGE_TITLE_MAX_LENGTH,
} from './entities/content-page.js';

const pageTitle = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title is required')
  .max(PAGE_TITLE_MAX_LENGTH, `title must be at most ${PAGE_TITLE_MAX_LENGTH} characters`);
const pageBody = z
  .string({ error: 'body is required' })
  .max(PAGE_BODY_MAX_LENGTH, `body must be at most ${PAGE_BODY_MAX_LENGTH} characters`);

export const pageSaveSchema = z.object({
  slug: z
    .string({ error: 'slug is required' })
    .trim()
    .max(PAGE_SLUG_MAX_LENGTH, `slug must be at most ${PAGE_SLUG_MAX_LENGTH} characters`)
    .regex(PAGE_SLUG_PATTERN, 'slug may only hold a–z, 0–9 and hyphens between them'),
  title: pageTitle,
  body: pageBody,
  /** Both or neither: an English title with an empty body shows nothing to English readers. */
  en: z.object({ title: pageTitle, body: pageBody }).optional(),
  status: z.enum(PAGE_STATUSES, { error: `status must be one of ${PAGE_STATUSES.join(', ')}` }),
});
export type PageSaveInput = z.output<typeof pageSaveSchema>;

/** An edit names the version it was made on (`updatedAt`), as the vouchers' and products' do. */
export const pageUpdateSchema = pageSaveSchema.extend({ updatedAt: z.string({ error: 'updatedAt is required' }) });
export type PageUpdateInput = z.output<typeof pageUpdateSchema>;
