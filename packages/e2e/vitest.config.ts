import { defineConfig } from 'vitest/config';

// Serial and slow-tolerant: one API process and one Chromium on a shared 2-core machine.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    retry: 0,
  },
});
