import type { RulesTestContext, RulesTestEnvironment, TokenOptions } from '@firebase/rules-unit-testing';

/**
 * Who makes a request. The owner and the other customer are both plain customers. The demoted admin
 * holds an ID token issued before their demotion: it still carries the `admin` claim, which Firestore
 * cannot revoke (docs/decisions/0005-roles-custom-claims.md).
 */
export const ACTORS = ['signedOut', 'owner', 'otherCustomer', 'admin', 'demotedAdmin'] as const;
export type Actor = (typeof ACTORS)[number];

export const ACTOR_LABELS: Record<Actor, string> = {
  signedOut: 'signed out visitor',
  owner: 'customer who owns the data',
  otherCustomer: 'another customer',
  admin: 'admin',
  demotedAdmin: 'demoted admin whose token still claims admin',
};

export const OWNER_UID = 'alice-uid';
export const OTHER_CUSTOMER_UID = 'bob-uid';
export const ADMIN_UID = 'admin-uid';
export const DEMOTED_ADMIN_UID = 'demoted-admin-uid';

/** Exactly what functions set on an admin: the boolean custom claim `admin`. */
export const ADMIN_CLAIMS: TokenOptions = { admin: true };

export function contextFor(testEnv: RulesTestEnvironment, actor: Actor): RulesTestContext {
  switch (actor) {
    case 'signedOut':
      return testEnv.unauthenticatedContext();
    case 'owner':
      return testEnv.authenticatedContext(OWNER_UID, { email: 'alice@example.com' });
    case 'otherCustomer':
      return testEnv.authenticatedContext(OTHER_CUSTOMER_UID, { email: 'bob@example.com' });
    case 'admin':
      return testEnv.authenticatedContext(ADMIN_UID, { email: 'admin@example.com', ...ADMIN_CLAIMS });
    case 'demotedAdmin':
      return testEnv.authenticatedContext(DEMOTED_ADMIN_UID, { email: 'demoted@example.com', ...ADMIN_CLAIMS });
  }
}
