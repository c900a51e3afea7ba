import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { genericCodeFor, type ErrorAnswer, type ErrorCode } from '../../shared/error-codes.js';
import { API_MSG } from '../../shared/messages.js';
import { HttpError } from '../../http-error.js';

/**
 * Sends an error answer. The code is kept on res.locals too, where the contract check
 * (register-endpoints.ts) reads it once the answer is sent.
 */
function sendError(res: Response, status: number, message: string, code: ErrorCode = genericCodeFor(status)): void {
  res.locals.errorCode = code;
  const answer: ErrorAnswer = { message, code };
  res.status(status).json(answer);
}

/** Last middleware: every failure becomes JSON `{ message, code }`; only real faults are 500s, and none carries a stack or a path. */
export function errorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof HttpError) {
    res.set(error.headers);
    sendError(res, error.status, error.message, error.code);
    return;
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') {
    sendError(res, 400, API_MSG.bodyNotJson);
    return;
  }
  if (bodyError.type === 'entity.too.large') {
    sendError(res, 413, API_MSG.bodyTooLarge);
    return;
  }
  if (typeof bodyError.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    // Other body-parser refusals (unsupported charset, aborted request): the client's fault, said plainly.
    sendError(res, bodyError.status, 'Request body could not be read');
    return;
  }
  logger.error('Unhandled API error', error);
  sendError(res, 500, API_MSG.internalError);
}

export function notFoundHandler(req: Request, res: Response): void {
  sendError(res, 404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`);
}
