/**
 * Builds the site and admin into this package's own `.cache`, so the shared `dist` folders of other packages are
 * never overwritten with test-only build settings. A build is skipped while its stamp is newer than every source
 * file it came from, which lets `npm test` build both apps ahead, beside the type-check, and the e2e run reuse them.
 * Run directly (`pnpm --filter @labelwise/e2e run build-apps`) it builds both and exits.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const E2E_DIR = path.resolve(HERE, '..');
export const ROOT = path.resolve(E2E_DIR, '../..');
export const CACHE = path.join(E2E_DIR, '.cache');
/** The Ship button only exists when the build has a URL; this one is never opened by the tests. */
export const SHIP_URL = 'http://127.0.0.1:9/ship-login';

function newestMtime(dir: string): number {
  let newest = 0;
  const walk = (p: string) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === 'dist' || base === '__screenshots__' || base.startsWith('.')) return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/**
 * `also` names sources outside the package and the library that its build reads (repo-relative), so a change
 * there makes the cached build stale too.
 */
function build(filter: string, pkgDir: string, outName: string, env: Record<string, string>, also: string[] = []) {
  const out = path.join(CACHE, outName);
  const stamp = path.join(CACHE, `${outName}.stamp`);
  const inputs = [
    path.join(ROOT, 'packages', pkgDir),
    // Both apps bundle the library, the wire contract's rules and the shared HTTP stack.
    ...['ui', 'contract', 'client'].map((lib) => path.join(ROOT, 'packages', lib, 'src')),
    ...also.map((p) => path.join(ROOT, p)),
  ];
  const newest = Math.max(...inputs.map(newestMtime));
  const stampKey = JSON.stringify(env);
  // E2E_REUSE_BUILD=site (or admin, or 1 for both) keeps an existing build, e.g. while that package is mid-edit.
  const reuse = (process.env.E2E_REUSE_BUILD ?? '').split(',');
  if ((reuse.includes('1') || reuse.includes(outName)) && fs.existsSync(path.join(out, 'index.html'))) {
    console.log(`[e2e] E2E_REUSE_BUILD: reusing ${out}`);
    return;
  }
  if (fs.existsSync(path.join(out, 'index.html')) && fs.existsSync(stamp)) {
    const prev = fs.readFileSync(stamp, 'utf8');
    if (prev === stampKey && fs.statSync(stamp).mtimeMs > newest) return;
  }
  console.log(`[e2e] building ${filter} into ${out}`);
  // `bundle`, not `build`: npm test type-checks every package once, in its own phase, before these bundles are used.
  const r = spawnSync('pnpm', ['--filter', filter, 'run', 'bundle', '--outDir', out, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test in this process; a build inheriting it bundles React's development build.
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0', NODE_ENV: 'production', ...env },
  });
  if (r.status !== 0) throw new Error(`[e2e] build of ${filter} failed`);
  fs.writeFileSync(stamp, stampKey);
}

export function buildApps(): void {
  fs.mkdirSync(CACHE, { recursive: true });
  // The prerender renders the seeded catalog into /chart and /printers (site/src/content/catalogSnapshot.ts).
  build('@labelwise/site', 'site', 'site', { VITE_SHIP_URL: SHIP_URL }, [
    'packages/contract/src/catalogSeed.ts',
    'packages/contract/src/searchKey.ts',
  ]);
  build('@labelwise/admin-kit', 'admin-kit', 'admin', {});
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildApps();
