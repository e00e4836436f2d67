#!/usr/bin/env node
// Prints, from the built site (dist + Vite manifest), the gzip bytes each benchmark route loads on a first visit:
// index.html, the entry chunk and its static imports, the route's page chunk and its static imports, CSS and
// assets those chunks reference, and the locale's message chunk. Figures only: this is a
// benchmark, not a test. Run `pnpm --filter @labelwise/site run build` first (or set SITE_DIR to a built site).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.SITE_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `No ${path.relative(process.cwd(), manifestPath)}: build the site first (build.manifest is on in vite.config.ts).`,
  );
  process.exit(1);
}
/** @type {Record<string, { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// Route → page module and locale, mirroring logic/routes.ts and app/pages.ts: the budgeted routes and the Chinese
// pages whose fonts are budgeted.
const routes = [
  { path: '/', page: 'src/pages/HomePage.tsx', locale: 'en-us' },
  { path: '/printers', page: 'src/pages/PrintersPage.tsx', locale: 'en-us' },
  { path: '/d520', page: 'src/pages/GuidePage.tsx', locale: 'en-us' },
  { path: '/guides', page: 'src/pages/GuidesPage.tsx', locale: 'en-us' },
  { path: '/chart', page: 'src/pages/ChartPage.tsx', locale: 'en-us' },
  { path: '/doctor', page: 'src/pages/DoctorPage.tsx', locale: 'en-us' },
  { path: '/shipping', page: 'src/pages/ShippingPage.tsx', locale: 'en-us' },
  { path: '/de/download', page: 'src/pages/DownloadPage.tsx', locale: 'de-de' },
  { path: '/zh-cn', page: 'src/pages/HomePage.tsx', locale: 'zh-cn' },
  { path: '/zh-cn/d520', page: 'src/pages/GuidePage.tsx', locale: 'zh-cn' },
  { path: '/zh-cn/download', page: 'src/pages/DownloadPage.tsx', locale: 'zh-cn' },
  { path: '/zh-hk/d520', page: 'src/pages/GuidePage.tsx', locale: 'zh-hk' },
];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');

/**
 * The catalog chunks a route loads (src/i18n/pageAreas.ts: the locale's shell part and the page's areas), read from
 * the module preloads the prerender wrote into its HTML (the app loader's `data-preload` list, or modulepreload links).
 */
function catalogKeys(html) {
  const text = readFileSync(path.join(dist, html), 'utf8');
  const listed = [...text.matchAll(/\sdata-preload="([^"]*)"/g)].flatMap((m) =>
    m[1]
      .split(' ')
      .filter(Boolean)
      .map((href) => href.replace(/^\//, '')),
  );
  const preloaded = new Set([
    ...[...text.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
    ...listed,
  ]);
  return Object.keys(manifest).filter((key) => key.includes('site-catalog-') && preloaded.has(manifest[key].file));
}

/** Every file a chunk pulls in before it runs: its static imports, transitively, plus their CSS and assets. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const asset of chunk.assets ?? []) files.add(asset);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The route's HTML: the prerendered page when the build has one (dist/<path>/index.html), else the SPA shell. */
function htmlFile(routePath) {
  const prerendered = routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '')}/index.html`;
  return existsSync(path.join(dist, prerendered)) ? prerendered : 'index.html';
}

/** Images under public/ that the route's HTML shows (<img src="/images/…" | "/media/…">), lazy ones included. */
function imagesOf(html) {
  const text = readFileSync(path.join(dist, html), 'utf8');
  const urls = new Set();
  for (const match of text.matchAll(/<img\b[^>]*?\ssrc="(\/(?:images|media)\/[^"?#]+)"/g))
    urls.add(match[1].replace(/^\//, ''));
  return [...urls].filter((file) => existsSync(path.join(dist, file)));
}

/** The font files the route's HTML preloads (woff2 is compressed already: counted as stored). */
function preloadedFonts(html) {
  const text = readFileSync(path.join(dist, html), 'utf8');
  const files = new Set();
  for (const match of text.matchAll(/<link rel="preload" href="\/(fonts\/[^"]+)" as="font"/g)) files.add(match[1]);
  return [...files].reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
for (const route of routes) {
  const html = htmlFile(route.path);
  const files = new Set([html]);
  collect(entryKey, files);
  if (!manifest[route.page]) throw new Error(`${route.page} is not in the manifest.`);
  collect(route.page, files);
  for (const catalog of catalogKeys(html)) collect(catalog, files);
  let js = 0;
  let total = 0;
  for (const file of files) {
    const size = gzipSize(file);
    total += size;
    if (file.endsWith('.js')) js += size;
  }
  const images = imagesOf(html);
  // SVG is text (served compressed like JS); raster formats are counted as they are.
  const imageBytes = images.reduce(
    (sum, file) => sum + (file.endsWith('.svg') ? gzipSize(file) : readFileSync(path.join(dist, file)).length),
    0,
  );
  rows.push({
    route: route.path,
    html,
    js: kb(js),
    total: kb(total),
    files: files.size,
    images: images.length,
    'image bytes': kb(imageBytes),
    'fonts preloaded': kb(preloadedFonts(html)),
    'total + images': kb(total + imageBytes),
  });
}

console.log(`Gzip (level 9) bytes loaded on a first visit, from ${path.relative(process.cwd(), dist) || 'dist'}:`);
console.table(rows);
console.log(
  'Counted: the route HTML (prerendered page, else index.html), entry + static imports, the page chunk + static imports, their CSS/assets, the catalog parts the page preloads.',
);
console.log(
  'Images: the <img> files under /images and /media in that HTML (lazy ones included; SVG gzipped). Without prerendered HTML no images are found.',
);
console.log(
  'Fonts: the files the HTML preloads (the page’s own Chinese cut and Inter); a browser may add shared slices for text the page builds later (the e2e budget test counts what it really loads).',
);
console.log('Not counted: API responses, chunks loaded on interaction, images a page adds after its data loads.');
