#!/usr/bin/env node
/**
 * Shipping quote benchmark (docs/decisions/0107-shipping-quotes.md, docs/shipping-carriers.md).
 * Against the running Firestore emulator, in the named database 'bench-shipping', with GHN on and
 * the carrier sandbox started in this process on a free port: 500 quotes over 20 wards (in five
 * provinces) and two cart weights, from an empty cache, through the quote the endpoint and the
 * order's re-quote call (api/shipping/shipping-quote.ts; the HTTP layer and the per-client limit
 * are not in the figure). Each quote that asked GHN (its fee call counted by the sandbox) is
 * "uncached", the others "cached"; then 5 quotes while GHN is silent ("fallback", after the 3 s
 * time-out). Prints p50 and p95 of each, their ratios in this run, and GHN's fee calls against the
 * 40 (ward, weight) pairs.
 *
 *   node scripts/stack/with-emulators.mjs "npm run bench:shipping"
 */
import { EMULATOR_HOSTS, PROJECT_ID } from '../../local-stack.mjs';

process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { startCarrierSandbox } = await import('../carrier-sandbox/server.ts');
const { quoteShipping } = await import('../../functions/src/api/shipping/shipping-quote.ts');
const { forgetShopSettings, shopSettingsDoc } = await import('../../functions/src/data/shop-settings.ts');
const { DEMO_CARRIER_SETTINGS } = await import('../../functions/src/shipping/carrier-settings.ts');
const { COLLECTIONS } = await import('../../functions/src/shared/collections.ts');
const { PROVINCES } = await import('../../functions/src/shared/vn-addresses.ts');
const { prng } = await import('./bench-catalogue.mjs');

const QUOTES = 500;
const FALLBACKS = 5;
const HCMC = 'Thành phố Hồ Chí Minh';
const PICKUP = {
  name: 'Laptop Shop',
  phone: '0901234567',
  address: '12 Lê Lợi',
  province: HCMC,
  ward: 'Phường Sài Gòn',
};

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-shipping'), 'bench-shipping');
const sandbox = await startCarrierSandbox({ port: 0 });
const ghn = { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` };
const quoter = { db, carriers: () => ({ ...DEMO_CARRIER_SETTINGS, ghn }) };
const random = prng(107);

/** Four wards in each of five provinces, the pickup's among them; special zones ("Đặc khu") GHN cannot place. */
const PLACES = ['Thành phố Hồ Chí Minh', 'Thành phố Hà Nội', 'Thành phố Đà Nẵng', 'Cao Bằng', 'Cần Thơ']
  .map((name) => PROVINCES.find((province) => province.name.endsWith(name.replace(/^Thành phố /, ''))))
  .filter((province) => province !== undefined)
  .flatMap((province) =>
    province.wards
      .filter((ward) => !ward.name.startsWith('Đặc khu'))
      .slice(0, 4)
      .map((ward) => ({ province: province.name, ward: ward.name })),
  );

const feeCalls = () => sandbox.requests.filter((request) => request.path.endsWith('/v2/shipping-order/fee')).length;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;
const pick = (list) => list[Math.floor(random() * list.length)];

async function timed(place, orderItems) {
  const started = performance.now();
  const answer = await quoteShipping(quoter, { ...place, orderItems });
  return { ms: performance.now() - started, source: answer.options[0]?.source };
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

try {
  await db.recursiveDelete(db.collection(COLLECTIONS.shippingQuotes));
  await shopSettingsDoc(db).set({ carriers: ['ghn'], pickupAddress: PICKUP, quoteCacheMinutes: 30 });
  forgetShopSettings(db);
  const light = db.collection(COLLECTIONS.products).doc('bench-light');
  const heavy = db.collection(COLLECTIONS.products).doc('bench-heavy');
  await light.set({ name: 'Bench 1.3 kg', price: 50, status: 'published', specs: { weightKg: 1.3 } });
  await heavy.set({ name: 'Bench 2.4 kg', price: 50, status: 'published', specs: { weightKg: 2.4 } });
  const carts = [[{ _id: light.id, quantity: 1 }], [{ _id: heavy.id, quantity: 1 }]];

  // GHN's master data per province is read once per instance and kept a day: read before timing.
  for (const place of PLACES) await quoteShipping(quoter, { ...place, orderItems: carts[0] });
  await db.recursiveDelete(db.collection(COLLECTIONS.shippingQuotes));
  sandbox.requests.length = 0;

  const cached = [];
  const uncached = [];
  for (let i = 0; i < QUOTES; i += 1) {
    const before = feeCalls();
    const { ms: took } = await timed(pick(PLACES), pick(carts));
    (feeCalls() > before ? uncached : cached).push(took);
  }
  const calls = feeCalls();

  await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: true }) });
  const fallback = [];
  for (let i = 0; i < FALLBACKS; i += 1) {
    // A weight no quote has been cached for, so each asks the silent GHN.
    const cart = [{ _id: light.id, quantity: 2 + i }];
    const { ms: took, source } = await timed(PLACES[i], cart);
    if (source !== 'fallback') throw new Error(`expected the fallback, got ${source}`);
    fallback.push(took);
  }

  const rows = [
    ['cached (Firestore)', stats(cached)],
    ['uncached (GHN sandbox)', stats(uncached)],
    ['fallback (GHN silent, 3 s)', stats(fallback)],
  ];
  console.log(
    `Shipping quotes: ${QUOTES} over ${PLACES.length} wards × ${carts.length} weights, then ${FALLBACKS} with GHN silent`,
  );
  for (const [label, { n, p50, p95 }] of rows) {
    console.log(
      `  ${label.padEnd(28)} n ${String(n).padStart(3)}  p50 ${ms(p50).padStart(9)}  p95 ${ms(p95).padStart(9)}`,
    );
  }
  const [, c] = rows[0];
  const [, u] = rows[1];
  const [, f] = rows[2];
  console.log(`  uncached / cached: p50 × ${(u.p50 / c.p50).toFixed(1)}, p95 × ${(u.p95 / c.p95).toFixed(1)}`);
  console.log(`  fallback / cached: p50 × ${(f.p50 / c.p50).toFixed(0)}, p95 × ${(f.p95 / c.p95).toFixed(0)}`);
  console.log(`  GHN fee calls: ${calls} for ${QUOTES} quotes (${PLACES.length * carts.length} ward and weight pairs)`);
  console.log(
    `  targets: cached p95 ≤ 50 ms ${c.p95 <= 50 ? 'met' : 'MISSED'}, uncached p95 ≤ 400 ms ${u.p95 <= 400 ? 'met' : 'MISSED'}, ≤ 40 calls ${calls <= 40 ? 'met' : 'MISSED'}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await sandbox.close();
  // firebase-admin keeps its channel open: leave once the figures are out.
  process.exit();
}
