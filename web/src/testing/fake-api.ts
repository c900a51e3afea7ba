/**
 * A fake /api for component tests, by endpoint name (functions/src/shared/api-contract.ts): it
 * stands in for `fetch`, finds the endpoint a request names by its method and path, answers what
 * the test set for that name and records the call. Answers are typed by the contract, so a fixture
 * of the wrong shape fails typecheck; a call the test did not expect fails the test.
 *
 *   const api = fakeApi({ adminUsers: [aUser()], deleteUser: apiFailure(400, 'You cannot delete yourself') });
 *   ...
 *   expect(api.calls('deleteUser')).toEqual([expect.objectContaining({ params: { id: 'u1' } })]);
 */
import { vi } from 'vitest';
import { ENDPOINTS, type EndpointName, type EndpointSpec, type ResponseOf } from '@shared/api-contract';
import { genericCodeFor, type ErrorCode } from '@shared/error-codes';

/**
 * An error answer: the status and the JSON `{ message, code }` the server would send; the code is
 * the status's generic one unless the test names the specific refusal a screen acts on.
 */
export interface ApiFailure {
  readonly failure: { status: number; message: string; code: ErrorCode };
}
export const apiFailure = (status: number, message: string, code: ErrorCode = genericCodeFor(status)): ApiFailure => ({
  failure: { status, message, code },
});

/** What a request carried, as the fake understood it. */
export interface FakeCall {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

type Reply<K extends EndpointName> = ResponseOf<K> | ApiFailure;
/** A fixed answer, or a function of the call (return a pending promise to hold the screen in 'Loading...'). */
export type FakeAnswer<K extends EndpointName> = Reply<K> | ((call: FakeCall) => Reply<K> | Promise<Reply<K>>);
export type FakeAnswers = { [K in EndpointName]?: FakeAnswer<K> };

export interface FakeApi {
  /** Sets or replaces the answer of an endpoint. */
  answer<K extends EndpointName>(name: K, answer: FakeAnswer<K>): void;
  /** The calls made to an endpoint so far, oldest first. */
  calls(name: EndpointName): FakeCall[];
}

/** The endpoint a method and path name, with its path parameters. */
function matchEndpoint(method: string, path: string): { name: EndpointName; params: Record<string, string> } | null {
  // Fixed paths first, as the server registers them: '/products/export' is not '/products/:id'.
  const names = (Object.keys(ENDPOINTS) as EndpointName[]).sort(
    (a, b) => Number(ENDPOINTS[a].path.includes(':')) - Number(ENDPOINTS[b].path.includes(':')),
  );
  for (const name of names) {
    const endpoint = ENDPOINTS[name];
    if (endpoint.method !== method) continue;
    const names: string[] = [];
    const pattern = endpoint.path.replace(/:(\w+)/g, (_match, param: string) => {
      names.push(param);
      return '([^/]+)';
    });
    const found = new RegExp(`^${pattern}$`).exec(path);
    if (found) {
      const params = Object.fromEntries(names.map((param, i) => [param, decodeURIComponent(found[i + 1] ?? '')]));
      return { name, params };
    }
  }
  return null;
}

/**
 * Requests no answer was set for. callApi turns a failed fetch into 'Cannot reach the server', which
 * a screen may not show, so setup-tests.ts fails the test after it instead.
 */
const unexpected: string[] = [];
export function takeUnexpectedCalls(): string[] {
  return unexpected.splice(0);
}

const isFailure = (reply: unknown): reply is ApiFailure =>
  typeof reply === 'object' && reply !== null && 'failure' in reply;

/** Replaces `fetch` for the rest of the test (vi.unstubAllGlobals in setup-tests.ts restores it). */
export function fakeApi(initial: FakeAnswers = {}): FakeApi {
  const answers: FakeAnswers = { ...initial };
  const made = new Map<EndpointName, FakeCall[]>();

  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^.*?\/api(?=\/)/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const matched = matchEndpoint(method, path);
    const refuse = (why: string) => {
      unexpected.push(why);
      throw new Error(why);
    };
    if (!matched) return refuse(`fake api: ${method} ${path} is not in the contract`);
    const answer = answers[matched.name] as FakeAnswer<EndpointName> | undefined;
    if (answer === undefined) return refuse(`fake api: the test set no answer for ${matched.name}`);
    const call: FakeCall = {
      params: matched.params,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: { ...(init.headers as Record<string, string>) },
    };
    made.set(matched.name, [...(made.get(matched.name) ?? []), call]);
    const reply = typeof answer === 'function' ? await answer(call) : answer;
    if (isFailure(reply)) {
      return new Response(JSON.stringify({ message: reply.failure.message, code: reply.failure.code }), {
        status: reply.failure.status,
      });
    }
    const endpoint: EndpointSpec = ENDPOINTS[matched.name];
    const status = endpoint.status ?? 200;
    if (endpoint.csv) {
      // A download, sent as the server sends it: the text and its file name.
      const { filename, text } = reply as { filename: string; text: string };
      return new Response(text, {
        status,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
        },
      });
    }
    return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(reply), { status });
  });

  return {
    answer: (name, answer) => {
      (answers as Record<string, unknown>)[name] = answer;
    },
    calls: (name) => made.get(name) ?? [],
  };
}
