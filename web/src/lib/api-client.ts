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

/** Listeners told when the session is really over (the token was refused even after a refresh). */
const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

async function bearerToken(forceRefresh = false): Promise<string | null> {
  const { currentIdToken } = await import('./firebase-auth');
  const fromSession = await currentIdToken(forceRefresh).catch(() => null);
  if (fromSession || forceRefresh) return fromSession;
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

/** Only a refused token means the session may be over (RFC 6750 invalid_token); a wrong current password is a 401 too. */
const tokenRejected = (response: Response) =>
  response.status === 401 && /invalid_token/.test(response.headers.get('WWW-Authenticate') ?? '');

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const send = async (token: string | null): Promise<Response> => {
    const withAuth = token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
    try {
      return await fetch(`${env.apiBaseUrl}/api${path}`, { method, headers: withAuth, body });
    } catch {
      throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
    }
  };
  let response = await send(options.auth ? await bearerToken() : null);
  if (options.auth && tokenRejected(response)) {
    // An ID token may simply have expired or been revoked by our own credential change: one
    // refresh decides whether the session is really over.
    const fresh = await bearerToken(true);
    if (fresh) response = await send(fresh);
    if (tokenRejected(response)) sessionEndedListeners.forEach((listener) => listener());
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : `Request failed (${response.status} ${response.statusText})`;
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
