import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SHOP_ORIGIN, WEB_BUILD_CONSTANTS } from '../local-stack.mjs';
import { linguiPlugins } from './lingui/vite-lingui';

export default defineConfig({
  plugins: [react(), linguiPlugins()],
  define: WEB_BUILD_CONSTANTS,
  resolve: {
    // '@/…' is web/src, the web's one import root; '@shared/…' the domain code it shares with functions.
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
    },
    // One react-is on every route: Emotion's hoist-non-react-statics asks for react-is 16 while MUI
    // brings 19, and both copies rode on the home route. 19 has everything hoisting reads (ForwardRef,
    // Memo, isMemo), with the same Symbol.for types as 16.
    dedupe: ['react-is'],
  },
  server: {
    port: 5173,
    strictPort: true,
    // In development the API is the functions emulator behind the hosting emulator.
    proxy: { '/api': SHOP_ORIGIN },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/measure/size.mjs reads the manifest to report what each route downloads.
    manifest: true,
    modulePreload: {
      // The entry's 30-odd shared chunks are not preloaded from the HTML: they are fetched as soon as
      // the entry module is parsed, and preloads in the head compete with the page's own image and
      // count as render-blocking work in a phone's first paint (Lighthouse FCP/LCP, ADR 0018).
      // Lazy routes keep Vite's preloading of their dependencies.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
  },
});
