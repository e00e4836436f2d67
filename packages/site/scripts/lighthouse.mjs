#!/usr/bin/env node
// Lighthouse benchmark of the built site: Performance / Accessibility / Best Practices / SEO for
// the 13 route kinds (German download too), with Lighthouse's mobile and desktop presets (simulated
// throttling).
//
// It builds nothing. It serves packages/site/dist through the real API (packages/api, fresh embedded database in a
// temp dir, loopback port), waits for /api-v1.0/health, runs Lighthouse 12 in Debian's Chromium via
// chrome-launcher, prints a score table per preset and, for every category below its target, the audits that
// failed. Then it stops Chromium and the server. Figures only: it exits 0 whatever the scores (1 only when it could
// not measure). A benchmark, not part of `npm test`.
//
//   pnpm --filter @labelwise/site run build
//   pnpm --filter @labelwise/site run bench:lighthouse [-- --routes /,/guides] [--preset mobile|desktop|both] [--runs 3] [--json out.json] [--lhr-dir DIR]
//
// Environment: CHROME_PATH (default /usr/bin/chromium), SITE_DIR (default packages/site/dist).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumFlags } from '../../../scripts/lib/chromium-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(here, '../dist'));
const apiDir = path.resolve(here, '../../api');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless', ...chromiumFlags];

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** The route kinds: home, download (en, de), printers, chart, a guide, guides, contact, about, privacy, a
 * partner page, supported barcodes, mobile, and an unknown URL (the in-site 404, answered with status 404). */
const ROUTE_KINDS =
  '/,/download,/de/download,/printers,/chart,/d520,/guides,/contactUs,/aboutUs,/privacy,/phomemo,/supportedBarcode,/mobile,/no-such-page';
const routes = (arg('--routes') ?? ROUTE_KINDS).split(',');
const jsonOut = arg('--json');
// --runs N: Lighthouse's median run of N per route and preset (by FCP and LCP, as Lighthouse recommends).
const runs = Math.max(1, Number(arg('--runs') ?? 1));
// --lhr-dir DIR: also write each run's full Lighthouse report (network requests, priorities, the metrics' inputs).
const lhrDir = arg('--lhr-dir');
// Below 992 px the site sends / and /guides to /mobile, so a mobile run of those two measures /mobile (the
// table's "landed" column); the desktop preset measures the full home and Guides pages.
const presetArg = arg('--preset') ?? 'both';
const presets = presetArg === 'both' ? ['mobile', 'desktop'] : [presetArg === 'desktop' ? 'desktop' : 'mobile'];

/** The targets, in Lighthouse's 0–100 scale. */
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const TOTAL_BUDGET_MS = 30 * 60_000 * runs; // the whole run, server start included
const RUN_BUDGET_MS = 150_000; // one Lighthouse run

if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(
    `No ${path.relative(process.cwd(), siteDir)}/index.html: run \`pnpm --filter @labelwise/site run build\` first.`,
  );
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath} (set CHROME_PATH).`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms).unref(),
    ),
  ]);

let server;
let chrome;
let tmp;
let stopping;

/** Stops Chromium and the API (SIGTERM, then SIGKILL after 10 s) and removes the temp database. Idempotent. */
function stopAll() {
  stopping ??= (async () => {
    if (chrome) {
      try {
        await chrome.kill();
      } catch {
        // Already gone.
      }
    }
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}
const overall = setTimeout(() => {
  console.error(`Gave up after ${TOTAL_BUDGET_MS / 60_000} minutes.`);
  stopAll().finally(() => process.exit(1));
}, TOTAL_BUDGET_MS);
overall.unref();

async function startServer() {
  tmp = mkdtempSync(path.join(tmpdir(), 'labelwise-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      SITE_DIR: siteDir,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'pglite'),
      FILES_DIR: path.join(tmp, 'files'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  server.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API exited (${server.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${base}/api-v1.0/health`);
      if (res.ok) return base;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The API did not become healthy in 120 s:\n${log}`);
}

/** Audits of a category that did not pass, worst first (informative and manual audits left out). */
function failingAudits(lhr, categoryId) {
  const refs = lhr.categories[categoryId].auditRefs;
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < (categoryId === 'performance' ? 0.9 : 1) &&
        !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
    .map(({ ref, audit }) => ({
      id: audit.id,
      score: audit.score,
      weight: ref.weight,
      title: audit.title,
      value: audit.displayValue ?? '',
    }));
}

/** Item-level detail (selectors, URLs) of a failed audit, shortened. */
function auditItems(lhr, id, max = 4) {
  const details = lhr.audits[id]?.details;
  const items = Array.isArray(details?.items) ? details.items : [];
  return items.slice(0, max).map((item) => {
    const node = item.node ?? item.subItems?.items?.[0]?.node;
    return String(
      node?.selector ?? node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? JSON.stringify(item),
    ).slice(0, 140);
  });
}

const results = [];
try {
  const base = await startServer();
  console.log(`Serving ${path.relative(process.cwd(), siteDir) || '.'} through the API at ${base}`);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  for (const preset of presets)
    for (const route of routes) {
      const url = `${base}${route}`;
      const started = Date.now();
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        const runner = await withTimeout(
          lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(targets) },
            preset === 'desktop' ? desktopConfig : undefined,
          ),
          RUN_BUDGET_MS,
          `Lighthouse on ${route}`,
        );
        lhrs.push(runner.lhr);
      }
      // A run Lighthouse could not time (no FCP) has no place in the median; with none valid, the last run stands.
      const valid = filterToValidRuns(lhrs);
      const lhr = runs > 1 && valid.length > 0 ? computeMedianRun(valid) : lhrs[lhrs.length - 1];
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        writeFileSync(path.join(lhrDir, `${preset}${route.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) console.warn(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        Object.keys(targets).map((id) => [
          id,
          lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
        ]),
      );
      const failing = {};
      for (const [id, target] of Object.entries(targets)) {
        if (scores[id] === null || scores[id] < target)
          failing[id] = failingAudits(lhr, id).map((a) => ({ ...a, items: auditItems(lhr, a.id) }));
      }
      const metrics = Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, lhr.audits[id]?.displayValue ?? '']),
      );
      results.push({
        route,
        preset,
        version: lhr.lighthouseVersion,
        finalUrl: lhr.finalDisplayedUrl,
        scores,
        metrics,
        failing,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
  clearTimeout(overall);
}

if (results.length) {
  const mark = (id, v) => (v === null ? '–' : `${v}${v < targets[id] ? ' ✗' : ''}`);
  for (const preset of presets) {
    const rows = results.filter((r) => r.preset === preset);
    if (!rows.length) continue;
    console.log(
      `\nLighthouse ${rows[0].version} · ${preset} preset, simulated throttling${runs > 1 ? ` · median of ${runs}` : ''} · targets Perf ≥${targets.performance}, A11y ${targets.accessibility}, BP ${targets['best-practices']}, SEO ${targets.seo}`,
    );
    console.table(
      rows.map((r) => ({
        route: r.route,
        landed: new URL(r.finalUrl).pathname === r.route ? '' : new URL(r.finalUrl).pathname,
        Performance: mark('performance', r.scores.performance),
        Accessibility: mark('accessibility', r.scores.accessibility),
        'Best Practices': mark('best-practices', r.scores['best-practices']),
        SEO: mark('seo', r.scores.seo),
        FCP: r.metrics['first-contentful-paint'],
        LCP: r.metrics['largest-contentful-paint'],
        TBT: r.metrics['total-blocking-time'],
        CLS: r.metrics['cumulative-layout-shift'],
        s: r.seconds,
      })),
    );
  }
  for (const r of results) {
    for (const [category, audits] of Object.entries(r.failing)) {
      console.log(`\n${r.route} (${r.preset}) · ${category} ${r.scores[category] ?? '–'} < ${targets[category]}:`);
      if (!audits.length) console.log('  (no single failing audit: the score is below target on metrics alone)');
      for (const a of audits) {
        console.log(`  - ${a.id} (score ${a.score}, weight ${a.weight}): ${a.title}${a.value ? ` – ${a.value}` : ''}`);
        for (const item of a.items) console.log(`      ${item}`);
      }
    }
  }
  if (jsonOut) {
    writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${jsonOut}`);
  }
}
