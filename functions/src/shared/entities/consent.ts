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
