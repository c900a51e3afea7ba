/**
 * The shop's abuse limits (docs/decisions/0013-abuse-limits.md): failed sign-ins per account and per
 * client IP, sign-ups per client IP. Counts live in Firestore, shared by every function instance.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { API_MSG } from '../../shared/messages.js';
import { tooManyRequests } from '../../http-error.js';
import { FirestoreRateLimiter } from './firestore-rate-limiter.js';

const MINUTE = 60;

export const LIMITS = {
  /** Failed password checks per account (sign-in and the profile's current password). */
  signinFailuresPerAccount: { points: 5, duration: 15 * MINUTE },
  /** Failed password checks per client IP, whatever the account (password spraying). */
  signinFailuresPerIp: { points: 20, duration: 15 * MINUTE },
  /** Accounts created per client IP. */
  signupsPerIp: { points: 10, duration: 60 * MINUTE },
  /**
   * Searches and suggestions per client IP (search-limit.ts). A shopper typing makes about one
   * suggestion a second; the room above that is for shoppers sharing a carrier-grade NAT.
   */
  searchesPerIp: { points: 120, duration: MINUTE },
} as const;

export interface AbuseLimits {
  /** Throws 429 while the account or the IP is locked out, before any password is checked. */
  assertPasswordCheckAllowed(email: string, ip: string): Promise<void>;
  recordPasswordFailure(email: string, ip: string): Promise<void>;
  /** A correct password clears the account's failures (not the IP's). */
  recordPasswordSuccess(email: string): Promise<void>;
  /** Counts a sign-up attempt; throws 429 when the IP has made too many. */
  consumeSignup(ip: string): Promise<void>;
}

const isLocked = (res: RateLimiterRes | null, points: number) => res !== null && res.consumedPoints >= points;

export function firestoreAbuseLimits(db: Firestore): AbuseLimits {
  const perAccount = new FirestoreRateLimiter({ db, keyPrefix: 'signin-account', ...LIMITS.signinFailuresPerAccount });
  const perIp = new FirestoreRateLimiter({ db, keyPrefix: 'signin-ip', ...LIMITS.signinFailuresPerIp });
  const signups = new FirestoreRateLimiter({ db, keyPrefix: 'signup-ip', ...LIMITS.signupsPerIp });
  const accountKey = (email: string) => email.trim().toLowerCase();

  return {
    async assertPasswordCheckAllowed(email, ip) {
      const [account, address] = await Promise.all([perAccount.get(accountKey(email)), perIp.get(ip)]);
      const locked = [
        isLocked(account, perAccount.points) ? account : null,
        isLocked(address, perIp.points) ? address : null,
      ].filter((res): res is RateLimiterRes => res !== null);
      if (locked.length > 0) {
        throw tooManyRequests(API_MSG.tooManySigninFailures, Math.max(...locked.map((res) => res.msBeforeNext)));
      }
    },
    async recordPasswordFailure(email, ip) {
      await Promise.all([perAccount.penalty(accountKey(email)), perIp.penalty(ip)]);
    },
    async recordPasswordSuccess(email) {
      await perAccount.delete(accountKey(email));
    },
    async consumeSignup(ip) {
      try {
        await signups.consume(ip);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        throw tooManyRequests(API_MSG.tooManySignups, (rejection as RateLimiterRes).msBeforeNext);
      }
    },
  };
}
