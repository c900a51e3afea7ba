/**
 * Calls to /api. Errors carry the server's `message` when it sent one (spec section 8),
 * otherwise a readable message of our own, and the server's `code`, which screens decide by.
 */
import { t } from '@lingui/core/macro';
import {
  ENDPOINTS,
  pathFor,
  type BodyInput,
  type EndpointName,
  type EndpointSpec,
  type HasBody,
  type HasForm,
  type HasQuery,
  type PathParams,
  type QueryInput,
  type ResponseOf,
} from '@shared/api-contract';
import type { ErrorAnswer, ErrorCode } from '@shared/error-codes';
import { env } from '@/config/env';
import { ApiError } from './api-error';
import { announceSessionEnded } from './session-events';
import { STORAGE_KEYS } from '@/config/storage-keys';

/** What a call sends besides its name: path parameters, body or form, query, extra headers. */
export type CallInput<K extends EndpointName> = (keyof PathParams<K> extends never
  ? object
  : { params: PathParams<K> }) &
  (HasBody<K> extends true ? { body: BodyInput<K> } : object) &
  (HasForm<K> extends true ? { form: FormData } : object) &
  (HasQuery<K> extends true ? { query: QueryInput<K> } : object) & { headers?: Record<string, string> };

/** The input is optional for calls that need none (`callApi('listCategories')`). */
export type CallArgs<K extends EndpointName> =
  object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

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

/** The query string of a call: a URLSearchParams as given (a gateway's signed parameters), or a record. */
function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query as Record<string, unknown>)
            .filter(([, value]) => value !== undefined && value !== null)
            .map(([key, value]) => [key, String(value)]),
        );
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an endpoint of the contract by name (functions/src/shared/api-contract.ts): its method,
 * path and auth level come from the contract, and the answer is typed as the contract says.
 */
export async function callApi<K extends EndpointName>(name: K, ...[input]: CallArgs<K>): Promise<ResponseOf<K>> {
  const endpoint: EndpointSpec = ENDPOINTS[name];
  const given = (input ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    form?: FormData;
    query?: unknown;
    headers?: Record<string, string>;
  };
  const headers: Record<string, string> = { Accept: 'application/json', ...given.headers };
  let body: BodyInit | undefined;
  if (given.form) {
    body = given.form;
  } else if (given.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(given.body);
  }
  const url = `${env.apiBaseUrl}/api${pathFor(name, (given.params ?? {}) as PathParams<K>)}${queryString(given.query)}`;
  const send = async (token: string | null): Promise<Response> => {
    const withAuth = token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
    try {
      return await fetch(url, { method: endpoint.method, headers: withAuth, body });
    } catch {
      throw new ApiError(0, t`Cannot reach the server. Check your connection and try again.`);
    }
  };
  const needsToken = endpoint.auth !== 'public';
  let response = await send(needsToken || endpoint.tokenIfSignedIn ? await bearerToken() : null);
  if (needsToken && tokenRejected(response)) {
    // An ID token may simply have expired or been revoked by our own credential change: one
    // refresh decides whether the session is really over.
    const fresh = await bearerToken(true);
    if (fresh) response = await send(fresh);
    if (tokenRejected(response)) announceSessionEnded();
  }
  if (response.status === 204) return undefined as ResponseOf<K>;
  if (endpoint.csv && response.ok) {
    // A download (the contract's CsvFile): the text and the name the server gave the file.
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${name}.csv`;
    return { filename, text: await response.text() } as ResponseOf<K>;
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { status, statusText } = response;
    const answer = (payload && typeof payload === 'object' ? payload : {}) as Partial<
      Record<keyof ErrorAnswer, unknown>
    >;
    const message = typeof answer.message === 'string' ? answer.message : t`Request failed (${status} ${statusText})`;
    // The server sends only codes of its contract (shared/error-codes.ts); anything else is not our API's answer.
    const code = typeof answer.code === 'string' ? (answer.code as ErrorCode) : null;
    throw new ApiError(response.status, message, code);
  }
  // The server's handlers are typed to the same contract entry, so this is the shape they send.
  return payload as ResponseOf<K>;
}
