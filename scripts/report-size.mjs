// What a partner's app pays for @labelwise/ui, measured on the packed library, with budgets.
//   node scripts/report-size.mjs            build, pack, measure, print; exit 1 when a budget is exceeded
//   node scripts/report-size.mjs --no-build measure the dist that is already there
// Each app is bundled and minified with esbuild for the browser, then gzipped:
//   library    = the app's code, @labelwise/ui, its own dependencies (radix-ui, culori, lucide icons it uses) and, for a
//                translated page, its one locale catalog; the top bar's lazily loaded menus are counted in (see
//                bundle()). The peers (react, react-dom, styled-components, react-intl) are left out: the app has
//                them anyway, and they would hide the library's share. This is the budgeted figure.
//   with peers = the same with the peers bundled too, for the whole picture; no budget.
// The pack-and-consume test (packages/ui/test/pack-consume.test.ts) runs the same measurement on the npm-installed
// tarball and fails on the same budgets, so `npm test` checks them without a second build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(root, 'packages/ui');

export const peers = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'react-intl'];

/**
 * Budgets in gzip bytes of the library figure, about 12 % over what was measured when they were set (one Button
 * 3,247 bytes; TopBar+Footer in German 50,769, of which the top bar's Radix menus and floating-ui are most; a partner
 * brand's one Button 16,244): room for fixes, not for an accidental new dependency, every component riding along
 * with one, or six locales. The first two render the theme built ahead (`defaultTheme` ships as data), as a page
 * whose brand is known at build time does; the third derives a partner brand in the browser, which brings the colour
 * engine (culori, about 6 KB: it parses every CSS Color 4 syntax and keeps derived shades readable).
 */
export const sizeApps = [
  {
    name: 'one Button (en-us)',
    budget: 3_700,
    source: `
      import { Button, LabelwiseBaseProvider, defaultTheme } from '@labelwise/ui';
      import { createRoot } from 'react-dom/client';
      createRoot(document.getElementById('root')).render(
        <LabelwiseBaseProvider theme={defaultTheme}><Button variant="primary">Download</Button></LabelwiseBaseProvider>,
      );`,
  },
  {
    name: 'TopBar + Footer (de-de)',
    budget: 57_000,
    source: `
      import { Footer, LabelwiseBaseProvider, TopBar, defaultTheme } from '@labelwise/ui';
      import deDE from '@labelwise/ui/messages/de-de';
      import { createRoot } from 'react-dom/client';
      const items = [{ key: 'download', title: 'Herunterladen', href: '/de/download' }];
      createRoot(document.getElementById('root')).render(
        <LabelwiseBaseProvider theme={defaultTheme} locale="de-de" messages={deDE}>
          <TopBar items={items} homeHref="/de" currentPath="/de" onLocaleChange={() => undefined} />
          <Footer groups={{ pages: items, features: [], guides: [] }} currentPath="/de" homeHref="/de" />
        </LabelwiseBaseProvider>,
      );`,
  },
  {
    name: 'partner brand, one Button',
    budget: 18_200,
    source: `
      import { Button, LabelwiseProvider } from '@labelwise/ui';
      import { createRoot } from 'react-dom/client';
      const brand = { name: 'Acme Labels', primaryColor: 'oklch(0.55 0.15 150)' };
      createRoot(document.getElementById('root')).render(
        <LabelwiseProvider brand={brand}><Button variant="primary">Download</Button></LabelwiseProvider>,
      );`,
  },
];

/** Strings only other locales' catalogs contain: an en-us page that carries one ships translations it never shows. */
export const foreignCatalogMarkers = ['Abbrechen', 'Annuler', 'Cancelar', '\\u53D6\\u6D88', '取消'];

/**
 * Bundles an app into one file. Without code splitting on purpose: esbuild's splitting keeps every dynamic import
 * target alive even when the code importing it is dropped, which would charge a one-Button page for the top bar's
 * lazy menus. So the figure is everything the app can load, its on-demand chunks included: an upper bound.
 */
async function bundle(appDir, file, external) {
  const result = await build({
    entryPoints: [path.join(appDir, file)],
    absWorkingDir: appDir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    write: false,
    logLevel: 'silent',
  });
  const contents = result.outputFiles[0].contents;
  return { gzip: gzipSync(contents).length, text: Buffer.from(contents).toString('utf8') };
}

/**
 * Bundles each app in `appDir`, whose node_modules must hold the installed @labelwise/ui and its dependencies.
 * @returns {Promise<Array<{ name: string, budget: number, library: number, withPeers: number, foreignStrings: string[] }>>}
 */
export async function measureApps(appDir) {
  const results = [];
  for (const [index, app] of sizeApps.entries()) {
    const file = `size-app-${index}.jsx`;
    writeFileSync(path.join(appDir, file), app.source);
    const library = await bundle(appDir, file, peers);
    const withPeers = await bundle(appDir, file, []);
    results.push({
      name: app.name,
      budget: app.budget,
      library: library.gzip,
      withPeers: withPeers.gzip,
      foreignStrings: index === 0 ? foreignCatalogMarkers.filter((marker) => library.text.includes(marker)) : [],
    });
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the table; returns the lines that break a budget or ship foreign catalogs. */
export function printSizes(results, log = console.log) {
  log('app                           library    budget   with peers   (min+gzip)');
  const failures = [];
  for (const result of results) {
    const over = result.library > result.budget;
    log(
      `${result.name.padEnd(27)} ${kb(result.library).padStart(10)} ${kb(result.budget).padStart(9)}${over ? ' OVER' : '     '} ${kb(result.withPeers).padStart(10)}`,
    );
    if (over) failures.push(`${result.name}: ${result.library} gzip bytes, budget ${result.budget}`);
    if (result.foreignStrings.length > 0)
      failures.push(`${result.name} ships other locales' strings: ${result.foreignStrings.join(', ')}`);
  }
  return failures;
}

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  if (!process.argv.includes('--no-build')) run('pnpm', ['run', 'build'], uiDir);
  const workDir = mkdtempSync(path.join(tmpdir(), 'labelwise-size-'));
  try {
    // Pack a copy (never the workspace manifest, which other tools are reading) exactly as a release would.
    const stage = path.join(workDir, 'stage');
    mkdirSync(stage);
    for (const entry of ['package.json', 'dist', 'scripts', 'README.md', 'CHANGELOG.md', 'LICENSE']) {
      execFileSync('cp', ['-r', path.join(uiDir, entry), stage]);
    }
    run('npm', ['pack', '--silent', '--pack-destination', workDir], stage);
    const tarball = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
    const installed = path.join(workDir, 'app/node_modules/@labelwise/ui');
    mkdirSync(installed, { recursive: true });
    run('tar', ['-xzf', path.join(workDir, tarball), '-C', installed, '--strip-components=1']);
    // The library's dependencies and the peers resolve from the workspace install, beside the unpacked tarball.
    execFileSync('ln', ['-s', path.join(uiDir, 'node_modules'), path.join(workDir, 'node_modules')]);
    const failures = printSizes(await measureApps(path.join(workDir, 'app')));
    if (failures.length > 0) {
      console.error(`\n[labelwise/ui: size] ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
