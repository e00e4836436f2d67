// The partner's Vite configuration, here for two apps, production.tsx and router.tsx (no plugins: Vite compiles TSX
// and JSX by itself). The test runs `vite build` with NODE_ENV=production, as `npm run build` in a partner's app would.
export default {
  logLevel: 'warn',
  build: {
    outDir: 'vite-out',
    modulePreload: false,
    rollupOptions: {
      input: { app: 'production.tsx', router: 'router.tsx' },
      output: { entryFileNames: '[name].js' },
    },
  },
};
