import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    tokens: 'src/tokens/index.ts',
    messages: 'src/i18n/messages/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.build.json',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  // Consumers bring their own React, styled-components and react-dom (peer dependencies).
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
});
