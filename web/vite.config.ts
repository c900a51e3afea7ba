import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // In development the API is the functions emulator behind the hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/size.mjs reads the manifest to report what each route downloads.
    manifest: true,
  },
});
