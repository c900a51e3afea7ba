// `node scripts/measure/probe-attacks.mjs [baseUrl]`: replays the outside review's probes (ADR 0012) against
// a running stack (`npm start`; by default the hosting emulator's origin) and prints what each answered.
// A measurement for the record, not a test: the suites assert the same behaviour.
import { SHOP_ORIGIN } from '../../local-stack.mjs';

const base = process.argv[2] ?? process.env.E2E_BASE_URL ?? SHOP_ORIGIN;
const customer = { email: 'user@example.com', password: 'user123456' };

async function call(method, path, { body, raw, headers = {} } = {}) {
  const init = { method, headers: { ...headers } };
  if (raw !== undefined) {
    init.body = raw;
    init.headers['Content-Type'] = 'application/json';
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

const results = [];
const report = (probe, outcome) => results.push({ probe, outcome });

// 30 wrong passwords in a burst, then the right one.
const started = Date.now();
const statuses = [];
for (let i = 0; i < 30; i += 1)
  statuses.push((await call('POST', '/api/users/signin', { body: { ...customer, password: `wrong-${i}` } })).status);
const right = await call('POST', '/api/users/signin', { body: customer });
const counts = statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
report(
  `30 wrong passwords in ${((Date.now() - started) / 1000).toFixed(1)} s, then the right one`,
  `${JSON.stringify(counts)}; right password: ${right.status} (Retry-After ${right.headers.get('retry-after') ?? '-'})`,
);

// a 5 MB body and malformed JSON.
const big = await call('POST', '/api/users/signup', { raw: JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) }) });
report('5 MB JSON body to /api/users/signup', `${big.status} ${big.text.slice(0, 80)}`);
const malformed = await call('POST', '/api/users/signin', { raw: '{"email":' });
report(
  'malformed JSON to /api/users/signin',
  `${malformed.status} ${malformed.headers.get('content-type')} stack trace: ${/at .*\(|node_modules/.test(malformed.text) ? 'yes' : 'no'}`,
);

// ids that are not document ids.
for (const id of ['a%2Fb', '__x__', '..%2Fusers%2Fx'])
  report(`GET /api/products/${id}`, `${(await call('GET', `/api/products/${id}`)).status}`);

// headers of a page and of the API.
for (const path of ['/', '/api/products']) {
  const { headers } = await call('GET', path);
  report(
    `security headers on ${path}`,
    ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy']
      .map((name) => `${name}: ${headers.get(name) ? 'yes' : 'no'}`)
      .join(', '),
  );
}

for (const { probe, outcome } of results) console.log(`${probe.padEnd(58)} ${outcome}`);
