// Types for chromium-flags.mjs, imported by TypeScript files (e2e, ui tests, vitest.config.ts).
export const chromiumFlags: readonly string[];
export const screenshotFlags: readonly string[];
