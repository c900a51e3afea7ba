/**
 * Security headers on every /api response. Hosting adds the page policy (firebase.json); an API
 * answer is JSON that no browser should render, frame or sniff, so its policy allows nothing.
 */
import type { NextFunction, Request, Response } from 'express';

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set(API_SECURITY_HEADERS);
  next();
}
