/**
 * Loads the allowed tags once per page (lazily, from analytics-tags.tsx): each defines the global
 * its official snippet defines (`dataLayer`/`gtag`, `fbq`, `ttq`), queuing calls until its script
 * arrives, then adds the script by its configured address. The three snippets are copied in what
 * they do, not minified text, so the scripts (real or the collector's stand-ins) find what they expect.
 */
import { fetchProduct } from '@/lib/product-reads';
import type { TagIds } from './allowed-tags';
import { ga4Call, metaCall, tiktokCall } from './event-mappings';
import type { EventItem, ShopEvent } from './shop-events';
import { tagAddresses } from './tag-addresses';

type Call = (...args: unknown[]) => void;
interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Call;
  fbq?: Call & { callMethod?: Call; queue: unknown[]; push?: unknown; loaded?: boolean; version?: string };
  _fbq?: unknown;
  TiktokAnalyticsObject?: string;
  ttq?: unknown[] & Record<string, unknown>;
}
const tagWindow = () => window as unknown as TagWindow;

/** Which tags this page has added, so a second call (an event's) adds nothing again. */
const loaded = new Set<keyof TagIds>();

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadGa4(id: string, src: string): void {
  const w = tagWindow();
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the `arguments` objects themselves, as its snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  addScript(`${src}?id=${encodeURIComponent(id)}`);
}

function loadMeta(id: string, src: string): void {
  const w = tagWindow();
  if (!w.fbq) {
    const stub: { callMethod?: Call; queue: unknown[] } = { queue: [] };
    const fbq = Object.assign(
      (...args: unknown[]) => {
        if (stub.callMethod) stub.callMethod(...args);
        else stub.queue.push(args);
      },
      { loaded: true, version: '2.0' },
    );
    // fbevents.js sets callMethod and reads the queue on the function itself: the stub's fields
    // move onto it, and the closure reads them there.
    const on = Object.assign(fbq, { queue: stub.queue, push: fbq });
    Object.defineProperty(on, 'callMethod', {
      get: () => stub.callMethod,
      set: (method: Call) => (stub.callMethod = method),
    });
    w.fbq = on as TagWindow['fbq'];
    w._fbq = w._fbq ?? on;
    addScript(src);
  }
  const fbq = w.fbq as Call;
  fbq('init', id);
  fbq('track', 'PageView');
}

const TIKTOK_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready'];

function loadTiktok(id: string, src: string): void {
  const w = tagWindow();
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = (w.ttq = w.ttq ?? ([] as unknown as unknown[] & Record<string, unknown>));
  ttq.methods = TIKTOK_METHODS;
  for (const method of TIKTOK_METHODS) ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  // What the snippet's ttq.load records before the script reads it.
  ttq._i = { ...(ttq._i as object), [id]: Object.assign([], { _u: src }) };
  ttq._t = { ...(ttq._t as object), [id]: Date.now() };
  ttq._o = { ...(ttq._o as object), [id]: {} };
  addScript(`${src}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
  (ttq.page as Call)();
}

export function loadTags(ids: TagIds): void {
  const src = tagAddresses();
  if (ids.ga4 && !loaded.has('ga4')) loadGa4(ids.ga4, src.ga4);
  if (ids.meta && !loaded.has('meta')) loadMeta(ids.meta, src.meta);
  if (ids.tiktok && !loaded.has('tiktok')) loadTiktok(ids.tiktok, src.tiktok);
  for (const tag of ['ga4', 'meta', 'tiktok'] as const) if (ids[tag]) loaded.add(tag);
}

/** Brand and category of lines that lack them (the cart's), read once per product and page. */
const productFacts = new Map<string, Promise<{ brand?: string; category?: string }>>();
async function withFacts(items: readonly EventItem[]): Promise<EventItem[]> {
  return Promise.all(
    items.map(async (item) => {
      if (item.brand && item.category) return item;
      if (!productFacts.has(item._id))
        productFacts.set(
          item._id,
          fetchProduct(item._id).then(
            (product) => (product ? { brand: product.brand, category: product.category } : {}),
            () => ({}),
          ),
        );
      return { ...item, ...(await productFacts.get(item._id)) };
    }),
  );
}

/** Purchases (and refunds, as `refund-<id>`) already reported from this browser: once each, not on every visit. */
const PURCHASES_KEY = 'ls_reported_purchases';
function firstReport(orderId: string): boolean {
  const reported = (localStorage.getItem(PURCHASES_KEY) ?? '').split(' ').filter(Boolean);
  if (reported.includes(orderId)) return false;
  localStorage.setItem(PURCHASES_KEY, [...reported.slice(-19), orderId].join(' '));
  return true;
}

/** Adds the allowed tags this page has not added yet, then sends the event (when there is one). */
export async function sendEvent(ids: TagIds, shopEvent?: ShopEvent): Promise<void> {
  loadTags(ids);
  if (!shopEvent) return;
  if ('orderId' in shopEvent && !firstReport(`${shopEvent.name === 'refund' ? 'refund-' : ''}${shopEvent.orderId}`))
    return;
  const event = { ...shopEvent, items: await withFacts(shopEvent.items) } as ShopEvent;
  const w = tagWindow();
  if (ids.ga4) w.gtag?.('event', ...ga4Call(event).slice(0, 2));
  const meta = ids.meta ? metaCall(event) : null;
  if (meta) (w.fbq as Call | undefined)?.('track', ...meta);
  const tiktok = ids.tiktok ? tiktokCall(event) : null;
  if (tiktok) (w.ttq?.track as Call | undefined)?.(...tiktok);
}
