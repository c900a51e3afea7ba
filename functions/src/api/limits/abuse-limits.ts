/**
 * The shop's abuse limits (docs/decisions/0013-abuse-limits.md): failed sign-ins per account and per
 * client IP, sign-ups per client IP. Counts live in Firestore, shared by every function instance.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { API_MSG } from '../../shared/messages.js';
import { ACCOUNT_MSG } from '../../shared/screen-messages.js';
import { tooManyRequests } from '../../http-error.js';
import { FirestoreRateLimiter } from '../../limits/firestore-rate-limiter.js';
import { SEARCHES_PER_CLIENT } from '../../limits/search-counter.js';

const MINUTE = 60;

export const LIMITS = {
  /** Failed password checks per account (sign-in and the profile's current password); a check is taken before trying. */
  signinFailuresPerAccount: { points: 5, duration: 15 * MINUTE },
  /** Failed password checks per client IP, whatever the account (password spraying). */
  signinFailuresPerIp: { points: 20, duration: 15 * MINUTE },
  /** Accounts created per client IP. */
  signupsPerIp: { points: 10, duration: 60 * MINUTE },
  /** Searches and suggestions per client IP, the server-rendered search page's too (limits/search-counter.ts). */
  searchesPerIp: SEARCHES_PER_CLIENT,
  /**
   * Voucher codes tried per customer and per client IP (voucher-check-limit.ts): a shopper tries a
   * code or two; guessing codes needs thousands (docs/decisions/0026-shop-settings-and-vouchers.md).
   */
  voucherChecks: { points: 20, duration: 10 * MINUTE },
  /**
   * Account emails (password reset, verification) per address and per client IP: each one lands in
   * somebody's inbox, so an address gets a few an hour whoever asks (docs/decisions/0021-email-and-accounts.md).
   */
  accountEmailsPerAddress: { points: 3, duration: 60 * MINUTE },
  accountEmailsPerIp: { points: 10, duration: 60 * MINUTE },
} as const;

export interface AbuseLimits {
  /**
   * Takes one password check from the account's and the client's budgets before the password is
   * tried, so a burst of concurrent guesses gets at most the budget's worth of checks; throws 429
   * (nothing taken) while either budget is spent.
   */
  takePasswordCheck(email: string, client: string): Promise<void>;
  /** A correct password gives the check back: the account's failures are cleared, the client's point refunded. */
  passwordCheckSucceeded(email: string, client: string): Promise<void>;
  /** Counts a sign-up attempt; throws 429 when the client has made too many. */
  consumeSignup(client: string): Promise<void>;
  /** Counts an account email asked for `email` by `client`; throws 429 when either has had too many. */
  consumeAccountEmail(email: string, client: string): Promise<void>;
}

export interface AbuseLimitsOptions {
  /** The clock the windows are measured with (tests move it instead of waiting). */
  now?: () => number;
  /** How long a request waits for the store before the in-memory limiter answers (tests shorten it). */
  storeDeadlineMs?: number;
}

/** Consumes one point; resolves when allowed, with the rejection when the budget is spent. */
async function take(limiter: FirestoreRateLimiter, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // The store's own failures reach here only if the in-memory insurance failed too.
    if (rejection instanceof Error) throw rejection;
    return rejection as RateLimiterRes;
  }
}

export function firestoreAbuseLimits(db: Firestore, { now, storeDeadlineMs }: AbuseLimitsOptions = {}): AbuseLimits {
  const perAccount = new FirestoreRateLimiter({
    db,
    now,
    deadlineMs: storeDeadlineMs,
    keyPrefix: 'signin-account',
    ...LIMITS.signinFailuresPerAccount,
  });
  const store = { db, now, deadlineMs: storeDeadlineMs };
  const perClient = new FirestoreRateLimiter({ ...store, keyPrefix: 'signin-ip', ...LIMITS.signinFailuresPerIp });
  const signups = new FirestoreRateLimiter({ ...store, keyPrefix: 'signup-ip', ...LIMITS.signupsPerIp });
  const accountKey = (email: string) => email.trim().toLowerCase();
  const emailsPerAddress = new FirestoreRateLimiter({
    ...store,
    keyPrefix: 'account-email',
    ...LIMITS.accountEmailsPerAddress,
  });
  const emailsPerClient = new FirestoreRateLimiter({
    ...store,
    keyPrefix: 'account-email-ip',
    ...LIMITS.accountEmailsPerIp,
  });

  return {
    async takePasswordCheck(email, client) {
      const clientSpent = await take(perClient, client);
      if (clientSpent) throw tooManyRequests(API_MSG.tooManySigninFailures, clientSpent.msBeforeNext);
      const accountSpent = await take(perAccount, accountKey(email));
      if (accountSpent) {
        // No password is checked, so the client's point goes back.
        await perClient.reward(client, 1);
        throw tooManyRequests(API_MSG.tooManySigninFailures, accountSpent.msBeforeNext);
      }
    },
    async passwordCheckSucceeded(email, client) {
      await Promise.all([perAccount.delete(accountKey(email)), perClient.reward(client, 1)]);
    },
    async consumeSignup(client) {
      const spent = await take(signups, client);
      if (spent) throw tooManyRequests(API_MSG.tooManySignups, spent.msBeforeNext);
    },
    async consumeAccountEmail(email, client) {
      const clientSpent = await take(emailsPerClient, client);
      if (clientSpent) throw tooManyRequests(ACCOUNT_MSG.tooManyAccountEmails, clientSpent.msBeforeNext);
      const addressSpent = await take(emailsPerAddress, accountKey(email));
      if (addressSpent) throw tooManyRequests(ACCOUNT_MSG.tooManyAccountEmails, addressSpent.msBeforeNext);
    },
  };
}
