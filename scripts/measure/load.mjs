#!/usr/bin/env node
/**
 * `npm run load`: bursts against the API as one Cloud Functions instance serves it (the Express app
 * in-process on a free port, against the Firestore and Auth emulators of a running local stack), then
 * a pass through the hosting emulator's URL when it answers (npm start's stack): 40 sign-ups at once
 * from one address (exactly 10 × 201 and 30 × 429 expected) and 40 wrong passwords for one account
 * (how many reached the password check, at most 5). Prints one row per burst: statuses, 5xx,
 * p50/p95 latency and the invariant read back from stored data. Exits 1 on any 5xx or broken
 * invariant (docs/decisions/0013-abuse-limits.md, 0030-limits-hold-or-refuse.md). The carrier's row sends
 * GHN's same pickup webhook many times at once: one transition, one event (docs/shipping-carriers.md).
 * Needs `npm run build -w functions` first. Every account, product and order it makes has a unique
 * id or email, so it can run on the seeded stack, and is deleted at the end (npm start keeps its data
 * between runs: a developer's shop would otherwise list hundreds of load-test laptops); it refuses
 * to send anything off this machine.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { EMULATOR_HOSTS, PROJECT_ID, SHOP_ORIGIN } from '../../local-stack.mjs';
import { assertLoopback, printTable, runBurst, warmWorkers } from './load-run.mjs';

process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_HOSTS.auth;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
assertLoopback({
  FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  'hosting emulator': EMULATOR_HOSTS.hosting,
});

const lib = (path) => new URL(`../../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('api/app.js')))) {
  console.error('functions/lib is missing: run `npm run build -w functions` first.');
  process.exit(1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { FieldPath, getFirestore } = await import('firebase-admin/firestore');
const { createApp } = await import(lib('api/app.js'));
const { LIMITS } = await import(lib('api/limits/abuse-limits.js'));
const { DEMO_PAYMENT_SETTINGS } = await import(lib('payments/payment-settings.js'));
const { vnpaySign } = await import(lib('payments/vnpay/signature.js'));
const { productSearchWords } = await import(lib('shared/text.js'));
const { DEMO_CARRIER_SETTINGS } = await import(lib('shipping/carrier-settings.js'));
const { newOrderDoc } = await import(lib('shared/new-order-doc.js'));
const { priceOrder } = await import(lib('shared/pricing.js'));
const { DEFAULT_SHOP_SETTINGS } = await import(lib('shared/shop-settings.js'));

const adminApp = initializeApp({ projectId: PROJECT_ID }, 'load');
const db = getFirestore(adminApp);
const auth = getAuth(adminApp);
const authBase = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const API_KEY = 'load-api-key';
const runId = randomUUID().slice(0, 8);
let serial = 0;
const uniqueEmail = (label) => `load-${label}-${runId}-${(serial += 1)}@load.example.com`;
/** Searches one shopper's address makes in the burst of many shoppers (under the per-client limit). */
const SEARCHES_PER_SHOPPER = 40;
/** A fresh address per burst from the benchmarking range (RFC 2544), so bursts never share a budget. */
const freshAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${(serial += 1) % 256}`;

/**
 * Counts password checks per email on their way to the Auth emulator, so the sign-in row checks
 * what reached the password backend, not what the API answered.
 */
async function countingPasswordBackend() {
  const checks = new Map();
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.url?.includes('accounts:signInWithPassword')) {
      const email = String(JSON.parse(body).email).toLowerCase();
      checks.set(email, (checks.get(email) ?? 0) + 1);
    }
    const upstream = await fetch(`${authBase}${req.url}`, {
      method: req.method,
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    res.writeHead(upstream.status, { 'Content-Type': 'application/json' });
    res.end(await upstream.text());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { checks, baseUrl: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function startInProcessApi(identityBaseUrl) {
  const ctx = {
    db,
    auth,
    storage: null,
    identityToolkit: () => ({ baseUrl: identityBaseUrl, apiKey: API_KEY }),
    payments: () => DEMO_PAYMENT_SETTINGS,
    carriers: () => DEMO_CARRIER_SETTINGS,
    // The account emails' links (sign-up queues a verification email) name the local shop.
    shopOrigin: () => SHOP_ORIGIN,
  };
  // One proxy hop, as deployed: the client is the last X-Forwarded-For entry.
  const server = createServer(createApp(ctx, { trustedProxyHops: () => 1 }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function hostingAnswers() {
  try {
    const res = await fetch(`${SHOP_ORIGIN}/api/products/categories`, { signal: AbortSignal.timeout(3000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

const json = (body) => ({ 'Content-Type': 'application/json', body: JSON.stringify(body) });

async function post(origin, path, body, headers = {}) {
  const { body: payload, ...contentType } = json(body);
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { ...contentType, ...headers },
    body: payload,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function get(origin, path, headers = {}) {
  const res = await fetch(`${origin}/api${path}`, { headers });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function customerWithToken(label) {
  const email = uniqueEmail(label);
  const password = 'load-password-1';
  const { uid } = await auth.createUser({ email, password, displayName: 'Load Tester' });
  await db
    .collection('users')
    .doc(uid)
    .set({ name: 'Load Tester', email, isAdmin: false, createdAt: new Date().toISOString() });
  const res = await fetch(`${authBase}/accounts:signInWithCustomToken?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }),
  });
  const { idToken } = await res.json();
  return { uid, email, password, token: idToken };
}

/** Bounded parallelism for the set-up (not the bursts): the emulators are shared with other work. */
async function inBatches(count, size, make) {
  const out = [];
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

async function addProduct(countInStock) {
  const key = `load-${runId}-${(serial += 1)}`;
  const now = new Date().toISOString();
  const doc = {
    slug: key,
    name: `Load test laptop ${key}`,
    image: '/images/p1.jpg',
    price: 500,
    description: 'Created by npm run load',
    category: 'Gaming',
    brand: 'Asus',
    countInStock,
    rating: 0,
    numReviews: 0,
    createdAt: now,
    updatedAt: now,
    // A draft stays out of the shop's pages; placing an order on it needs it published.
    status: 'published',
  };
  const ref = db.collection('products').doc(key);
  await ref.set({ ...doc, searchWords: productSearchWords(doc) });
  return ref;
}

const orderBody = (productId) => ({
  orderItems: [{ _id: productId, quantity: 1 }],
  shippingAddress: {
    fullname: 'Load Tester',
    address: '1 Le Loi',
    city: 'Hue',
    postalCode: '530000',
    country: 'Vietnam',
  },
  paymentMethod: 'VNPAY',
});

const exact = (ok, detail) => ({ ok, detail });
const countOf = (results, status) => results.filter((r) => r.status === status).length;

/** New emulator processes started at once while warming up (scripts/measure/load-run.mjs, warmWorkers). */
const WARM_STEP = 4;

/** The bursts; `n` scales them (the Hosting pass sends fewer orders, searches and notifications). */
function scenarios({ origin, checks, n, warmTo }) {
  const warmUp = {
    name: `warm-up: ${warmTo} api processes, ${WARM_STEP} at a time`,
    async run() {
      const results = await warmWorkers(warmTo, WARM_STEP, () => get(origin, '/settings'));
      const answered = countOf(results, 200);
      return { results, invariant: exact(answered === results.length, `200 ×${answered} of ${results.length}`) };
    },
  };
  return [
    ...(warmTo > 0 ? [warmUp] : []),
    {
      name: `${n.signups} sign-ups, one address`,
      async run() {
        const address = freshAddress();
        const emails = Array.from({ length: n.signups }, () => uniqueEmail('signup'));
        const results = await runBurst(emails, (email) =>
          post(
            origin,
            '/users/signup',
            { name: 'Load Bot', email, password: 'password123' },
            { 'X-Forwarded-For': address },
          ),
        );
        const { users } = await auth.getUsers(emails.map((email) => ({ email })));
        // Exactly the budget, whatever the instances: the limit holds or refuses (docs/decisions/0030-limits-hold-or-refuse.md).
        const limit = Math.min(LIMITS.signupsPerIp.points, n.signups);
        const created = countOf(results, 201);
        const refused = countOf(results, 429);
        const ok = users.length === limit && created === limit && refused === n.signups - limit;
        return {
          results,
          invariant: exact(ok, `201 ×${created}, 429 ×${refused}, accounts ${users.length} == ${limit}`),
        };
      },
    },
    {
      name: `${n.signins} wrong passwords, one account`,
      async run() {
        const [account] = await inBatches(1, 1, () => customerWithToken('one-account'));
        const results = await runBurst(Array.from({ length: n.signins }), () =>
          post(
            origin,
            '/users/signin',
            { email: account.email, password: 'wrong-password' },
            { 'X-Forwarded-For': freshAddress() },
          ),
        );
        // Through Hosting the checks cannot be counted at the backend: each 401 is one check that ran.
        const reached = checks ? (checks.get(account.email.toLowerCase()) ?? 0) : countOf(results, 401);
        const limit = LIMITS.signinFailuresPerAccount.points;
        return {
          results,
          invariant: exact(
            reached <= limit,
            `reached the password check ${reached} <= ${limit}, 429 ×${countOf(results, 429)}`,
          ),
        };
      },
    },
    {
      name: `${n.signins} wrong sign-ins, 20 accounts`,
      async run() {
        const accounts = await inBatches(20, 10, () => customerWithToken('signin'));
        const address = freshAddress();
        const results = await runBurst(
          Array.from({ length: n.signins }, (_, i) => accounts[i % accounts.length]),
          (account) =>
            post(
              origin,
              '/users/signin',
              { email: account.email, password: 'wrong-password' },
              { 'X-Forwarded-For': address },
            ),
        );
        // Through Hosting the checks cannot be counted at the backend: each 401 is one check that ran.
        const perAccount = accounts.map((account) =>
          checks
            ? (checks.get(account.email.toLowerCase()) ?? 0)
            : results.filter((r) => r.status === 401 && r.item === account).length,
        );
        const total = perAccount.reduce((a, b) => a + b, 0);
        const worst = Math.max(...perAccount);
        const ok = worst <= LIMITS.signinFailuresPerAccount.points && total <= LIMITS.signinFailuresPerIp.points;
        return {
          results,
          invariant: exact(
            ok,
            `checks ${total} <= ${LIMITS.signinFailuresPerIp.points}/address, max ${worst} <= ${LIMITS.signinFailuresPerAccount.points}/account`,
          ),
        };
      },
    },
    {
      name: `${n.orders} orders, stock 5`,
      async run() {
        const product = await addProduct(5);
        const customers = await inBatches(n.orders, 20, () => customerWithToken('order'));
        const results = await runBurst(customers, (customer) =>
          post(origin, '/orders', orderBody(product.id), { Authorization: `Bearer ${customer.token}` }),
        );
        const placed = results.filter((r) => r.status === 201).map((r) => r.body._id);
        const stored = (await Promise.all(placed.map((id) => db.collection('orders').doc(id).get()))).filter(
          (s) => s.exists,
        );
        const stock = (await product.get()).data().countInStock;
        const ok = placed.length === 5 && stored.length === 5 && stock === 0;
        return { results, invariant: exact(ok, `orders ${stored.length} == 5, stock left ${stock}`) };
      },
    },
    {
      name: `${n.searches} searches`,
      async run() {
        const words = ['asus', 'gaming', 'dell', 'mong nhe', 'rtx', 'van phong', 'mac', 'lenovo'];
        // Shoppers, not one client: each address stays under the per-client search limit, so every
        // search must be answered. (Through Hosting every request comes from this machine.)
        const addresses = Array.from({ length: Math.ceil(n.searches / SEARCHES_PER_SHOPPER) }, freshAddress);
        const results = await runBurst(
          Array.from({ length: n.searches }, (_, i) => i),
          (i) =>
            get(origin, `/products/search?query=${encodeURIComponent(words[i % words.length])}`, {
              'X-Forwarded-For': addresses[Math.floor(i / SEARCHES_PER_SHOPPER)],
            }),
        );
        const ok = results.every((r) => r.status === 200);
        return {
          results,
          invariant: exact(ok, `all 200: ${results.filter((r) => r.status === 200).length}/${n.searches}`),
        };
      },
    },
    {
      name: `${n.searches} searches, one address`,
      async run() {
        const address = freshAddress();
        const results = await runBurst(
          Array.from({ length: n.searches }, () => 'laptop'),
          () => get(origin, '/products/search?query=laptop', { 'X-Forwarded-For': address }),
        );
        const answered = results.filter((r) => r.status === 200).length;
        const limit = Math.min(n.searches, LIMITS.searchesPerIp.points);
        const refused = results.filter((r) => r.status === 429).length;
        return {
          results,
          invariant: exact(
            answered === limit && answered + refused === n.searches,
            `answered ${answered} == ${limit} (per-client limit), the rest 429`,
          ),
        };
      },
    },
    {
      name: `${n.ipns} identical VNPAY IPNs`,
      async run() {
        const product = await addProduct(10);
        const customer = await customerWithToken('ipn');
        const auth = { Authorization: `Bearer ${customer.token}` };
        const placed = await post(origin, '/orders', orderBody(product.id), auth);
        const redirect = await post(origin, `/orders/${placed.body._id}/payment-url`, {}, auth);
        const { vnpay } = DEMO_PAYMENT_SETTINGS;
        const params = {
          vnp_Amount: String(Math.round(placed.body.totalPrice * 100)),
          vnp_BankCode: 'NCB',
          vnp_CardType: 'ATM',
          vnp_OrderInfo: 'Thanh toan don hang',
          vnp_PayDate: '20261122153000',
          vnp_ResponseCode: '00',
          vnp_TmnCode: vnpay.tmnCode,
          vnp_TransactionNo: String(Date.now()),
          vnp_TransactionStatus: '00',
          vnp_TxnRef: redirect.body.reference,
        };
        const query = new URLSearchParams({ ...params, vnp_SecureHash: vnpaySign(params, vnpay.hashSecret) });
        const results = await runBurst(Array.from({ length: n.ipns }), () =>
          get(origin, `/payments/vnpay/ipn?${query}`),
        );
        const confirmed = results.filter((r) => r.body?.RspCode === '00').length;
        const order = (await db.collection('orders').doc(placed.body._id).get()).data();
        const ok = confirmed === 1 && order?.isPaid === true;
        return { results, invariant: exact(ok, `paid transitions ${confirmed} == 1, order paid ${order?.isPaid}`) };
      },
    },
    {
      name: `${n.webhooks} identical GHN webhooks`,
      async run() {
        const { id, trackingNumber } = await packedCodOrderWithWaybill();
        const body = {
          Type: 'switch_status',
          OrderCode: trackingNumber,
          ClientOrderCode: id,
          Status: 'picked',
          Time: new Date().toISOString(),
          CODAmount: 0,
        };
        const token = encodeURIComponent(DEMO_CARRIER_SETTINGS.ghn.webhookToken);
        const results = await runBurst(Array.from({ length: n.webhooks }), () =>
          post(origin, `/shipping/ghn/webhook?token=${token}`, body),
        );
        const order = (await db.collection('orders').doc(id).get()).data();
        const shipped = (order?.statusHistory ?? []).filter((entry) => entry.status === 'shipped').length;
        const events = order?.shipment?.events?.length ?? 0;
        const ok = countOf(results, 200) === n.webhooks && shipped === 1 && events === 1;
        return { results, invariant: exact(ok, `shipped transitions ${shipped} == 1, events ${events} == 1`) };
      },
    },
  ];
}

/** A Packing cash-on-delivery order whose GHN waybill is made, as the webhook row's target. */
async function packedCodOrderWithWaybill() {
  const product = await addProduct(10);
  const id = `load-ghn-${runId}-${(serial += 1)}`;
  const trackingNumber = `GLOAD${runId}${serial}`.toUpperCase();
  const orderItems = [
    { productId: product.id, name: 'Load test laptop', image: '/images/p1.jpg', price: 500, quantity: 1 },
  ];
  const order = newOrderDoc({
    userId: null,
    userName: 'Load Tester',
    orderItems,
    shippingAddress: { ...orderBody(product.id).shippingAddress, phone: '+84912345678' },
    paymentMethod: 'COD',
    prices: priceOrder(orderItems, DEFAULT_SHOP_SETTINGS),
    createdAt: new Date().toISOString(),
  });
  const shipment = { carrier: 'ghn', trackingNumber, status: 'created', codAmount: order.totalPrice, events: [] };
  await db
    .collection('orders')
    .doc(id)
    .set({ ...order, status: 'packing', shipment });
  return { id, trackingNumber };
}

/**
 * Deletes this run's accounts, their orders, the webhook row's orders and the products (all named
 * with this run's id), so the shop a developer browses afterwards is the one they had.
 */
async function deleteWhatThisRunMade() {
  const uids = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (user.email?.includes(`-${runId}-`)) uids.push(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  const refs = [];
  for (let i = 0; i < uids.length; i += 30) {
    const orders = await db
      .collection('orders')
      .where('userId', 'in', uids.slice(i, i + 30))
      .get();
    refs.push(...orders.docs.map((doc) => doc.ref));
  }
  // The webhook row's orders and every product are named `load-…-<runId>-<n>`.
  const named = async (collection, prefix) =>
    (await db.collection(collection).orderBy(FieldPath.documentId()).startAt(prefix).endAt(`${prefix}\uf8ff`).get())
      .docs;
  for (const doc of await named('orders', `load-ghn-${runId}-`)) refs.push(doc.ref);
  for (const doc of await named('products', `load-${runId}-`)) refs.push(doc.ref);
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
  if (uids.length > 0) await auth.deleteUsers(uids);
  console.log(`\nDeleted what this run made: ${uids.length} accounts, ${refs.length} orders and products.`);
}

async function pass(title, options) {
  const rows = [];
  for (const scenario of scenarios(options)) {
    try {
      rows.push({ name: scenario.name, ...(await scenario.run()) });
    } catch (error) {
      rows.push({ name: scenario.name, results: [], invariant: exact(false, `set-up failed: ${error.message}`) });
    }
  }
  printTable(title, rows);
  return rows;
}

const backend = await countingPasswordBackend();
const api = await startInProcessApi(backend.baseUrl);
const rows = [];
try {
  rows.push(
    ...(await pass('In-process API (one instance), emulators', {
      origin: api.origin,
      checks: backend.checks,
      n: { signups: 100, signins: 100, orders: 100, searches: 200, ipns: 50, webhooks: 50 },
    })),
  );
} finally {
  api.close();
  backend.close();
}
if (await hostingAnswers()) {
  rows.push(
    ...(await pass(`Through Hosting (${SHOP_ORIGIN})`, {
      origin: SHOP_ORIGIN,
      checks: null,
      n: { signups: 40, signins: 40, orders: 20, searches: 20, ipns: 20, webhooks: 20 },
      // As many warm api processes as the widest burst (warmWorkers says why).
      warmTo: 40,
    })),
  );
} else {
  console.log(`\nHosting pass skipped: nothing answers at ${SHOP_ORIGIN} (start the full stack with npm start).`);
}
await deleteWhatThisRunMade();
const failed = rows.filter((row) => !row.invariant.ok || row.results.some((r) => r.status >= 500));
if (failed.length > 0) {
  console.error(`\n${failed.length} row(s) with a 5xx or a broken invariant: ${failed.map((r) => r.name).join('; ')}`);
  process.exit(1);
}
console.log('\nNo 5xx, every invariant exact.');
process.exit(0);
