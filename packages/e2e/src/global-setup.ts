/**
 * Builds the site and admin into this package's own `.cache` (so the shared `dist` folders of other packages are
 * never overwritten with test-only build settings), starts the real API process on a free loopback port with a
 * fresh embedded database, waits for /health, and stops it afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const E2E_DIR = path.resolve(HERE, '..');
const ROOT = path.resolve(E2E_DIR, '../..');
const CACHE = path.join(E2E_DIR, '.cache');
/** The Ship button only exists when the build has a URL; this one is never opened by the tests. */
const SHIP_URL = 'http://127.0.0.1:9/ship-login';

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

function build(filter: string, pkgDir: string, outName: string, env: Record<string, string>) {
  const out = path.join(CACHE, outName);
  const stamp = path.join(CACHE, `${outName}.stamp`);
  const inputs = [path.join(ROOT, 'packages', pkgDir), path.join(ROOT, 'packages/ui/src')];
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
  const r = spawnSync('pnpm', ['--filter', filter, 'run', 'build', '--outDir', out, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test in this process; a build inheriting it bundles React's development build.
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0', NODE_ENV: 'production', ...env },
  });
  if (r.status !== 0) throw new Error(`[e2e] build of ${filter} failed`);
  fs.writeFileSync(stamp, stampKey);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`[e2e] API exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${base}/api-v1.0/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`[e2e] API did not become healthy:\n${log()}`);
}

let child: ChildProcess | undefined;
let tmp: string | undefined;

export default async function setup(project: TestProject) {
  fs.mkdirSync(CACHE, { recursive: true });
  build('@labelwise/site', 'site', 'site', { VITE_SHIP_URL: SHIP_URL });
  build('@labelwise/admin-kit', 'admin-kit', 'admin', {});

  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'labelwise-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'packages/api'),
    env: {
      ...process.env,
      NODE_ENV: 'development', // demo accounts admin/admin123 and editor/editor123 are seeded only outside production
      SITE_DIR: path.join(CACHE, 'site'),
      ADMIN_DIR: path.join(CACHE, 'admin'),
      DATA_DIR: path.join(tmp, 'pglite'),
      FILES_DIR: path.join(tmp, 'files'),
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_DISABLED: '1',
      // Lets a test speak as other client addresses through X-Forwarded-For, as a reverse proxy would.
      TRUST_PROXY: '127.0.0.1',
      CONTACT_RATE_MAX: '1000',
      LOGIN_RATE_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForHealth(base, child, () => output.slice(-4000));
  project.provide('baseUrl', base);
  project.provide('shipUrl', SHIP_URL);

  return async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    shipUrl: string;
  }
}
