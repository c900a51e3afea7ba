/**
 * Security headers on every /api response. Hosting adds the page policy (firebase.json); an API
 * answer is JSON that no browser should render, frame or sniff, so its policy allows nothing.
 */
import type { NextFunction, Request, Response } from 'express';
import { HARDENING_HEADERS } from '../../security-headers.js';

/** The pages' hardening headers (one source with them, functions/src/security-headers.ts) and a policy that allows nothing. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  ...HARDENING_HEADERS,
};

/**
 * API answers are about one user or change with every write: no browser, proxy or CDN may keep
 * them (without a Cache-Control, a browser may reuse a GET by heuristic). Set first, so an endpoint
 * that is deliberately public can set its own after; none does today.
 */
export const API_CACHE_CONTROL = 'no-store';

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set(API_SECURITY_HEADERS).set('Cache-Control', API_CACHE_CONTROL);
  next();
}
