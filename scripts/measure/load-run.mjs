// The load script's mechanics (scripts/measure/load.mjs): the loopback guard, one burst with its
// latencies, and the table it prints.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Refuses to run unless every emulator host is this machine: the bursts must never reach a real project. */
export function assertLoopback(hosts) {
  for (const [name, hostAndPort] of Object.entries(hosts)) {
    const host = String(hostAndPort ?? '').replace(/:\d+$/, '');
    if (!LOOPBACK_HOSTS.has(host)) {
      console.error(`Refusing to run: ${name} is "${hostAndPort}", not a loopback address.`);
      process.exit(2);
    }
  }
}

/** Sends one request per item, all at once; each result keeps its item, status, body and latency. */
export async function runBurst(items, send) {
  return Promise.all(
    items.map(async (item) => {
      const started = performance.now();
      try {
        const { status, body } = await send(item);
        return { item, status, body, ms: performance.now() - started };
      } catch (error) {
        // A dropped connection counts as a server failure: the caller saw no answer.
        return { item, status: 599, body: { message: String(error) }, ms: performance.now() - started };
      }
    }),
  );
}

/**
 * Brings the local functions emulator's api up to `width` warm processes before a burst through
 * Hosting. The emulator serves one request per Node process and starts a new process (about two
 * seconds of CPU: its runtime, then the functions' code) for each request that finds none idle,
 * while a deployed function serves up to 80 requests per instance (Cloud Functions 2nd gen, 1 CPU).
 * A cold burst of 40 would measure 40 process starts on this machine's cores rather than the shop,
 * so the width is reached `step` new processes at a time; every answer still counts for the table.
 */
export async function warmWorkers(width, step, send) {
  const results = [];
  for (let concurrent = step; concurrent < width + step; concurrent += step) {
    results.push(...(await runBurst(Array.from({ length: Math.min(concurrent, width) }), send)));
  }
  return results;
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function statusCounts(results) {
  const counts = new Map();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
}

export function printTable(title, rows) {
  const lines = rows.map((row) => {
    const ms = row.results.map((r) => r.ms);
    return [
      row.name,
      statusCounts(row.results) || '-',
      String(row.results.filter((r) => r.status >= 500).length),
      `${Math.round(percentile(ms, 50))} / ${Math.round(percentile(ms, 95))}`,
      `${row.invariant.ok ? 'exact' : 'BROKEN'}: ${row.invariant.detail}`,
    ];
  });
  const header = ['burst', 'statuses', '5xx', 'p50 / p95 ms', 'invariant'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}
