/**
 * The server renderer's build (entry-server.tsx) for the ssr Cloud Function: one Node ESM bundle with
 * React, MUI and the router inside, written into functions/ssr/ so a functions deploy carries it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';

export default mergeConfig(
  base,
  defineConfig({
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: fileURLToPath(new URL('../functions/ssr', import.meta.url)),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.js' } },
    },
  }),
);
