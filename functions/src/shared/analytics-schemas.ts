/**
 * The browser's analytics ids POST /api/orders may carry (docs/analytics.md): the server's purchase
 * event (GA4 Measurement Protocol, Meta Conversions API) names the same visitor as the browser's tags
 * did, and the consent store says which of them may be used.
 */
import { ANON_ID_PATTERN } from './consent-schemas.js';
import { z } from './zod.js';

const id = (field: string, pattern: RegExp, shape: string) =>
  z
    .string({ error: `analytics.${field} must be a text` })
    .max(200, `analytics.${field} must be at most 200 characters`)
    .regex(pattern, `analytics.${field} must be ${shape}`)
    .optional();

export const orderAnalyticsSchema = z.object(
  {
    // The consent cookie's id: the server reads this visitor's latest choice by it.
    anonId: id('anonId', ANON_ID_PATTERN, 'the consent cookie’s id'),
    // GA4's client id, as the _ga cookie ends: "<random>.<seconds>".
    clientId: id('clientId', /^\d{1,20}\.\d{1,20}$/, 'a GA4 client id such as 1234567890.1764230400'),
    // Meta's browser id (_fbp cookie) and click id (_fbc cookie): "fb.<subdomain index>.<ms>.<value>".
    fbp: id('fbp', /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_-]{1,100}$/, 'the _fbp cookie’s value'),
    fbc: id('fbc', /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_-]{1,150}$/, 'the _fbc cookie’s value'),
  },
  { error: 'analytics must be an object' },
);
export type OrderAnalytics = z.output<typeof orderAnalyticsSchema>;

/**
 * What the order keeps: the ids above and the placing browser's User-Agent header, which Meta's
 * Conversions API requires of a website event (`client_user_agent`). Taken from the request's header,
 * never from the body; cut to CLIENT_USER_AGENT_MAX characters.
 */
export type OrderAnalyticsRecord = OrderAnalytics & { userAgent?: string };
export const CLIENT_USER_AGENT_MAX = 512;
