/**
 * The web's server renderer and HTML template as `npm run build` writes them into functions/ssr/
 * (web/vite.ssr.config.ts, scripts/stack/finish-web-build.mjs), loaded once per function instance.
 */
import { readFile } from 'node:fs/promises';
import type { ServerRenderer } from '../shared/ssr-contract.js';

/** functions/ssr, seen from functions/lib/ssr/ (the compiled file) and functions/src/ssr/ (tests). */
const SSR_DIR = new URL('../../ssr/', import.meta.url);

let renderer: Promise<ServerRenderer> | null = null;
let template: Promise<string> | null = null;

export function builtRenderer(): Promise<ServerRenderer> {
  renderer ??= import(new URL('entry-server.js', SSR_DIR).href) as Promise<ServerRenderer>;
  return renderer;
}

export function builtTemplate(): Promise<string> {
  template ??= readFile(new URL('template.html', SSR_DIR), 'utf8');
  return template;
}
