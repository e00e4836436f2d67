import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumFlags } from '../../../scripts/lib/chromium-flags.mjs';

/**
 * The Next.js half of the pack-and-consume test: the partner's App Router app in `test/next-app`, built for
 * production and served with `next start`, then read as a browser would.
 */

/**
 * Puts the workspace's `next` (the pinned devDependency, so the lockfile decides the version and nothing is
 * downloaded) and everything it depends on into the app's `node_modules`, as plain folders. Hard links make it
 * cheap. A symlink would not do: Turbopack compiles no file outside the app's root, and the workspace is outside.
 * Packages the app already has (React, react-dom) stay the app's own.
 */
export function linkWorkspaceNext(fromDir: string, intoNodeModules: string): void {
  const queue = [realpathSync(path.join(fromDir, 'node_modules/next'))];
  const seen = new Set<string>();
  for (let real = queue.shift(); real !== undefined; real = queue.shift()) {
    if (seen.has(real)) continue;
    seen.add(real);
    // pnpm keeps a package at .pnpm/<id>/node_modules/<name>, its dependencies linked beside it.
    const store = real.slice(0, real.lastIndexOf(`${path.sep}node_modules${path.sep}`) + '/node_modules/'.length);
    const name = path.relative(store, real);
    const target = path.join(intoNodeModules, name);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    execFileSync('cp', ['-al', real, target]);
    const manifest = JSON.parse(readFileSync(path.join(real, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    // Peers are the app's own; sharp serves next/image's optimiser, which the app does not use.
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies });
    for (const dependency of dependencies.filter((candidate) => candidate !== 'sharp')) {
      // pnpm links only the optional dependencies for this platform.
      if (existsSync(path.join(store, dependency))) queue.push(realpathSync(path.join(store, dependency)));
    }
  }
}

/** `next start` on a port the system picks; resolves with the app's address once it listens. */
export function startNext(appDir: string): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(
    process.execPath,
    [path.join(appDir, '../node_modules/next/dist/bin/next'), 'start', '-p', '0', '-H', '127.0.0.1'],
    {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`next start did not listen in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (address && /Ready/.test(output)) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${address[1]}`, server });
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', (code) => reject(new Error(`next start exited with ${String(code)}:\n${output}`)));
  });
}

export interface NextVisit {
  /** Console errors and warnings, uncaught page errors: a hydration mismatch or a thrown invariant lands here. */
  problems: string[];
  /** The primary button's background with JavaScript off: the server's styles alone. */
  serverOnlyButtonBackground: string;
  germanText: string;
  pagerButtons: number;
  /** After choosing Español, whose catalog the app does not ship. */
  spanishText: string;
  spanishPath: string;
}

async function watch(page: Page, problems: string[]): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

/** Opens the German page as a visitor would, then switches to a language the app has no catalog for. */
export async function visitNextApp(url: string): Promise<NextVisit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags],
  });
  try {
    const problems: string[] = [];
    const noScript = await browser.newPage({ javaScriptEnabled: false });
    await noScript.goto(`${url}/de-de`);
    const serverOnlyButtonBackground = await noScript
      .getByRole('button', { name: 'Acme', exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    await noScript.close();

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await watch(page, problems);
    await page.goto(`${url}/de-de`, { waitUntil: 'networkidle' });
    const germanText = await page.locator('body').innerText();
    const pagerButtons = await page.locator('nav li button').count();
    // Hydrated when the language button answers: Radix opens the menu only once React has attached its handlers.
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await page.waitForURL(`${url}/es-es`);
    await page.getByText('No data').waitFor();
    return {
      problems,
      serverOnlyButtonBackground,
      germanText,
      pagerButtons,
      spanishText: await page.locator('body').innerText(),
      spanishPath: new URL(page.url()).pathname,
    };
  } finally {
    await browser.close();
  }
}
