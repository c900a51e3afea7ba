/**
 * The contract's rows and types for accounts: signing up and in, the profile, passwords, emailed
 * codes and the admin's users (ENDPOINTS in api-contract.ts spreads the rows in, EndpointTypes
 * extends the types): how each is called, who may, and what it takes and answers.
 */
import type { EmailActionResult, EndpointName, EndpointSpec, Message, SavedAs } from './api-contract.js';
import type { ProfileInfo, User, UserInfo } from './entities/account.js';
import type { AdminUserPage } from './entities/admin.js';
import type { adminUsersQuerySchema } from './api-request-schemas.js';
import type {
  emailActionSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signinSchema,
  signupSchema,
  userUpdateSchema,
} from './schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export interface AccountEndpointTypes {
  signup: { body: typeof signupSchema; response: UserInfo };
  signin: { body: typeof signinSchema; response: UserInfo };
  updateProfile: { body: typeof profileUpdateSchema; response: ProfileInfo };
  requestPasswordReset: { body: typeof passwordResetRequestSchema; response: Message };
  resetPassword: { body: typeof passwordResetSchema; response: UserInfo };
  sendVerificationEmail: { response: Message };
  applyEmailAction: { body: typeof emailActionSchema; response: EmailActionResult };
  adminUsers: { query: typeof adminUsersQuerySchema; response: AdminUserPage };
  userById: { response: User };
  updateUser: { body: typeof userUpdateSchema; response: SavedAs<'user', User> };
  deleteUser: { response: Message };
}

export const ACCOUNT_ENDPOINTS = {
  signup: { method: 'POST', path: '/users/signup', auth: 'public', status: 201, errors: [409, 429, 503] },
  signin: {
    method: 'POST',
    path: '/users/signin',
    auth: 'public',
    errors: [401, 403, 429, 503],
    codes: ['INVALID_CREDENTIALS'],
  },
  // INVALID_CREDENTIALS: the current password, missing or wrong, to change the email or the password.
  updateProfile: {
    method: 'PUT',
    path: '/users/profile',
    auth: 'customer',
    errors: [409, 429, 503],
    codes: ['INVALID_CREDENTIALS'],
  },
  /** Forgot password: always the same answer (docs/decisions/0021-email-and-accounts.md). */
  requestPasswordReset: { method: 'POST', path: '/users/password-reset', auth: 'public', errors: [429, 503] },
  /** Sets the new password from the emailed code, ends every other session and signs the customer in. */
  resetPassword: { method: 'POST', path: '/users/password-reset/confirm', auth: 'public', errors: [400, 429, 503] },
  sendVerificationEmail: { method: 'POST', path: '/users/verification-email', auth: 'customer', errors: [409, 429] },
  /** Applies an emailed verification or email-change code. */
  applyEmailAction: { method: 'POST', path: '/users/email-action', auth: 'public', errors: [400, 503] },
  adminUsers: { method: 'GET', path: '/users', auth: 'admin', errors: [] },
  userById: { method: 'GET', path: '/users/:id', auth: 'admin', errors: [404] },
  updateUser: { method: 'PUT', path: '/users/:id', auth: 'admin', errors: [404, 409], codes: ['RECORD_CHANGED'] },
  deleteUser: { method: 'DELETE', path: '/users/:id', auth: 'admin', errors: [404, 409] },
} as const satisfies Rows;
