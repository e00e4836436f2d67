import { defineConfig } from 'vitest/config';

/** The docs-site check runs against the static Storybook build, so it has its own run after that build. */
export default defineConfig({
  test: {
    name: 'docs-site',
    environment: 'node',
    include: ['packages/ui/test/docs-site.test.ts'],
    root: new URL('../../..', import.meta.url).pathname,
    // Each test opens a page of the static build; on a loaded two-core machine the first one took 28 s.
    testTimeout: 60_000,
  },
});
