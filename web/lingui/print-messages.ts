/**
 * Prints the catalogue entries (msgid as it appears in the .po files) that the given source files
 * contribute, without touching the catalogues: `npx tsx web/lingui/print-messages.ts <file>…`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import { LINGUI_CONFIG } from './vite-lingui';
import { sharedMessagesExtractor } from './shared-messages-extractor';

const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
const extractors = [sharedMessagesExtractor, createBabelExtractor()];

for (const file of process.argv.slice(2)) {
  const filename = path.resolve(file);
  const extractor = extractors.find((candidate) => candidate.match(filename));
  if (!extractor) continue;
  const code = await readFile(filename, 'utf8');
  await extractor.extract(filename, code, (message) => console.log(JSON.stringify(message.message ?? message.id)), {
    linguiConfig,
  });
}
