import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumFlags, screenshotFlags } from './scripts/lib/chromium-flags.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const unitPackages = 'packages/{ui,site,admin-kit,contract,client}/src';

const chromiumArgs = ['--headless', ...chromiumFlags, ...screenshotFlags];

export default defineConfig({
  test: {
    projects: [
      {
        // Logic (`.test.ts`): routing, prerender and build scripts, the HTTP client, the contract. Node's own
        // environment: creating a jsdom per file cost more than the tests. A file that needs a DOM says so with a
        // `@vitest-environment jsdom` docblock.
        test: {
          name: 'logic',
          environment: 'node',
          globals: true,
          include: [`${unitPackages}/**/*.test.ts`, 'scripts/**/*.test.ts'],
          setupFiles: ['./vitest.setup.logic.ts'],
        },
      },
      {
        // Components (`.test.tsx`) render into jsdom.
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A safety net for a hang, not a speed target: tests stay a few seconds on a quiet machine, and a loaded
          // 2-core runner (two other CPU-bound processes) makes them about three times slower.
          testTimeout: 20_000,
          globals: true,
          include: [`${unitPackages}/**/*.test.tsx`],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      {
        test: {
          name: 'pack',
          environment: 'node',
          include: ['packages/ui/test/**/*.test.ts'],
          // Runs after the static Storybook build, with its own config (packages/ui/test/docs-site.config.ts).
          exclude: ['packages/ui/test/docs-site.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // A function per project: a shared browser object once mixed projects up (toolchain notes).
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
              // A window larger than any story viewport: otherwise the runner scales the iframe down (1280x800 into
              // Playwright's default 1280x720 gave a 0.9 scale) and sub-pixel rounding made screenshots depend on
              // which other files ran alongside.
              contextOptions: { viewport: { width: 1920, height: 1280 } },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Colours compare exactly (threshold 0). Up to 32 pixels may differ: software rasterising without a
                // GPU occasionally shifts an anti-aliased rounded corner by one colour level (measured: 9 pixels on
                // one story in one of three runs). A token change recolours hundreds of pixels, so it still fails.
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 32 },
                // Two matching shots in a row are needed; on a loaded 2-core CI runner the first story of a file
                // (fonts still decoding) missed the 5 s default once, so allow longer before calling it unstable.
                timeout: 20_000,
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
