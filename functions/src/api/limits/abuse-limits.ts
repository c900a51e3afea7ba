/**
 * The shop's abuse limits (docs/decisions/0013-abuse-limits.md): failed sign-ins per account and per
 * client IP, sign-ups per client IP. Counts live in Firestore as slot documents shared by every
 * function instance; a limit that cannot be counted refuses (docs/decisions/0030-limits-hold-or-refuse.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { API_MSG } from '../../shared/messages.js';
import { ACCOUNT_MSG } from '../../shared/screen-messages.js';
import { tooManyRequests } from '../../http-error.js';
import { LimitStoreFailure, SlotLimiter, type SlotTake, type TakenSlot } from '../../limits/slot-limiter.js';
import { SEARCHES_PER_CLIENT } from '../../limits/search-counter.js';
import { STORE_FAILURE_RETRY_AFTER_MS } from '../../limits/limiter-options.js';
import { QUESTIONS_PER_DAY, QUESTIONS_PER_PRODUCT_PER_DAY } from '../../shared/entities/question.js';

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
  /**
   * Orders a customer cancels per hour. Each cancel sends an email, and with at most
   * MAX_UNPAID_ORDERS unpaid orders a new placement needs a cancel or a payment, so this also
   * bounds placements (and their emails) to a few an hour; a real buyer cancels one or two.
   */
  customerCancelsPerAccount: { points: 10, duration: 60 * MINUTE },
  /**
   * Placements a customer attempts per hour, whatever their outcome (a replay by Idempotency-Key and
   * a refused one count too). The unpaid caps bound the stock an account holds at once; this bounds
   * how fast it can cycle placements, paid ones included, and the emails they send. A buyer places
   * one or two orders and may retry a few refused ones.
   */
  customerPlacementsPerAccount: { points: 30, duration: 60 * MINUTE },
  /** Questions a customer asks in any 24 hours, about one product and in all (question-limit.ts). */
  questionsPerProduct: { points: QUESTIONS_PER_PRODUCT_PER_DAY, duration: 24 * 60 * MINUTE },
  questionsPerCustomer: { points: QUESTIONS_PER_DAY, duration: 24 * 60 * MINUTE },
  /** Guest checkout: orders placed without an account per phone, per client and per email (docs/decisions/0104-guest-checkout.md). */
  guestOrdersPerPhone: { points: 3, duration: 60 * MINUTE },
  guestOrdersPerClient: { points: 10, duration: 60 * MINUTE },
  guestOrdersPerEmail: { points: 3, duration: 60 * MINUTE },
} as const;

/** A password check paid for: a correct password gives it back (`passwordCheckSucceeded`). */
export interface PasswordCheck {
  email: string;
  clientSlot: TakenSlot;
}

export interface AbuseLimits {
  /**
   * Takes one password check from the client's and the account's budgets before the password is
   * tried, so a burst of concurrent guesses gets at most the budget's worth of checks; throws 429
   * (nothing taken) while either budget is spent or the store cannot say.
   */
  takePasswordCheck(email: string, client: string): Promise<PasswordCheck>;
  /** A correct password gives the check back: the account's failures are cleared, the client's point refunded. */
  passwordCheckSucceeded(check: PasswordCheck): Promise<void>;
  /** Counts a sign-up attempt; throws 429 when the client has made too many or the store cannot say. */
  consumeSignup(client: string): Promise<void>;
  /** Counts an account email asked for `email` by `client`; throws 429 when either has had too many. */
  consumeAccountEmail(email: string, client: string): Promise<void>;
}

export interface AbuseLimitsOptions {
  /** The clock the windows are measured with (tests move it instead of waiting). */
  now?: () => number;
  /** How long a request waits for the store before it is refused (tests shorten it). */
  storeDeadlineMs?: number;
}

/**
 * Takes one point, or throws 429 with `message`: when the budget is spent (Retry-After: when a
 * point frees) and when the store fails or answers late (Retry-After: STORE_FAILURE_RETRY_AFTER_MS).
 * A limit that cannot be counted refuses; it never falls back to a count of its own instance.
 */
export async function takeOrRefuse(limiter: SlotLimiter, key: string, message: string): Promise<TakenSlot> {
  let take: SlotTake;
  try {
    take = await limiter.take(key);
  } catch (error) {
    if (!(error instanceof LimitStoreFailure)) throw error;
    logger.warn('A limit refused because its store failed', { error: error.message });
    throw tooManyRequests(message, STORE_FAILURE_RETRY_AFTER_MS);
  }
  if (!take.allowed) throw tooManyRequests(message, take.msBeforeNext);
  return take.slot;
}

/** Gives points back on a best-effort basis: a refund the store misses costs a point, nothing more. */
export async function giveBack(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof LimitStoreFailure)) throw error;
    logger.warn('A limit could not give a point back', { error: error.message });
  }
}

export function firestoreAbuseLimits(db: Firestore, { now, storeDeadlineMs }: AbuseLimitsOptions = {}): AbuseLimits {
  const store = { db, now, deadlineMs: storeDeadlineMs };
  const perAccount = new SlotLimiter({ ...store, keyPrefix: 'signin-account', ...LIMITS.signinFailuresPerAccount });
  const perClient = new SlotLimiter({ ...store, keyPrefix: 'signin-ip', ...LIMITS.signinFailuresPerIp });
  const signups = new SlotLimiter({ ...store, keyPrefix: 'signup-ip', ...LIMITS.signupsPerIp });
  const accountKey = (email: string) => email.trim().toLowerCase();
  const emailsPerAddress = new SlotLimiter({
    ...store,
    keyPrefix: 'account-email',
    ...LIMITS.accountEmailsPerAddress,
  });
  const emailsPerClient = new SlotLimiter({ ...store, keyPrefix: 'account-email-ip', ...LIMITS.accountEmailsPerIp });

  return {
    async takePasswordCheck(email, client) {
      const clientSlot = await takeOrRefuse(perClient, client, API_MSG.tooManySigninFailures);
      try {
        await takeOrRefuse(perAccount, accountKey(email), API_MSG.tooManySigninFailures);
      } catch (refusal) {
        // No password is checked, so the client's point goes back.
        await giveBack(perClient.release(clientSlot));
        throw refusal;
      }
      return { email, clientSlot };
    },
    async passwordCheckSucceeded({ email, clientSlot }) {
      await Promise.all([giveBack(perAccount.clear(accountKey(email))), giveBack(perClient.release(clientSlot))]);
    },
    async consumeSignup(client) {
      await takeOrRefuse(signups, client, API_MSG.tooManySignups);
    },
    async consumeAccountEmail(email, client) {
      await takeOrRefuse(emailsPerClient, client, ACCOUNT_MSG.tooManyAccountEmails);
      await takeOrRefuse(emailsPerAddress, accountKey(email), ACCOUNT_MSG.tooManyAccountEmails);
    },
  };
}
