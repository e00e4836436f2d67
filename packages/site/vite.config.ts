import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { localeCatalogs } from './build/locale-catalogs.ts';
import { siteTheme } from './build/site-theme.ts';
import { styledIds } from './build/styled-ids.ts';
import { precompress } from '../../scripts/build/vite-precompress.ts';

export default defineConfig({
  base: '/',
  // localeCatalogs: one chunk of precompiled messages per locale, so the browser needs no ICU parser (see the file).
  // styledIds: stable styled-components class names, the same in the prerender and the browser (see the file).
  // siteTheme: the site's theme computed at build time, so no colour library ships with it (see the file).
  plugins: [
    react(),
    localeCatalogs(import.meta.dirname),
    styledIds(path.resolve(import.meta.dirname, '../..')),
    siteTheme(import.meta.dirname),
    precompress(),
  ],
  // The copyright line's end year (app/Layout.tsx): one value for the prerender and the browser's first render.
  define: { __LW_BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
  server: { proxy: { '/api-v1.0': 'http://127.0.0.1:3000' } },
  // The manifest lets scripts/route-bytes.mjs follow each route's chunks, and scripts/prerender.mjs preload them.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
