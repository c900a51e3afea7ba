import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SHOP_ORIGIN, WEB_BUILD_CONSTANTS } from '../scripts/lib/local-stack.mjs';
import { linguiPlugins } from './lingui/vite-lingui';

export default defineConfig({
  plugins: [react(), linguiPlugins()],
  define: WEB_BUILD_CONSTANTS,
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)) },
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
    // scripts/size.mjs reads the manifest to report what each route downloads.
    manifest: true,
  },
});
