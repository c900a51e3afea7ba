/**
 * Lingui's Vite plugin as the web build and the web tests use it: macros transformed natively,
 * and `.po` catalogues compiled when imported (so each language's catalogue is its own chunk).
 *
 * The macros keep each message's source text even in production ('message'), so the default
 * language, the specification's own text, needs no catalogue at all (web/src/i18n/i18n.ts).
 */
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';

export const LINGUI_CONFIG = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

export function linguiPlugins() {
  return lingui({
    configPath: LINGUI_CONFIG,
    macroTransform: { macro: { descriptorFields: 'message' } },
    // A missing or broken translation fails the build (the catalogue test says which).
    failOnCompileError: true,
  });
}
