import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/build/vite-precompress.ts';
import { adminCjkFonts } from './build/cjk-fonts.ts';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), adminCjkFonts(), precompress()],
  server: { proxy: { '/api-v1.0': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', sourcemap: true },
});
