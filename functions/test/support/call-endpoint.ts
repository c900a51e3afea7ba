/**
 * Calls the API under test by endpoint name (functions/src/shared/api-contract.ts), as the web does
 * (web/src/lib/api-client.ts `callApi`) and as its component tests fake it (web/src/testing/fake-api.ts):
 * the method and path come from the contract, so a suite cannot drift from the routes the server
 * registers, and the params, body and query are typed per endpoint.
 *
 *   const res = await callEndpoint(app, 'orderById', { params: { id }, as: customer });
 *   await callEndpoint(app, 'deleteOrder', { params: { id }, as: admin }).expect(200);
 *
 * It answers a supertest Test, so a suite still chains `.set()`, `.attach()` or `.expect()`. A test
 * about deliberately malformed input chains `.send(anything)` or `.query(anything)` instead of the
 * typed `body`/`query`, and says why. Tests about the URL itself (unknown routes, malformed paths,
 * raw bodies) keep literal URLs.
 */
import request, { type Test } from 'supertest';
import {
  ENDPOINTS,
  pathFor,
  type BodyInput,
  type EndpointName,
  type EndpointSpec,
  type HasBody,
  type HasQuery,
  type PathParams,
  type QueryInput,
} from '../../src/shared/api-contract.js';
import { bearer, type TestAccount } from './accounts.js';

/** What supertest accepts as the app: an Express app, a wrapper around one, or a server. */
export type AppUnderTest = Parameters<typeof request>[0];

/**
 * What a call sends besides its name. `as` is the signed-in test account (its ID token goes in
 * `Authorization`); leave it out for a signed-out call. `headers` adds or overrides headers (a
 * forged token, an Idempotency-Key, a forwarded IP).
 */
export type EndpointCall<K extends EndpointName> = (keyof PathParams<K> extends never
  ? { params?: never }
  : { params: PathParams<K> }) &
  (HasBody<K> extends true ? { body?: BodyInput<K> } : { body?: never }) &
  (HasQuery<K> extends true ? { query?: QueryInput<K> } : { query?: never }) & {
    as?: Pick<TestAccount, 'token'>;
    headers?: Record<string, string>;
  };

/** The input is optional for calls that need none (`callEndpoint(app, 'listProducts')`). */
export type EndpointCallArgs<K extends EndpointName> =
  object extends EndpointCall<K> ? [call?: EndpointCall<K>] : [call: EndpointCall<K>];

const verbs = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

export function callEndpoint<K extends EndpointName>(app: AppUnderTest, name: K, ...[call]: EndpointCallArgs<K>): Test {
  return callAnyEndpoint(app, name, (call ?? {}) as AnyEndpointCall);
}

/** A call whose parts are not typed per endpoint. */
export interface AnyEndpointCall {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, unknown>;
  as?: Pick<TestAccount, 'token'>;
  headers?: Record<string, string>;
}

/**
 * callEndpoint for a table of endpoints (auth-guards.test.ts runs one test per name), where the
 * name is a union and its params, body and query cannot be typed per endpoint.
 */
export function callAnyEndpoint(app: AppUnderTest, name: EndpointName, call: AnyEndpointCall = {}): Test {
  const endpoint: EndpointSpec = ENDPOINTS[name];
  let test = request(app)[verbs[endpoint.method]](`/api${pathFor(name, (call.params ?? {}) as never)}`);
  if (call.as) test = test.set(bearer(call.as));
  if (call.headers) test = test.set(call.headers);
  if (call.query !== undefined) test = test.query(call.query);
  if (call.body !== undefined) test = test.send(call.body as object);
  return test;
}
