/** The account calls of spec section 7; each answers the user info the session keeps. */
import type { UserInfo } from '@shared/entities';
import { api } from '../../lib/api-client';

export const signinRequest = (body: { email: string; password: string }) => api.post<UserInfo>('/users/signin', body);

export const signupRequest = (body: { name: string; email: string; password: string }) =>
  api.post<UserInfo>('/users/signup', body);

export const updateProfileRequest = (body: { name: string; email: string; password?: string }) =>
  api.put<UserInfo>('/users/profile', body, { auth: true });
