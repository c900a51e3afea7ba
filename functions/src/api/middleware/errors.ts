import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { HttpError } from '../http-error.js';

/** Last middleware: every failure becomes JSON `{ message }`; only real faults are 500s. */
export function errorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Request body is not valid JSON' });
    return;
  }
  if (bodyError.type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body is too large' });
    return;
  }
  logger.error('Unhandled API error', error);
  res.status(500).json({ message: 'Internal server error' });
}

export function notFoundHandler(req: Request, res: Response): void {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}` });
}
