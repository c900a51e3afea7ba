// Fails when the rules suite left any expression of firestore.rules unevaluated.
// Run after `vitest run --project rules`: it reads the Firestore emulator's coverage report for the
// suite's project, which counts every evaluation since the rules were last loaded.
import { readFileSync } from 'node:fs';
import { EMULATOR_HOSTS, RULES_PROJECT_ID as PROJECT_ID } from '../../local-stack.mjs';

const RULES_PATH = new URL('../../firestore.rules', import.meta.url);
const host = process.env.FIRESTORE_EMULATOR_HOST || EMULATOR_HOSTS.firestore;
const url = `http://${host}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function fetchReport() {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    fail(`rules coverage: cannot reach the Firestore emulator at ${host} (${error.cause?.code ?? error.message})`);
  }
  if (!response.ok) fail(`rules coverage: ${url} answered ${response.status}`);
  return response.json();
}

/** Each report node is one expression; it was evaluated when the emulator recorded at least one value. */
function collect(nodes, found = { total: 0, evaluated: 0, missed: [] }) {
  for (const node of nodes ?? []) {
    found.total += 1;
    if (node.values?.length) {
      found.evaluated += 1;
    } else {
      found.missed.push(node);
    }
    collect(node.children, found);
  }
  return found;
}

/** Only the outermost unevaluated expressions: their sub-expressions were not evaluated either. */
function outermost(missed) {
  const within = (inner, outer) =>
    inner !== outer &&
    inner.sourcePosition.currentOffset >= outer.sourcePosition.currentOffset &&
    inner.sourcePosition.endOffset <= outer.sourcePosition.endOffset;
  return missed.filter((node) => !missed.some((other) => within(node, other)));
}

const report = await fetchReport();
const loadedRules = report.rules?.files?.[0]?.content;
if (!loadedRules) fail(`rules coverage: no rules loaded for ${PROJECT_ID}; run \`vitest run --project rules\` first`);
if (loadedRules !== readFileSync(RULES_PATH, 'utf8')) {
  fail(
    `rules coverage: the emulator holds other rules than firestore.rules for ${PROJECT_ID}; run the rules suite again`,
  );
}

const { total, evaluated, missed } = collect(report.report);
if (total === 0) fail('rules coverage: the report lists no expressions');
if (missed.length > 0) {
  console.error(`rules coverage: ${evaluated}/${total} expressions evaluated; never evaluated:`);
  for (const { sourcePosition: at } of outermost(missed)) {
    // endOffset is inclusive in the emulator's report.
    const expression = loadedRules.slice(at.currentOffset, at.endOffset + 1).replace(/\s+/g, ' ');
    console.error(`  firestore.rules:${at.line}:${at.column}  ${expression}`);
  }
  process.exit(1);
}
console.log(`rules coverage: ${evaluated}/${total} expressions evaluated`);
