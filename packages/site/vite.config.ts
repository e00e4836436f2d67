import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeCatalogs } from './build/locale-catalogs.ts';

export default defineConfig({
  base: '/',
  plugins: [react(), localeCatalogs(import.meta.dirname)],
  server: { proxy: { '/api-v1.0': 'http://127.0.0.1:3000' } },
  // The manifest lets scripts/route-bytes.mjs follow each route's chunks.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
