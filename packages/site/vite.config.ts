import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: { proxy: { '/api-v1.0': 'http://127.0.0.1:3000' } },
  // The manifest lets scripts/route-bytes.mjs follow each route's chunks.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
