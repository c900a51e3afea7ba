/**
 * The account emails: where their links lead, which language they are in, and their queueing
 * (docs/decisions/0021-email-and-accounts.md).
 */
import type { Request } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { usersCol } from '../../data/collections.js';
import { readShopSettings } from '../../data/shop-settings.js';
import type { MailMessage } from '../../mail/mail-doc.js';
import { queueMail } from '../../mail/queue-mail.js';
import { mailLanguage, type MailLanguage, type ShopMailContext } from '../../mail/templates/email-parts.js';
import { languageFromCookies, type Language } from '../../shared/languages.js';
import type { ApiContext } from '../context.js';
import { oobCodeOf } from './action-codes.js';

/** The shop's pages that take an emailed code (web/src/config/paths.ts names them too). */
export const ACTION_PAGES = { resetPassword: '/reset-password', verifyEmail: '/verify-email' } as const;

export const shopActionLink = (ctx: ApiContext, page: keyof typeof ACTION_PAGES, generatedLink: string) =>
  `${ctx.shopOrigin()}${ACTION_PAGES[page]}?oobCode=${encodeURIComponent(oobCodeOf(generatedLink))}`;

export async function shopMailContext(ctx: ApiContext): Promise<ShopMailContext> {
  return { shopName: (await readShopSettings(ctx.db)).shopName, origin: ctx.shopOrigin() };
}

/** Firestore's gRPC status for a missing document. */
const NOT_FOUND = 5;

/** The site language of the request (the language cookie, which Hosting forwards to /api). */
export const requestLanguage = (req: Request): Language => languageFromCookies(req.headers.cookie);

/** Remembers the customer's language for the emails that come later (order emails read it). */
export async function recordLanguage(ctx: ApiContext, uid: string, req: Request): Promise<void> {
  // Only on an existing users document: a merge would create a document holding nothing but the
  // language for an account made outside the API, which then never gets its real one on first use.
  try {
    await usersCol(ctx.db)
      .doc(uid)
      .update({ language: requestLanguage(req) });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
}

export async function storedLanguage(ctx: ApiContext, uid: string): Promise<MailLanguage> {
  return mailLanguage((await usersCol(ctx.db).doc(uid).get()).data()?.language);
}

export async function queueAccountMail(
  ctx: ApiContext,
  to: string,
  template: string,
  message: MailMessage,
  tx?: Transaction,
): Promise<void> {
  await queueMail(ctx.db, { to, message, template: { name: template, data: {} } }, { tx });
}
