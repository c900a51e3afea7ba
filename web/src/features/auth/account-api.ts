/** The account calls of spec section 7, by endpoint name; each answers the user info the session keeps. */
import type { BodyInput } from '@shared/api-contract';
import { callApi } from '@/lib/api-client';

export const signinRequest = (body: BodyInput<'signin'>) => callApi('signin', { body });

export const signupRequest = (body: BodyInput<'signup'>) => callApi('signup', { body });

/** Email and password changes need `currentPassword`; the answer carries no new session (sign in again). */
export const updateProfileRequest = (body: BodyInput<'updateProfile'>) => callApi('updateProfile', { body });
