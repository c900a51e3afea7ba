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
 * that is deliberately public can set its own after (PUBLIC_CATALOGUE_CACHE_CONTROL).
 */
export const API_CACHE_CONTROL = 'no-store';

/**
 * "Similar laptops": the same for every visitor and costly (up to 81 reads), so the CDN keeps it
 * ten minutes and a crawler walking product ids reaches the function once per product per window
 * (docs/decisions/0030-limits-hold-or-refuse.md). A price or stock change shows there within that
 * time; the product's own page and the cart read the product itself.
 */
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=60, s-maxage=600';

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set(API_SECURITY_HEADERS).set('Cache-Control', API_CACHE_CONTROL);
  next();
}
