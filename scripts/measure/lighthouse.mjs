// `npm run lighthouse`: a phone's first visit, measured as ADR 0018's table was. Lighthouse's
// default config (mobile preset, simulated throttling) in Debian's Chromium, three runs each of
// home, one seeded product and search, against the production build on the hosting emulator; prints
// each page's median score, LCP, TBT and CLS and the weighted score. Not part of `npm test`: a run
// takes minutes and its figures move with the machine's load.
//
//   npm run lighthouse                 build, start the stack (npm start) unless one answers, measure
//   npm run lighthouse -- --no-build   measure what a running stack serves as it is
//   npm run lighthouse -- --runs=5     more runs per page
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PAGE_WEIGHTS, pageMedians, runFigures, weightedScore } from './lighthouse-summary.mjs';
import { SHOP_ORIGIN } from '../../local-stack.mjs';
import { EMULATOR_PORTS, portOpen, repoRoot, requireNode22, run } from '../lib/process.mjs';

requireNode22();
const argValue = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(argValue('runs') ?? 3);
const BUILD = !process.argv.includes('--no-build');
const OUT_DIR = join(repoRoot, 'test-results', 'lighthouse');
// chrome-launcher reads CHROME_PATH itself; CHROMIUM_PATH is what the browser journeys read.
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the journeys launch it (e2e/support/browser.ts): no sandbox as root, no background traffic.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'];

// The first product of the demo catalogue: seeded by `npm start`, so every run measures the same page.
const [firstProduct] = JSON.parse(readFileSync(join(repoRoot, 'seed', 'products.json'), 'utf8'));
/**
 * The storefront's three pages (search is the "all categories" listing a category link opens), and a
 * seeded policy page, the content pages' template (outside the weighted score, which is the three's).
 */
const PAGES = {
  home: '/',
  product: `/product/${encodeURIComponent(firstProduct.slug)}`,
  search: '/search?category=all',
  policy: '/pages/chinh-sach-bao-mat',
};

mkdirSync(OUT_DIR, { recursive: true });
const stack = await useOrStartStack();
let code = 1;
try {
  await checkProductSeeded();
  await waitForCurrentBuild();
  code = await measure();
} catch (error) {
  console.error(error.message);
} finally {
  await stack.stop();
}
process.exit(code);

/** A running stack if the hosting port answers (built first unless --no-build), else `npm start`. */
async function useOrStartStack() {
  if (await portOpen(EMULATOR_PORTS.hosting)) {
    console.log(`Using the stack already running at ${SHOP_ORIGIN}.`);
    if (BUILD && (await run('npm', ['run', 'build'])) !== 0) process.exit(1);
    return { stop: async () => {} };
  }
  const logFile = join(OUT_DIR, 'stack.log');
  console.log(`Starting the stack (npm start, which builds); its output goes to ${logFile}`);
  const log = createWriteStream(logFile);
  // Its own process group and our SIGINT only: start.mjs stops everything it started on SIGINT.
  const child = spawn(process.execPath, ['scripts/stack/start.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolvePromise, reject) => {
    const onData = (chunk) => {
      log.write(chunk);
      output += chunk.toString();
      if (output.includes('Laptop Shop is running at')) resolvePromise();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (exitCode) => reject(new Error(`npm start exited (code ${exitCode}); see ${logFile}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    console.log('Stopping the stack...');
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
    log.end();
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    await Promise.race([
      ready,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`npm start timed out; see ${logFile}`)), 600_000)),
    ]);
  } catch (error) {
    console.error(error.message);
    await stop();
    process.exit(1);
  }
  return { stop };
}

async function checkProductSeeded() {
  const res = await fetch(`${SHOP_ORIGIN}/api/products/slug/${encodeURIComponent(firstProduct.slug)}`);
  if (res.status === 404) {
    throw new Error(`The demo product '${firstProduct.slug}' is not in the running stack: run npm run seed.`);
  }
  if (!res.ok) throw new Error(`The api answered ${res.status}: is the stack healthy (functions built)?`);
}

/**
 * The pages must be rendered from the build in web/dist. After a build, the functions emulator picks
 * up the new server bundle a few seconds later, and until then the pages name scripts the build has
 * deleted: the app never runs, and the page would measure as fast as a page without JavaScript.
 */
async function waitForCurrentBuild() {
  const appHtml = readFileSync(join(repoRoot, 'web', 'dist', 'app.html'), 'utf8');
  const entry = appHtml.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!entry) throw new Error('web/dist/app.html names no entry script: build the web app (npm run build).');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const pages = await Promise.all(
      Object.values(PAGES).map(async (path) => (await fetch(`${SHOP_ORIGIN}${path}`)).text()),
    );
    if (pages.every((html) => html.includes(entry))) return;
    if (Date.now() > deadline) {
      throw new Error(
        `After 60 s the stack still serves pages without ${entry}, the build's entry. The functions ` +
          'emulator missed the new server bundle: touch functions/ssr/entry-server.js, or restart npm start.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** One Lighthouse run in a fresh Chromium, as the CLI does it. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function measure() {
  const loadBefore = loadavg()[0];
  const runs = Object.fromEntries(Object.keys(PAGES).map((page) => [page, []]));
  let version = '';
  // Pages take turns, so a change in the machine's load falls on every page alike.
  for (let i = 1; i <= RUNS; i++) {
    for (const [page, path] of Object.entries(PAGES)) {
      process.stdout.write(`run ${i}/${RUNS} ${page} ${path} ... `);
      const lhr = await lighthouseRun(`${SHOP_ORIGIN}${path}`);
      version = lhr.lighthouseVersion;
      writeFileSync(join(OUT_DIR, `${page}-${i}.json`), JSON.stringify(lhr));
      const figures = runFigures(lhr);
      runs[page].push(figures);
      console.log(`score ${figures.score}`);
      for (const warning of lhr.runWarnings ?? []) console.log(`  ! ${warning}`);
    }
  }
  const loadAfter = loadavg()[0];

  console.log(
    `\nLighthouse ${version}, mobile preset, simulated throttling; median of ${RUNS} runs per page (${SHOP_ORIGIN})`,
  );
  console.log(
    `${'page'.padEnd(9)}${'score'.padStart(6)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}  runs`,
  );
  const medians = {};
  for (const [page, pageRuns] of Object.entries(runs)) {
    const m = (medians[page] = pageMedians(pageRuns));
    console.log(
      `${page.padEnd(9)}${String(m.score).padStart(6)}${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(9)}` +
        `${`${Math.round(m.tbtMs)} ms`.padStart(9)}${m.cls.toFixed(3).padStart(8)}  ` +
        pageRuns.map((r) => r.score).join(' '),
    );
  }
  const weights = Object.entries(PAGE_WEIGHTS)
    .map(([page, weight]) => `${page} ${weight}`)
    .join(', ');
  const scores = Object.fromEntries(Object.entries(medians).map(([page, m]) => [page, m.score]));
  console.log(`weighted (${weights}): ${weightedScore(scores).toFixed(1)}`);
  const benchmark = Object.values(runs)
    .flat()
    .map((r) => Math.round(r.benchmarkIndex));
  console.log(
    `machine: ${cpus().length} cores, load average ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after; ` +
      `Lighthouse benchmarkIndex ${Math.min(...benchmark)}-${Math.max(...benchmark)} (lower is a slower or busier machine)`,
  );
  console.log(`reports (Lighthouse JSON per run): ${OUT_DIR}`);
  return 0;
}
