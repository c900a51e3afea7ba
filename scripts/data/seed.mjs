#!/usr/bin/env node
/**
 * Loads the demo catalogue from seed/ into the running emulators, replacing whatever is there.
 *
 *   node scripts/data/seed.mjs [--no-wait] [--profile=vietnam]
 *
 * Wipes Firestore and Auth, creates the accounts (fixed uids, passwords, admin claim), then writes
 * users, products, reviews and orders. stats/ and searchIndex/ are NOT written: the functions'
 * Firestore triggers derive them, and the script waits until they have caught up (skip with --no-wait).
 * Only emulators and `demo-*` projects are accepted, so it can never wipe a real project.
 *
 * The emulator's wipe fires a delete trigger for every document it removes. The stats are running
 * counters, so a delete event applied after the new seed's create events would cancel them out:
 * the script therefore lets those delete events drain, then wipes what they derived, then seeds.
 *
 * `--profile=<name>` seeds the same demo changed by scripts/data/profiles/<name>.mjs: its
 * `productChanges` (slug → fields, e.g. VND prices) and its `settings`, saved as the shop's
 * settings (the orders are priced with them). Every seed saves the shop's settings: the defaults
 * with the local demo's Zalo template ids (scripts/data/seed-settings.mjs), then the profile's.
 */
import { register } from 'tsx/esm/api';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../local-stack.mjs';

// Lets plain `node scripts/data/seed.mjs` import the TypeScript seed builder and shared domain code.
register();
const { buildSeedDocs, readSeedFiles } = await import('../../seed/build-seed-docs.ts');
const { COLLECTIONS, SETTINGS_DOCS, STATS_DOCS } = await import('../../functions/src/shared/collections.ts');
const { seededSettings } = await import('./seed-settings.mjs');
const { seedContentPages } = await import('../../functions/src/migrations/content-pages.ts');
const { shopSettingsUpdateSchema } = await import('../../functions/src/shared/schemas.ts');

/**
 * How long the derived stats may stand still before the seed gives up, and its overall cap. The
 * functions emulator starts a Node process for every trigger event that finds none idle (about two
 * seconds of CPU each), so on a busy machine the seed's ~70 events take minutes while making steady
 * progress; a stopped functions emulator makes none.
 */
const WAIT_TIMEOUT_MS = 90_000;
const WAIT_CAP_MS = 300_000;
const POLL_INTERVAL_MS = 250;
/** Firestore allows 500 writes per batch; stay below it. */
const BATCH_SIZE = 400;
/** Collections whose writes fire the functions' triggers (functions/src/triggers/index.ts). */
const TRIGGERED_COLLECTIONS = [COLLECTIONS.users, COLLECTIONS.products, COLLECTIONS.orders];
const DRAIN_TIMEOUT_MS = 30_000;
const NO_TRIGGERS_AFTER_MS = 5_000;

class SeedError extends Error {}

function emulatorEnvironment() {
  process.env.FIRESTORE_EMULATOR_HOST ||= EMULATOR_HOSTS.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= EMULATOR_HOSTS.auth;
  // Emulators need no credentials: skip google-auth's probe of the GCE metadata server (slow, noisy warning).
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  const projectId = process.env.GCLOUD_PROJECT || PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new SeedError(`refusing to seed project "${projectId}": only emulator projects named demo-* are allowed`);
  }
  return {
    projectId,
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  };
}

async function emulatorRequest(method, url, what) {
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: { Authorization: 'Bearer owner' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SeedError(
      `${what} is not reachable (${url}): ${error.cause?.code ?? error.message}. Is the emulator suite running?`,
    );
  }
  if (!response.ok) throw new SeedError(`${what} answered ${response.status} to ${method} ${url}`);
}

async function wipe({ projectId, firestoreHost, authHost }) {
  await emulatorRequest(
    'DELETE',
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    'Firestore emulator',
  );
  await emulatorRequest('DELETE', `http://${authHost}/emulator/v1/projects/${projectId}/accounts`, 'Auth emulator');
}

async function createAccounts(auth, users) {
  for (const user of users) {
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.doc.name,
      emailVerified: true,
    });
    if (user.isAdmin) await auth.setCustomUserClaims(user.uid, { admin: true });
  }
}

async function writeInBatches(db, writes) {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const { path, data } of writes.slice(start, start + BATCH_SIZE)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

function documentWrites(docs) {
  return [
    ...docs.users.map((u) => ({ path: `${COLLECTIONS.users}/${u.uid}`, data: u.doc })),
    ...docs.products.map((p) => ({ path: `${COLLECTIONS.products}/${p.id}`, data: p.doc })),
    ...docs.reviews.map((r) => ({
      path: `${COLLECTIONS.products}/${r.productId}/${COLLECTIONS.reviews}/${r.uid}`,
      data: r.doc,
    })),
    ...docs.orders.map((o) => ({ path: `${COLLECTIONS.orders}/${o.id}`, data: o.doc })),
    // Each variant's SKU reserved as a product save reserves it (functions/src/api/products/variant-writes.ts).
    ...docs.products.flatMap((p) =>
      (p.doc.variants ?? []).map((v) => ({
        path: `${COLLECTIONS.skus}/${v.sku}`,
        data: { productId: p.id, sku: v.sku },
      })),
    ),
    // Each demo order's code reserved as a placed order's is (functions/src/data/order-codes.ts), so no new order gets it.
    ...docs.orders.map((o) => ({
      path: `${COLLECTIONS.bankTransferCodes}/${o.doc.orderCode}`,
      data: { orderId: o.id, createdAt: o.doc.createdAt },
    })),
  ];
}

/** What the triggers have not derived yet; empty once stats match the seed. */
async function missingStats(db, docs) {
  const [summarySnap, categoriesSnap] = await Promise.all([
    db.doc(`${COLLECTIONS.stats}/${STATS_DOCS.summary}`).get(),
    db.doc(`${COLLECTIONS.stats}/${STATS_DOCS.categories}`).get(),
  ]);
  const summary = summarySnap.data();
  const counts = categoriesSnap.data()?.counts ?? {};
  const productCount = Object.values(counts).reduce((sum, n) => sum + (typeof n === 'number' ? n : 0), 0);
  const missing = [];
  const describe = (path, field, actual, expected) =>
    `${path} ${field} is ${actual === undefined ? 'missing' : actual} (expected ${expected})`;
  if (summary?.numUsers !== docs.users.length) {
    missing.push(describe('stats/summary', 'numUsers', summary?.numUsers, docs.users.length));
  }
  if (summary?.numOrders !== docs.orders.length) {
    missing.push(describe('stats/summary', 'numOrders', summary?.numOrders, docs.orders.length));
  }
  if (productCount !== docs.products.length) {
    missing.push(
      describe(
        'stats/categories',
        'counts sum',
        categoriesSnap.exists ? productCount : undefined,
        docs.products.length,
      ),
    );
  }
  return missing;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many delete events of a wipe will leave a processedEvents marker: one per user and product,
 * and one per order that still counts. A cancelled order is already out of the figures, so its
 * delete trigger changes nothing and records nothing (functions/src/triggers/order-stats.ts);
 * counting it made the drain wait its whole timeout whenever an order had expired.
 */
async function countMarkedDeletes(db) {
  const count = async (query) => (await query.count().get()).data().count;
  const [documents, cancelledOrders] = await Promise.all([
    Promise.all(TRIGGERED_COLLECTIONS.map((name) => count(db.collection(name)))),
    count(db.collection(COLLECTIONS.orders).where('cancelledAt', '!=', null)),
  ]);
  return documents.reduce((a, b) => a + b, 0) - cancelledOrders;
}

/**
 * Waits until every delete event of the wipe has been applied: each applied event leaves one marker in
 * processedEvents (functions/src/triggers/exactly-once.ts), and a short quiet period covers any others.
 */
async function drainDeleteTriggers(db, deletedDocuments) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const markers = (await db.collection(COLLECTIONS.processedEvents).count().get()).data().count;
    if (markers !== last) [last, stableSince] = [markers, Date.now()];
    if (markers >= deletedDocuments && Date.now() - stableSince >= 1000) return;
    // No trigger has run at all: the functions emulator is not loaded, nothing to wait for.
    if (markers === 0 && Date.now() - stableSince >= NO_TRIGGERS_AFTER_MS) return;
    if (Date.now() >= deadline) {
      console.warn(
        `seed: only ${markers} of ${deletedDocuments} delete events of the wipe were applied after ` +
          `${DRAIN_TIMEOUT_MS / 1000} s; continuing (derived stats may be off if the rest arrive later)`,
      );
      return;
    }
    await sleep(POLL_INTERVAL_MS);
  }
}

const TRIGGERS_READY_TIMEOUT_MS = 60_000;
const PROBE_RETRY_MS = 3_000;

/**
 * The functions emulator answers HTTP before it has registered its Firestore triggers, and writes
 * made before that are never delivered. So write probe users (each a new document, hence a new
 * create event) until one leaves its marker in processedEvents. The wipe that follows removes them.
 */
async function waitForTriggersRegistered(db) {
  const markers = async () => (await db.collection(COLLECTIONS.processedEvents).count().get()).data().count;
  const before = await markers();
  const deadline = Date.now() + TRIGGERS_READY_TIMEOUT_MS;
  for (let attempt = 1; Date.now() < deadline; attempt += 1) {
    await db
      .collection(COLLECTIONS.users)
      .doc(`seed-probe-${Date.now()}-${attempt}`)
      .set({
        name: 'seed probe',
        email: `seed-probe-${attempt}@example.invalid`,
        isAdmin: false,
        createdAt: new Date().toISOString(),
      });
    const retryAt = Math.min(Date.now() + PROBE_RETRY_MS, deadline);
    while (Date.now() < retryAt) {
      if ((await markers()) > before) return;
      await sleep(POLL_INTERVAL_MS);
    }
  }
  throw new SeedError(
    `the functions emulator's Firestore triggers did not run within ${TRIGGERS_READY_TIMEOUT_MS / 1000} s. ` +
      'Is the functions emulator running? (Run with --no-wait to seed without the derived stats.)',
  );
}

async function waitForTriggers(db, docs) {
  const cap = Date.now() + WAIT_CAP_MS;
  let deadline = Date.now() + WAIT_TIMEOUT_MS;
  let lastMissing = '';
  for (;;) {
    const missing = await missingStats(db, docs);
    if (missing.length === 0) return;
    if (missing.join('; ') !== lastMissing) {
      // Progress: the triggers are deriving, however slowly.
      lastMissing = missing.join('; ');
      deadline = Math.min(Date.now() + WAIT_TIMEOUT_MS, cap);
    }
    if (Date.now() >= deadline) {
      throw new SeedError(
        `data written, but the functions' triggers had not derived the stats (${WAIT_TIMEOUT_MS / 1000} s without ` +
          `progress, ${WAIT_CAP_MS / 1000} s at most): ` +
          `${missing.join('; ')}. Is the functions emulator running with the Firestore triggers? ` +
          '(Run with --no-wait to skip this check.)',
      );
    }
    await sleep(POLL_INTERVAL_MS);
  }
}

/** `--profile=vietnam` or `--profile vietnam`; null without one. */
function profileName(args) {
  const at = args.findIndex((arg) => arg === '--profile' || arg.startsWith('--profile='));
  if (at === -1) return null;
  const name = args[at].includes('=') ? args[at].slice('--profile='.length) : args[at + 1];
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name))
    throw new SeedError(`--profile needs a profile name, e.g. --profile=vietnam`);
  return name;
}

async function loadProfile(name) {
  try {
    return await import(`./profiles/${name}.mjs`);
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND' && error.message.includes(`profiles/${name}.mjs`)) {
      throw new SeedError(`unknown profile "${name}" (scripts/data/profiles/${name}.mjs does not exist)`);
    }
    throw error;
  }
}

/** The seed files with a profile's product changes, and the settings it saves (checked as the admin's form is). */
function applyProfile(files, profile, name) {
  const slugs = new Set(files.products.map((product) => product.slug));
  const changes = profile.productChanges ?? {};
  for (const slug of Object.keys(changes)) {
    if (!slugs.has(slug)) throw new SeedError(`profile ${name}: no demo product has the slug "${slug}"`);
  }
  const settings = seededSettings(profile.settings);
  const checked = shopSettingsUpdateSchema.safeParse({ ...settings, version: '' });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new SeedError(`profile ${name}: settings ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const products = files.products.map((product) => ({ ...product, ...changes[product.slug] }));
  return { files: { ...files, products }, settings };
}

async function main(args) {
  const wait = !args.includes('--no-wait');
  const env = emulatorEnvironment();
  const profile = profileName(args);
  const seeded = profile
    ? applyProfile(readSeedFiles(), await loadProfile(profile), profile)
    : { files: readSeedFiles(), settings: seededSettings() };
  const seededAt = new Date();
  const docs = buildSeedDocs(seeded.files, seededAt, seeded.settings);

  const app = initializeApp({ projectId: env.projectId }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    await emulatorRequest('GET', `http://${env.firestoreHost}/`, 'Firestore emulator');
    await emulatorRequest('GET', `http://${env.authHost}/`, 'Auth emulator');
    if (wait) await waitForTriggersRegistered(db);
    const deletedDocuments = await countMarkedDeletes(db);
    await wipe(env);
    if (deletedDocuments > 0) {
      await drainDeleteTriggers(db, deletedDocuments);
      await wipe(env);
    }
    await createAccounts(getAuth(app), docs.users);
    await writeInBatches(db, documentWrites(docs));
    // The policy pages as templates, as `npm run migrate` adds them to an existing shop.
    await seedContentPages(db, seededAt);
    // As if the owner had saved them: a version the admin's form saves over.
    await db
      .doc(`${COLLECTIONS.settings}/${SETTINGS_DOCS.shop}`)
      .set({ ...seeded.settings, version: seededAt.toISOString(), updatedBy: null });
    if (wait) await waitForTriggers(db, docs);
  } finally {
    await deleteApp(app);
  }
  console.log(
    `seeded ${docs.products.length} products, ${docs.categories.length} categories, ${docs.reviews.length} reviews, ` +
      `${docs.users.length} users, ${docs.orders.length} orders` +
      (profile ? `, profile ${profile}` : '') +
      (wait ? '' : ' (not waiting for derived stats)'),
  );
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(`seed failed: ${error instanceof SeedError ? error.message : (error.stack ?? error)}`);
  process.exitCode = 1;
}
