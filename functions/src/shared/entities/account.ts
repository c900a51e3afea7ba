/**
 * Customer accounts: the user document, what sign-in and a profile update return, and the address
 * book. Dates are ISO-8601 strings (docs/decisions/0004-dates-as-iso-strings.md).
 */
import type { Language } from '../languages.js';
import type { ShippingAddress } from './order.js';

export interface UserDoc {
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: string;
  /** Bumped on every change; the admin edit form sends it back (optimistic concurrency). Missing on older documents. */
  updatedAt?: string;
  /**
   * The site language the customer last used with the API (sign-up, sign-in, profile, password reset):
   * the language of their emails. Missing reads as the site's default, whose emails are Vietnamese
   * (docs/decisions/0021-email-and-accounts.md).
   */
  language?: Language;
  /**
   * What the admin table's search box finds this document by (shared/admin-search.ts), written with
   * every change of what it is built from; server-only, never in an API answer. Missing on documents
   * written before the search boxes until `npm run migrate` fills it.
   */
  searchKeys?: string[];
  /**
   * The phone verified by a one-time code on the profile (E.164), and when: what claiming guest
   * orders matches (docs/decisions/0112-claiming-guest-orders.md). Missing until verified.
   */
  phone?: string;
  phoneVerifiedAt?: string;
}
/** `updatedAt` is always present over the API (createdAt for documents never changed). */
export type User = Omit<UserDoc, 'updatedAt' | 'searchKeys'> & { _id: string; updatedAt: string };

/** What sign-in and sign-up return, and (without customToken) what the client keeps as userInfo. */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** A short-lived (one hour) ID token. */
  token: string;
  /**
   * Lets the web client open a Firebase Auth session (token refresh, Firestore reads under rules).
   * Minted only after a password check (sign-in, sign-up), never by a profile update.
   */
  customToken: string;
  /** Whether the account's email address is verified (docs/decisions/0021-email-and-accounts.md). */
  emailVerified?: boolean;
}

/** What a profile update returns: no new long-lived credential (docs/decisions/0012-security-hardening.md). */
export type ProfileInfo = Omit<UserInfo, 'customToken'> & {
  /** The address an email change waits to be confirmed at: nothing changes until its link is opened. */
  pendingEmail?: string;
};

/**
 * A saved address of a customer's address book, in `users/{uid}/addresses/{id}` (functions only).
 * Orders copy the address they ship to, so changing the book never changes an order.
 */
export interface SavedAddressDoc {
  address: ShippingAddress & { phone: string; province: string; ward: string };
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}
export type SavedAddress = SavedAddressDoc & { _id: string };
