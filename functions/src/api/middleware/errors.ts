import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { API_MSG } from '../../shared/messages.js';
import { HttpError } from '../../http-error.js';

/** Last middleware: every failure becomes JSON `{ message }`; only real faults are 500s, and none carries a stack or a path. */
export function errorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof HttpError) {
    res.set(error.headers).status(error.status).json({ message: error.message });
    return;
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') {
    res.status(400).json({ message: API_MSG.bodyNotJson });
    return;
  }
  if (bodyError.type === 'entity.too.large') {
    res.status(413).json({ message: API_MSG.bodyTooLarge });
    return;
  }
  if (typeof bodyError.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    // Other body-parser refusals (unsupported charset, aborted request): the client's fault, said plainly.
    res.status(bodyError.status).json({ message: 'Request body could not be read' });
    return;
  }
  logger.error('Unhandled API error', error);
  res.status(500).json({ message: API_MSG.internalError });
}

export function notFoundHandler(req: Request, res: Response): void {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}` });
}
