/** The account calls of spec section 7, by endpoint name; each answers the user info the session keeps. */
import type { BodyInput } from '@shared/api-contract';
import { callApi } from '@/lib/api-client';

export const signinRequest = (body: BodyInput<'signin'>) => callApi('signin', { body });

export const signupRequest = (body: BodyInput<'signup'>) => callApi('signup', { body });

/** Email and password changes need `currentPassword`; the answer carries no new session (sign in again). */
export const updateProfileRequest = (body: BodyInput<'updateProfile'>) => callApi('updateProfile', { body });

/** Forgot password: the same answer whether or not the address has an account. */
export const requestPasswordResetRequest = (body: BodyInput<'requestPasswordReset'>) =>
  callApi('requestPasswordReset', { body });

/** Sets the new password from the emailed code; answers a new session (every other one ended). */
export const resetPasswordRequest = (body: BodyInput<'resetPassword'>) => callApi('resetPassword', { body });

export const sendVerificationEmailRequest = () => callApi('sendVerificationEmail');

/** Applies an emailed verification or email-change code. */
export const applyEmailActionRequest = (body: BodyInput<'applyEmailAction'>) => callApi('applyEmailAction', { body });
