/**
 * Phone verification on the profile and claiming guest orders: the limits first, before anything is
 * read, then the work (phone-verification.ts, guest-order-claims.ts).
 */
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { firestorePhoneVerificationLimits } from '../limits/phone-verification-limits.js';
import { claimableOrders, claimOrders } from './guest-order-claims.js';
import { requestPhoneCode, verifyPhone } from './phone-verification.js';
import { accountPhone, chooseZaloMessages } from './zalo-messages-choice.js';

type ClaimEndpoint =
  'myPhone' | 'requestPhoneCode' | 'verifyPhone' | 'chooseZaloMessages' | 'claimableOrders' | 'claimOrders';

export function claimHandlers(ctx: ApiContext): EndpointHandlers<ClaimEndpoint> {
  const limits = firestorePhoneVerificationLimits(ctx.db);
  const deps = () => ({ db: ctx.db, secret: ctx.alertTokenSecret() });
  return {
    myPhone: async ({ user }) => accountPhone(ctx.db, user.uid),
    async requestPhoneCode({ body, user, req }) {
      await limits.consumeRequest(req, user.uid, body.phone);
      return requestPhoneCode(deps(), user.uid, body.phone);
    },
    async verifyPhone({ body, user }) {
      await limits.consumeGuess(user.uid);
      return verifyPhone(deps(), user.uid, body);
    },
    chooseZaloMessages: async ({ body, user }) => chooseZaloMessages(ctx.db, user.uid, body.granted),
    claimableOrders: async ({ user }) => claimableOrders(ctx.db, user),
    claimOrders: async ({ body, user }) => claimOrders(ctx.db, user, body.orderIds),
  };
}
