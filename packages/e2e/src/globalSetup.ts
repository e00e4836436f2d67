/**
 * Builds the site and admin (or reuses fresh builds, see buildApps.ts), starts the real API process on a free
 * loopback port with a fresh embedded database, waits for /health, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApps, CACHE, ROOT, SHIP_URL } from './buildApps.js';

export { E2E_DIR } from './buildApps.js';

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

/** A real API process on a free loopback port with a fresh embedded database, serving the cached builds. */
export async function startApi(): Promise<{ base: string; stop: () => Promise<void> }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'labelwise-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // The grace timer is cleared once the API exits, so it cannot hold Vitest open after the run.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (grace = setTimeout(r, 15_000)))]);
      clearTimeout(grace);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { base, stop };
}

/**
 * Each e2e project (visitors, operators) gets its own API process and database, so the operators' edits never
 * reach a visitor test that runs beside them. The builds are shared: the first project builds, the second finds
 * them fresh.
 */
export default async function setup(project: TestProject) {
  buildApps();
  const { base, stop } = await startApi();
  project.provide('baseUrl', base);
  project.provide('shipUrl', SHIP_URL);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    shipUrl: string;
  }
}
