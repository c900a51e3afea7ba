/**
 * Registers every endpoint of the contract (shared/api-contract.ts) on one router: the method and
 * path come from the contract, then the body limit and parser, the auth level's check, the
 * request schema (shared/api-request-schemas.ts) and the handler. Handlers are typed by endpoint
 * name, so a missing handler, an unknown name or a wrong response shape fails typecheck, and
 * validation happens here only.
 */
import { once } from 'node:events';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { logger } from 'firebase-functions';
import { MAX_IMAGE_BYTES } from '../shared/constants.js';
import {
  ENDPOINTS,
  errorCodes,
  errorStatuses,
  type CsvFile,
  type AuthOf,
  type BodyOutput,
  type EndpointName,
  type EndpointSpec,
  type HasBody,
  type HasQuery,
  type PathParams,
  type QueryOutput,
  type ResponseOf,
} from '../shared/api-contract.js';
import { REQUEST_SCHEMAS } from '../shared/request-schemas.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { API_MSG } from '../shared/messages.js';
import { CSV_MSG } from '../shared/screen-messages.js';
import type { ApiContext } from './context.js';
import { rejectInvalidIds } from './doc-id.js';
import { keepRawBody, limitBodySize, MAX_JSON_BODY_BYTES } from './middleware/body-limit.js';
import { currentUser, requireUser, userIfSignedIn, userIfToken, type AuthedUser } from './middleware/auth.js';
import { parseOrThrow } from './validate.js';

/** Multipart boundaries and part headers around the image. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What a handler receives: checked input, and the caller when the endpoint needs one. */
export type EndpointRequest<K extends EndpointName> = {
  params: PathParams<K>;
  req: Request;
  res: Response;
} & (HasBody<K> extends true ? { body: BodyOutput<K> } : object) &
  (HasQuery<K> extends true ? { query: QueryOutput<K> } : object) &
  (AuthOf<K> extends 'public'
    ? object
    : AuthOf<K> extends 'customerOrGuest'
      ? { user: AuthedUser | null }
      : { user: AuthedUser });

/** A success answer with another status than the contract's (e.g. 200 for a replayed order). */
export interface WithStatus<T> {
  readonly withStatus: 200 | 201;
  readonly body: T;
}
export const withStatus = <T>(status: 200 | 201, body: T): WithStatus<T> => ({ withStatus: status, body });

/**
 * A CSV download the router writes chunk by chunk as the handler's chunks come (the orders export),
 * so the file is never held whole; the client receives the same file as a CsvFile.
 */
export interface CsvStream {
  filename: string;
  chunks: AsyncIterable<string>;
}

/** What a handler answers: the contract's response, or a CSV endpoint's file as a stream. */
type HandlerReply<K extends EndpointName> = ResponseOf<K> extends CsvFile ? CsvFile | CsvStream : ResponseOf<K>;

export type EndpointHandler<K extends EndpointName> = (
  request: EndpointRequest<K>,
) => Promise<HandlerReply<K> | WithStatus<ResponseOf<K>>>;

/** Handlers for some endpoints (one resource's file); the app combines them into all of them. */
export type EndpointHandlers<K extends EndpointName> = { [N in K]: EndpointHandler<N> };

const isWithStatus = (value: unknown): value is WithStatus<unknown> =>
  typeof value === 'object' && value !== null && 'withStatus' in value && 'body' in value;

function bodyParsers(endpoint: EndpointSpec): RequestHandler[] {
  // Upload reads its own multipart body with its own 5 MB limit.
  if (endpoint.multipart) return [limitBodySize(MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES, API_MSG.imageTooLarge)];
  const maxBytes = endpoint.maxBodyBytes ?? MAX_JSON_BODY_BYTES;
  const message = endpoint.maxBodyBytes ? CSV_MSG.csvTooLarge : API_MSG.bodyTooLarge;
  const form = endpoint.formEncoded ? [express.urlencoded({ extended: false, limit: maxBytes })] : [];
  return [limitBodySize(maxBytes, message), express.json({ limit: maxBytes, verify: keepRawBody }), ...form];
}

function authCheck(ctx: ApiContext, endpoint: EndpointSpec): RequestHandler[] {
  if (endpoint.auth === 'public') return [];
  if (endpoint.auth === 'customerOrGuest') return [userIfToken(ctx)];
  return [requireUser(ctx, { admin: endpoint.auth === 'admin' })];
}

/** A CSV download: UTF-8 as the contract says (the text carries its own BOM for Excel), never cached. */
function startCsv(res: Response, filename: string): Response {
  return res.status(200).type('text/csv; charset=utf-8').attachment(filename).set('Cache-Control', 'no-store');
}

/**
 * Writes a streamed CSV, waiting for the client to drain each chunk. The first chunk is awaited
 * before the status is sent, so a read that fails at once still answers 500 with its message; a
 * failure later cuts the download, so the client sees it fail rather than a shorter file.
 */
async function sendCsvStream(res: Response, file: CsvStream): Promise<void> {
  const chunks = file.chunks[Symbol.asyncIterator]();
  let next = await chunks.next();
  startCsv(res, file.filename);
  try {
    while (!next.done) {
      if (!res.write(next.value)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      if (res.destroyed) {
        await chunks.return?.();
        return;
      }
      next = await chunks.next();
    }
    res.end();
  } catch (error) {
    logger.error('CSV export failed while streaming', error);
    res.destroy(error as Error);
  }
}

async function sendCsv(res: Response, file: CsvFile | CsvStream): Promise<void> {
  if ('chunks' in file) await sendCsvStream(res, file);
  else startCsv(res, file.filename).send(file.text);
}

function handle<K extends EndpointName>(name: K, handler: EndpointHandler<K>): RequestHandler {
  const endpoint: EndpointSpec = ENDPOINTS[name];
  const schemas = (REQUEST_SCHEMAS as Partial<Record<EndpointName, { body?: unknown; query?: unknown }>>)[name];
  return async (req: Request, res: Response) => {
    const input: Record<string, unknown> = { params: req.params, req, res };
    if (schemas?.body) input.body = parseOrThrow(schemas.body as never, req.body);
    if (schemas?.query) input.query = parseOrThrow(schemas.query as never, req.query);
    if (endpoint.auth === 'customerOrGuest') input.user = userIfSignedIn(res);
    else if (endpoint.auth !== 'public') input.user = currentUser(res);
    const reply = await handler(input as EndpointRequest<K>);
    const [status, body] = isWithStatus(reply) ? [reply.withStatus, reply.body] : [endpoint.status ?? 200, reply];
    if (status === 204) res.status(204).end();
    else if (endpoint.csv) await sendCsv(res, body as CsvFile | CsvStream);
    else if (endpoint.text)
      res
        .status(status)
        .type('text/plain; charset=utf-8')
        .send((body as { message: string }).message);
    else res.status(status).json(body);
  };
}

/**
 * Answers that break the contract: an error status or an error code an endpoint does not list.
 * Tests read this (functions/test/setup-emulator-env.ts) so a new failure mode is added to the
 * contract first. Checked here, on the answer sent, rather than in the test helpers: every answer
 * of every API suite counts, whichever way the suite called the route and wherever the error came from.
 */
export const contractBreaches: string[] = [];

function recordBreaches(name: EndpointName): RequestHandler {
  const endpoint: EndpointSpec = ENDPOINTS[name];
  const allowed = new Set<number>([...errorStatuses(name), endpoint.status ?? 200, 200, 500]);
  const allowedCodes = new Set<ErrorCode>([...errorCodes(name), 'INTERNAL']);
  return (_req: Request, res: Response, next: NextFunction) => {
    res.on('finish', () => {
      if (!allowed.has(res.statusCode)) contractBreaches.push(`${name} answered ${res.statusCode}`);
      // Set by the error middleware (middleware/errors.ts) with the code it sent.
      const code = (res.locals as { errorCode?: ErrorCode }).errorCode;
      if (code !== undefined && !allowedCodes.has(code)) contractBreaches.push(`${name} answered code ${code}`);
    });
    next();
  };
}

/** A path with parameters after the fixed ones, so '/orders/mine' is never read as '/orders/:id'. */
const fixedPathsFirst = (a: EndpointName, b: EndpointName) =>
  Number(ENDPOINTS[a].path.includes(':')) - Number(ENDPOINTS[b].path.includes(':'));

export function endpointRouter(ctx: ApiContext, handlers: EndpointHandlers<EndpointName>): Router {
  const router = Router();
  rejectInvalidIds(router);
  const names = (Object.keys(ENDPOINTS) as EndpointName[]).sort(fixedPathsFirst);
  for (const name of names) {
    const endpoint: EndpointSpec = ENDPOINTS[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](
      endpoint.path,
      recordBreaches(name),
      ...bodyParsers(endpoint),
      ...authCheck(ctx, endpoint),
      handle(name, handlers[name] as EndpointHandler<typeof name>),
    );
  }
  return router;
}
