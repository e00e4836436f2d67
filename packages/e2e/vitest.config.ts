import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Files that change what the site shows (content, catalog, users): they get an API and database of their own. */
const OPERATOR_FILES = [
  'tests/admin.e2e.ts',
  'tests/content-publish.e2e.ts',
  'tests/content-help.e2e.ts',
  'tests/admin-xlsx.e2e.ts',
  'tests/admin-online.e2e.ts',
  'tests/admin-roles.e2e.ts',
  'tests/admin-catalog-i18n.e2e.ts',
];

const project = (name: string, include: string[], exclude: string[] = []): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include,
    exclude,
    globalSetup: ['./src/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    retry: 0,
    // What a poll waits for often needs the page's scripts: on a loaded 2-core machine they can take seconds to run,
    // and a state that never comes still fails, only later.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // `describe.concurrent` blocks (one page each) keep at most this many pages loading per file.
    maxConcurrency: 4,
  },
});

// Two files at a time on the 2-core machine: each launches one Chromium and mostly waits on pages. Visitor files
// only read (a contact message each stores is found by its own stamp), so they share one API; operator files edit
// the catalog and content, so they run against a second API with its own database and cannot change a page a
// visitor test is measuring.
export default defineConfig({
  test: {
    fileParallelism: true,
    maxWorkers: 2,
    teardownTimeout: 30_000,
    projects: [project('e2e-visitor', ['tests/**/*.e2e.ts'], OPERATOR_FILES), project('e2e-operator', OPERATOR_FILES)],
  },
});
