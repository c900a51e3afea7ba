/**
 * Where the three tag scripts come from: configuration (Vite env, docs/analytics.md). A demo
 * project loads the local analytics collector's stand-ins (scripts/analytics-collector, same paths
 * as the real scripts); a real project Google's, Meta's and TikTok's. The page's Content-Security-
 * Policy names these hosts (functions/src/security-headers.ts): another address needs it there too.
 */
import { env } from '@/config/env';

export const PRODUCTION_TAG_ADDRESSES = {
  ga4: 'https://www.googletagmanager.com/gtag/js',
  meta: 'https://connect.facebook.net/en_US/fbevents.js',
  tiktok: 'https://analytics.tiktok.com/i18n/pixel/events.js',
} as const;

export type TagName = keyof typeof PRODUCTION_TAG_ADDRESSES;

const configured = (name: string): string | undefined => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function defaultAddress(tag: TagName): string {
  if (!env.useEmulators) return PRODUCTION_TAG_ADDRESSES[tag];
  return `${__ANALYTICS_COLLECTOR_ORIGIN__}${new URL(PRODUCTION_TAG_ADDRESSES[tag]).pathname}`;
}

export const tagAddresses = (): Record<TagName, string> => ({
  ga4: configured('VITE_GA4_TAG_URL') ?? defaultAddress('ga4'),
  meta: configured('VITE_META_TAG_URL') ?? defaultAddress('meta'),
  tiktok: configured('VITE_TIKTOK_TAG_URL') ?? defaultAddress('tiktok'),
});
