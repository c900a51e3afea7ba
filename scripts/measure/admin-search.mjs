#!/usr/bin/env node
/**
 * Admin search benchmark (docs/decisions/0027-import-export-and-operations.md, "Search boxes on the
 * admin tables"). Against the running Firestore emulator, in the named database 'bench-admin':
 * writes 5,000 orders and 5,000 users with generated Vietnamese names (family names at their real
 * shares: Nguyễn about four in ten), phones and emails, their searchKeys built as the API's writes
 * build them, then times 20 searches of one page each, per kind of query, through the lists' own
 * read (data/searched-page.js, the orders list's query of api/orders/order-list-query.js). Prints
 * p50 and p95 and the billed reads per search (documents read plus the counts that pick the word).
 * The HTTP layer, the token check and the orders table's one getAll of its customers' names are
 * not in the figure.
 *
 *   npm run build -w functions
 *   node scripts/stack/with-emulators.mjs "npm run bench:admin-search"
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from './bench-catalogue.mjs';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../local-stack.mjs';

process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const lib = (path) => new URL(`../../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('data/searched-page.js')))) {
  console.error('functions/lib is missing or old: run `npm run build -w functions` first.');
  process.exit(1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { readSearchedPage } = await import(lib('data/searched-page.js'));
const { orderListQuery } = await import(lib('api/orders/order-list-query.js'));
const { adminSearchWords, orderSearchKeys, userSearchKeys } = await import(lib('shared/admin-search.js'));
const { ADMIN_ROWS_PAGE_SIZE } = await import(lib('shared/constants.js'));
const { COLLECTIONS } = await import(lib('shared/collections.js'));
const { searchWords } = await import(lib('shared/text.js'));

const ROWS = 5_000;
const SEARCHES = 20;
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-admin'), 'bench-admin');
const random = prng(27);
const pick = (list) => list[Math.floor(random() * list.length)];

/** Family names with roughly their shares of the population (per cent). */
const FAMILY = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9.5],
  ['Phạm', 7],
  ['Hoàng', 5],
  ['Phan', 4.5],
  ['Vũ', 4],
  ['Huỳnh', 4],
  ['Võ', 4],
  ['Đặng', 2],
  ['Bùi', 2],
  ['Đỗ', 2],
  ['Hồ', 1.5],
  ['Ngô', 1.5],
  ['Dương', 1],
  ['Lý', 1],
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thu', 'Ngọc', 'Đức', 'Quốc', 'Hữu', 'Thanh', 'Hoàng', 'Gia', 'Bảo'];
const GIVEN = ['An', 'Bình', 'Cường', 'Dũng', 'Hà', 'Hải', 'Hạnh', 'Hoa', 'Hùng', 'Hương', 'Khánh', 'Lan', 'Linh'];
GIVEN.push('Long', 'Mai', 'Nam', 'Ngân', 'Phong', 'Phúc', 'Quân', 'Quang', 'Sơn', 'Tâm', 'Thảo', 'Thắng');
GIVEN.push('Trang', 'Trung', 'Tuấn', 'Vy', 'Yến', 'Nhung', 'Đạt', 'Hiếu', 'Kiên', 'Loan', 'My', 'Nga');
const STATUSES = ['awaitingPayment', 'paid', 'packing', 'shipped', 'delivered', 'cancelled'];
const METHODS = ['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER'];

function familyName() {
  let roll = random() * FAMILY.reduce((sum, [, share]) => sum + share, 0);
  for (const [name, share] of FAMILY) if ((roll -= share) < 0) return name;
  return FAMILY[0][0];
}
const fullName = () => `${familyName()} ${pick(MIDDLE)} ${pick(GIVEN)}`;
const phone = () => `+849${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
const createdAt = (n) => new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();

async function writeRows() {
  await Promise.all([COLLECTIONS.orders, COLLECTIONS.users].map((name) => db.recursiveDelete(db.collection(name))));
  const writer = db.bulkWriter();
  const orders = [];
  const users = [];
  for (let n = 0; n < ROWS; n += 1) {
    const customer = fullName();
    const recipient = random() < 0.8 ? customer : fullName();
    const order = {
      userId: `u${n}`,
      user: { name: customer },
      shippingAddress: { fullname: recipient, address: '1 Lê Lợi', city: 'Huế', postalCode: '', country: 'VN' },
      status: pick(STATUSES),
      paymentMethod: pick(METHODS),
      createdAt: createdAt(n),
    };
    if (random() < 0.9) order.shippingAddress.phone = phone();
    order.searchKeys = orderSearchKeys(order);
    orders.push(order);
    void writer.set(db.collection(COLLECTIONS.orders).doc(), order);
    const name = fullName();
    const [family, , given] = searchWords(name);
    const user = { name, email: `${given}.${family}${n}@example.com`, isAdmin: n % 100 === 0, createdAt: createdAt(n) };
    user.searchKeys = userSearchKeys(user);
    users.push(user);
    void writer.set(db.collection(COLLECTIONS.users).doc(), user);
  }
  await writer.close();
  return { orders, users };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(label, kind, queries, listQuery) {
  const latencies = [];
  const reads = [];
  let rows = 0;
  for (const { q, filters = {} } of queries) {
    const started = performance.now();
    const page = await readSearchedPage(
      listQuery(filters),
      'createdAt',
      null,
      ADMIN_ROWS_PAGE_SIZE,
      adminSearchWords(q, kind),
    );
    latencies.push(performance.now() - started);
    reads.push(page.read);
    rows += page.docs.length;
  }
  latencies.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `  ${label.padEnd(46)} p50 ${ms(percentile(latencies, 50)).padStart(7)}  p95 ${ms(percentile(latencies, 95)).padStart(7)}` +
      `  reads p50 ${String(percentile(reads, 50)).padStart(4)}  max ${String(reads.at(-1)).padStart(4)}  rows/page ${(rows / queries.length).toFixed(1)}`,
  );
}

const writeStarted = performance.now();
const { orders, users } = await writeRows();
console.log(
  `Wrote ${ROWS} orders and ${ROWS} users in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s; ${SEARCHES} searches of one page (${ADMIN_ROWS_PAGE_SIZE} rows) each:`,
);

const some = (rows, make) => Array.from({ length: SEARCHES }, () => make(pick(rows)));
const withPhone = orders.filter((order) => order.shippingAddress.phone);
const typedPhone = (e164) => `0${e164.slice(3, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
const orderList = (filters) => orderListQuery(db, filters);
const userList = (filters) =>
  filters.admin === undefined
    ? db.collection(COLLECTIONS.users)
    : db.collection(COLLECTIONS.users).where('isAdmin', '==', filters.admin);

console.log('Orders:');
await measure(
  'no search: the table as before (emulator floor)',
  'order',
  some(STATUSES, () => ({ q: '' })),
  orderList,
);
await measure(
  "a customer's full name ('Nguyễn Văn An')",
  'order',
  some(orders, (o) => ({ q: o.user.name })),
  orderList,
);
await measure(
  "the phone typed '0912 345 678'",
  'order',
  some(withPhone, (o) => ({ q: typedPhone(o.shippingAddress.phone) })),
  orderList,
);
await measure(
  "the phone's first 6 digits",
  'order',
  some(withPhone, (o) => ({ q: typedPhone(o.shippingAddress.phone).slice(0, 6) })),
  orderList,
);
await measure(
  "'nguyen' with a state filter",
  'order',
  some(STATUSES, (status) => ({ q: 'nguyen', filters: { status } })),
  orderList,
);
await measure(
  'family + given name with a payment method',
  'order',
  some(orders, (o) => {
    const words = o.user.name.split(' ');
    return { q: `${words[0]} ${words[2]}`, filters: { paymentMethod: o.paymentMethod } };
  }),
  orderList,
);
console.log('Users:');
await measure(
  "an email's first 5 characters",
  'user',
  some(users, (u) => ({ q: u.email.slice(0, 5) })),
  userList,
);
await measure(
  'a whole email',
  'user',
  some(users, (u) => ({ q: u.email })),
  userList,
);
await measure(
  'a full name, customers only',
  'user',
  some(users, (u) => ({ q: u.name, filters: { admin: false } })),
  userList,
);
process.exit(0);
