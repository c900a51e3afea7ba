/** The account calls of spec section 7; each answers the user info the session keeps. */
import type { ProfileInfo, UserInfo } from '@shared/entities';
import { api } from '../../lib/api-client';

export const signinRequest = (body: { email: string; password: string }) => api.post<UserInfo>('/users/signin', body);

export const signupRequest = (body: { name: string; email: string; password: string }) =>
  api.post<UserInfo>('/users/signup', body);

/** Email and password changes need `currentPassword`; the answer carries no new session (sign in again). */
export const updateProfileRequest = (body: {
  name: string;
  email: string;
  password?: string;
  currentPassword?: string;
}) => api.put<ProfileInfo>('/users/profile', body, { auth: true });
