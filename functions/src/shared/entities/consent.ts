/**
 * `consents/{id}`: one visitor's choice of what their data may serve (Law 91/2025/QH15 asks for an
 * opt-in before analytics or advertising), appended on every choice and never changed, so the shop
 * can show what was agreed when (docs/privacy-and-consent.md, docs/decisions/0109-consent-store.md).
 */

/** What a visitor chooses; necessary cookies (the cart, the sign-in, the choice itself) need no consent. */
export interface ChosenPurposes {
  analytics: boolean;
  marketing: boolean;
}

/** As stored: `necessary` is always true, so a record reads whole without knowing that rule. */
export interface ConsentPurposes extends ChosenPurposes {
  necessary: true;
}

export interface ConsentDoc {
  /** The random id of the browser, kept in its first-party cookie. */
  anonId: string;
  /** The account signed in when the choice was made, else null. */
  uid: string | null;
  purposes: ConsentPurposes;
  /** The shop's `consentVersion` the visitor answered; a newer one asks again. */
  version: string;
  /** ISO-8601 UTC. */
  at: string;
}

/** What GET /api/consents/current answers: the latest choice, without the account it names. */
export interface ConsentChoice {
  purposes: ConsentPurposes;
  version: string;
  at: string;
}

/** Where a phone's Zalo choice was made: the guest checkout's box, or the profile's switch. */
export type ZaloConsentSource = 'checkout' | 'profile';

/**
 * A phone's opt-in to (or withdrawal from) order news by Zalo, in the same `consents` store: the
 * purposes say `zaloMessages`, and the fields the message sender reads (phone, channel, granted,
 * textVersion, source) are kept as they were recorded, so the record reads whole on its own.
 */
export interface ZaloConsentDoc {
  /** Null: the choice belongs to the phone; a browser's own choice is read by `anonId` and must not meet it. */
  anonId: null;
  /** The account whose profile switch made it, else null (a guest's checkout box). */
  uid: string | null;
  purposes: ConsentPurposes & { zaloMessages: boolean };
  /** The wording the person saw, as `textVersion`. */
  version: string;
  /** ISO-8601 UTC. */
  at: string;
  /** E.164. */
  phone: string;
  channel: 'zalo';
  granted: boolean;
  textVersion: string;
  source: ZaloConsentSource;
}

/** A Zalo choice as the message sender records it; the rest of its `consents` document follows from it. */
export interface ZaloChoice {
  phone: string;
  granted: boolean;
  at: string;
  textVersion: string;
  source: ZaloConsentSource;
  uid: string | null;
}
