/**
 * Calls to /api. Errors carry the server's `message` when it sent one (spec section 8),
 * otherwise a readable message of our own.
 */
import { env } from '../config/env';
import { STORAGE_KEYS } from '../config/storage-keys';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  /** Send the signed-in user's ID token. */
  auth?: boolean;
  headers?: Record<string, string>;
}

/** Listeners told when the server rejects our token, so the session can end cleanly. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function bearerToken(): Promise<string | null> {
  const { currentIdToken } = await import('./firebase-auth');
  const fromSession = await currentIdToken();
  if (fromSession) return fromSession;
  // Fallback for a session the SDK lost (e.g. storage cleared): the token kept in userInfo.
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null') as {
      token?: unknown;
    } | null;
    return typeof stored?.token === 'string' ? stored.token : null;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.auth) {
    const token = await bearerToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/api${path}`, { method, headers, body });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : `Request failed (${response.status} ${response.statusText})`;
    // Only a rejected token ends the session (RFC 6750 invalid_token); a wrong current password is a 401 too.
    const tokenRejected = /invalid_token/.test(response.headers.get('WWW-Authenticate') ?? '');
    if (response.status === 401 && options.auth && tokenRejected)
      unauthorizedListeners.forEach((listener) => listener());
    throw new ApiError(response.status, message);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The message to show for any thrown value (spec section 8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
