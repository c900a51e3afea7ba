/**
 * The browser's analytics ids POST /api/orders carries (`analytics`, shared/analytics-schemas.ts):
 * the consent cookie's id, GA4's client id from `_ga` ("GA1.1.<random>.<seconds>"), Meta's `_fbp`
 * and `_fbc`. Only those present and well-formed go: the server decides by the consent store which
 * it may use. Imported by the checkout only; `orderAnalyticsIds` reads cookies, so browser only.
 */
import type { OrderAnalytics } from '@shared/analytics-schemas';

const cookie = (name: string): string | undefined => {
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
};

/** The same shapes the schema accepts, so a foreign or edited cookie is left out rather than refused. */
const SHAPES = {
  anonId: /^[A-Za-z0-9_-]{16,64}$/,
  clientId: /^\d{1,20}\.\d{1,20}$/,
  fbp: /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_-]{1,100}$/,
  fbc: /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_-]{1,150}$/,
};

export function orderAnalyticsIds(): OrderAnalytics | undefined {
  const ga = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(cookie('_ga') ?? '')?.[1];
  const found: Record<keyof typeof SHAPES, string | undefined> = {
    anonId: cookie('ls_anon'),
    clientId: ga,
    fbp: cookie('_fbp'),
    fbc: cookie('_fbc'),
  };
  const ids = Object.fromEntries(
    Object.entries(found).filter(([key, value]) => value && SHAPES[key as keyof typeof SHAPES].test(value)),
  ) as OrderAnalytics;
  return Object.keys(ids).length ? ids : undefined;
}
