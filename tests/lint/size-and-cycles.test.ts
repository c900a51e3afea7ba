/**
 * The structure rules in eslint.config.js, proven on planted code: an import cycle is an error, and
 * production code longer than MAX_LINES_PER_FILE, or a function longer than MAX_LINES_PER_FUNCTION,
 * is a warning (code lines only: blank lines and comments do not count; tests are not measured).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINES_PER_FILE, MAX_LINES_PER_FUNCTION } from '../../eslint.config.js';

// Type information is not needed for these rules; the type-aware rules are checked on the real tree.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function messagesOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** `count` statements, one code line each, between comments and blank lines that do not count. */
const codeLines = (count: number, indent = '') =>
  Array.from({ length: count }, (_, i) => `${indent}// step ${i}\n\n${indent}total += ${i};`).join('\n');

describe('import cycles', () => {
  // no-cycle follows imports on disk, so the two modules of the cycle are written to a folder of their own.
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(import.meta.dirname, 'planted-cycle-'));
    writeFileSync(
      path.join(dir, 'first.ts'),
      "import { second } from './second.js';\nexport const first = () => second;\n",
    );
    writeFileSync(
      path.join(dir, 'second.ts'),
      "import { first } from './first.js';\nexport const second = () => first;\n",
    );
    writeFileSync(
      path.join(dir, 'typed.ts'),
      "import type { first } from './first.js';\nexport type T = typeof first;\n",
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a module that imports a module importing it', async () => {
    const file = path.join(dir, 'first.ts');
    const code = "import { second } from './second.js';\nexport const first = () => second;\n";
    expect(await messagesOf('import-x/no-cycle', file, code)).toEqual(['Dependency cycle detected']);
  });

  it('leaves a one-way import alone', async () => {
    const code = "import { first } from './first.js';\nexport const third = () => first;\n";
    expect(await messagesOf('import-x/no-cycle', path.join(dir, 'third.ts'), code)).toEqual([]);
  });

  it('does not count an import of types only, which never runs', async () => {
    const code = "import { a } from './typed-a.js';\nexport type B = number;\nexport const b = a;\n";
    expect(await messagesOf('import-x/no-cycle', path.join(dir, 'typed-b.ts'), code)).toEqual([]);
  });
});

describe('file and function length', () => {
  const longFile = `let total = 0;\n${codeLines(400)}\nexport { total };\n`;

  it(`warns about a production file of more than ${MAX_LINES_PER_FILE} code lines`, async () => {
    const [message] = await messagesOf('max-lines', 'functions/src/api/planted-long-file.ts', longFile);
    expect(message).toContain(`Maximum allowed is ${MAX_LINES_PER_FILE}`);
    // A warning (severity 1), in the web's code too.
    const [result] = await eslint.lintText(longFile, { filePath: 'web/src/lib/planted-long-file.ts' });
    expect(result?.messages.filter((m) => m.ruleId === 'max-lines').map((m) => m.severity)).toEqual([1]);
  });

  it('counts neither blank lines nor comments', async () => {
    const code = `let total = 0;\n${codeLines(MAX_LINES_PER_FILE - 2)}\nexport { total };\n`;
    expect(await messagesOf('max-lines', 'functions/src/api/planted-file.ts', code)).toEqual([]);
  });

  it(`warns about a production function of more than ${MAX_LINES_PER_FUNCTION} code lines`, async () => {
    const code = `export function planted(): number {\n  let total = 0;\n${codeLines(MAX_LINES_PER_FUNCTION, '  ')}\n  return total;\n}\n`;
    const [message] = await messagesOf('max-lines-per-function', 'web/src/lib/planted-long-function.ts', code);
    expect(message).toContain(`Maximum allowed is ${MAX_LINES_PER_FUNCTION}`);
  });

  it('does not measure tests', async () => {
    expect(await messagesOf('max-lines', 'functions/src/api/planted-long-file.test.ts', longFile)).toEqual([]);
    expect(await messagesOf('max-lines', 'web/src/testing/planted-long-file.ts', longFile)).toEqual([]);
  });
});
