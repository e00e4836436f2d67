// The partner's Vite configuration for production.tsx (no plugins: Vite compiles TSX and JSX by itself). The test
// runs `vite build` with NODE_ENV=production, as `npm run build` in a partner's app would.
export default {
  logLevel: 'warn',
  build: {
    outDir: 'vite-out',
    modulePreload: false,
    rollupOptions: { input: 'production.tsx', output: { entryFileNames: 'app.js' } },
  },
};
