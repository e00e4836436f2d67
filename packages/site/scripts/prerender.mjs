#!/usr/bin/env node
// Build-time prerender. `--client` first runs the client `vite build` (the package's build script does
// this, so `pnpm run build --outDir X --emptyOutDir` still reaches Vite). Then it renders every public route in
// every locale to static HTML under dist/ or --outDir (dist/index.html, dist/de/printers/index.html, …) with its
// styles, meta tags, canonical and hreflang links, then writes sitemap.xml, robots.txt and prerender-manifest.json (read by the API's static handler).
//
// 1. Vite's SSR build of src/entry-server.tsx (same config and plugins as the client build) into <dist>/server/,
//    kept with the render kit (server/render-kit.json: template, script tags, fonts, preloads) so the API renders
//    pages on request with published content (packages/api/src/lib/livePages.ts); the API never serves that folder;
// 2. one Node process imports it and renders the pages one after another with react-dom/static `prerender`;
// 3. every page is checked (h1, title, lang, canonical, hreflang, description, inline styles), and no message may
//    need parsing while rendering (the browser has no ICU parser); any problem fails the build.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeFonts } from './fonts.mjs';

process.env.NODE_ENV = 'production';
const started = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Arguments: --client, --outDir <dir> (or --outDir=<dir>), --emptyOutDir (passed on to the client build).
const args = process.argv.slice(2);
let client = false;
let emptyOutDir;
let outDirArg;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--client') client = true;
  else if (arg === '--emptyOutDir') emptyOutDir = true;
  else if (arg === '--outDir') outDirArg = args[++i];
  else if (arg.startsWith('--outDir=')) outDirArg = arg.slice('--outDir='.length);
  else {
    console.error(`prerender: unknown argument ${arg} (known: --client, --outDir <dir>, --emptyOutDir)`);
    process.exit(2);
  }
}
const dist = outDirArg ? path.resolve(root, outDirArg) : path.join(root, 'dist');
const { build } = await import('vite');
if (client) {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    build: { outDir: dist, ...(emptyOutDir ? { emptyOutDir: true } : {}) },
  });
}
const clientBuilt = performance.now();
// Beside the pages, so each build (the e2e suite's own included) has its own server bundle.
const outDir = path.join(dist, 'server');
const SHELL = '_shell.html';

const templatePath = path.join(dist, 'index.html');
if (!existsSync(templatePath)) {
  console.error(
    `prerender: ${path.relative(process.cwd(), templatePath)} is missing; run \`vite build\` first (or pass --client).`,
  );
  process.exit(1);
}

// The SPA shell: Vite's index.html before any page is written over it (kept on re-runs).
const shellPath = path.join(dist, SHELL);
let template = readFileSync(templatePath, 'utf8');
if (template.includes('data-prerendered=')) {
  if (!existsSync(shellPath))
    throw new Error(`${templatePath} is already prerendered and ${SHELL} is missing; run the full build.`);
  template = readFileSync(shellPath, 'utf8');
} else {
  writeFileSync(shellPath, template);
}

rmSync(outDir, { recursive: true, force: true });
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir,
    emptyOutDir: true,
    manifest: false,
    ssrManifest: false,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
  },
  // The library is workspace source (TypeScript), so it is bundled; React, react-intl, react-router and
  // styled-components stay external and come from node_modules (one styled-components instance for
  // ServerStyleSheet and the components).
  ssr: { noExternal: [/^@labelwise\//] },
});
const built = performance.now();
// The bundle leaves React and friends external: a link to the site's node_modules lets Node find them from here
// wherever the build output is (the e2e suite builds outside the package).
symlinkSync(path.relative(outDir, path.join(root, 'node_modules')), path.join(outDir, 'node_modules'), 'dir');

const server = await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href);
// The browser bundle has no ICU parser: its catalogs come precompiled (build/locale-catalogs.ts). The server bundle
// leaves react-intl external, parser included, so a message that would need parsing (a string in a catalog, an
// inline defaultMessage) renders fine here and shows as its id in the browser. Every parse during the render is
// recorded (same module instance as the server bundle's react-intl) and fails the build.
const parsedAtRender = new Set();
{
  const fromSite = createRequire(path.join(root, 'package.json'));
  const intlMessageFormat = createRequire(fromSite.resolve('react-intl')).resolve('intl-messageformat');
  const { IntlMessageFormat } = await import(pathToFileURL(intlMessageFormat).href);
  const parse = IntlMessageFormat.__parse;
  if (typeof parse !== 'function')
    throw new Error(`prerender: ${intlMessageFormat} has no IntlMessageFormat.__parse to watch`);
  IntlMessageFormat.__parse = (message, options) => {
    parsedAtRender.add(message);
    return parse(message, options);
  };
}
const { origin, configured } = server.siteOrigin();
if (!configured)
  console.warn(`prerender: VITE_SITE_ORIGIN is not set; canonical, hreflang and sitemap URLs use ${origin}`);
const variant = server.buildVariant();

// Module preloads per page: its chunk (and the chunks it imports) and the locale's message chunk, so hydration
// does not wait for a second round trip. Chunks the entry imports are already preloaded by Vite's index.html.
const manifestPath = path.join(dist, '.vite/manifest.json');
const viteManifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const entryKey = Object.keys(viteManifest).find((k) => viteManifest[k].isEntry);
const entryFiles = new Set();
const collect = (key, files) => {
  const chunk = viteManifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
};
if (entryKey) collect(entryKey, entryFiles);
const pageKeyOf = (page) => `src/pages/${page[0].toUpperCase()}${page.slice(1)}Page.tsx`;
const catalogKeyOf = (locale, part) =>
  Object.keys(viteManifest).find((k) => k.endsWith(`site-catalog-${locale}.${part}`));
function preloadsFor(page, locale) {
  const files = new Set();
  if (page && viteManifest[pageKeyOf(page)]) collect(pageKeyOf(page), files);
  // The page's catalog parts (src/i18n/pageAreas.ts): the shell's messages and the page's own areas, and the
  // list of the locale's parts the loader imports them through.
  const parts = Object.keys(viteManifest).find((k) => k.endsWith(`site-parts-${locale}`));
  if (parts) collect(parts, files);
  for (const part of server.catalogPartsFor(page)) {
    const catalog = catalogKeyOf(locale, part);
    if (catalog) collect(catalog, files);
  }
  return [...files]
    .filter((f) => !entryFiles.has(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('\n    ');
}

// The files a script tag points at are content-hashed, so the API caches them for a year.
const hashedScript = (name, source) => {
  const file = `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.js`;
  writeFileSync(path.join(dist, file), source);
  return `/${file}`;
};
// The page document's parts computed once (src/prerender/pageDocument.ts), also what the API's live renderer uses:
// - the home page of every locale: an inline script that sends an old hash link (`/#/d520`, `/zh-cn/#/d520`) to its
//   page in that locale before anything paints (src/prerender/legacyHashScript.ts);
// - Index and Guides in every locale: an inline script that sends a phone to /mobile before anything paints
//   (src/prerender/phoneRedirectScript.ts), its target an attribute of its tag; /mobile loads it as a file;
// - every page: the app's modules are added after the first paint by a deferred loader (appLoaderScript.ts).
const kit = {
  version: 1,
  template,
  variant,
  origin,
  phoneScript: hashedScript('phone-redirect', server.PHONE_REDIRECT_SCRIPT),
  loaderScript: hashedScript('app-loader', server.APP_LOADER_SCRIPT),
  fonts: null,
  preloads: {},
};

const paths = server.pagesToPrerender(variant);
const problems = [];
// A message missing from a page's catalog (its parts, src/i18n/pageAreas.ts) or failing to format would show as
// its id in the browser: every such report fails the build, naming the page.
let rendering = '';
const intlErrors = new Map();
server.watchIntlErrors((error) => {
  const text = `${rendering}: ${error.message.split('\n')[0]}`;
  intlErrors.set(text, (intlErrors.get(text) ?? 0) + 1);
});
const sizes = [];
// Every page is rendered first: the Chinese fonts are cut to the text of the pages (scripts/cjk-fonts.mjs).
const rendered = [];
for (const urlPath of paths) {
  rendering = urlPath;
  rendered.push({ urlPath, page: await server.renderPage(urlPath, { variant, origin }) });
}
const pagesByLocale = {};
for (const { page } of rendered) {
  // Plus what the page shows only with published content (src/prerender/liveText.ts).
  const live = await server.liveText(page.page, page.locale);
  (pagesByLocale[page.locale] ??= []).push({
    path: page.path,
    text: `${server.pageText(page.body)} ${live.text}`,
    boldText: `${server.boldText(page.body)} ${live.boldText}`,
  });
}
// Self-hosted fonts (scripts/fonts.mjs): Inter inline in every page, Noto Sans SC/HK for Chinese pages.
const fonts = await writeFonts(root, dist, pagesByLocale);
kit.fonts = fonts.kit;
for (const { urlPath, page } of rendered) {
  const meta = page.meta;
  kit.preloads[server.preloadKey(page.page, page.locale)] ??= preloadsFor(
    page.page === 'redirect' ? null : page.page,
    page.locale,
  );
  const html = server.pageDocument(kit, page);
  for (const p of server.checkPage(html, {
    title: meta.title,
    canonical: meta.canonical,
    hreflang: meta.alternates.length > 0,
    lang: meta.lang,
  })) {
    problems.push(`${urlPath}: ${p}`);
  }
  const file = path.join(dist, server.pageFile(urlPath));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  sizes.push({ urlPath, bytes: Buffer.byteLength(html) });
}
const cut = Object.entries(fonts.stats)
  .map(
    ([locale, s]) =>
      `${locale} ${s.chars} characters in ${s.slices} slices and ${s.pages} pages' own files, ${(s.cutBytes / 1024).toFixed(0)} KB`,
  )
  .join('; ');
console.log(`prerender: Chinese fonts cut: ${cut}`);
writeFileSync(path.join(outDir, 'render-kit.json'), JSON.stringify(kit));

server.watchIntlErrors(null);
if (intlErrors.size > 0)
  problems.push(
    `${intlErrors.size} react-intl error(s) while rendering:\n    ${[...intlErrors.keys()].slice(0, 30).join('\n    ')}`,
  );
if (parsedAtRender.size > 0) {
  const shown = [...parsedAtRender].slice(0, 20).map((m) => JSON.stringify(m));
  problems.push(
    `${parsedAtRender.size} message(s) parsed at render time, not found precompiled in the catalog: ${shown.join(', ')}`,
  );
}

writeFileSync(path.join(dist, 'sitemap.xml'), server.sitemapXml(server.sitemapEntries(variant, origin)));
// A robots.txt from public/ (copied by Vite) wins.
if (!existsSync(path.join(root, 'public/robots.txt')))
  writeFileSync(path.join(dist, 'robots.txt'), server.robotsTxt(origin));
writeFileSync(
  path.join(dist, 'prerender-manifest.json'),
  `${JSON.stringify(
    {
      ...server.prerenderManifest(paths, variant, SHELL),
      // The API's CSP allows the pages' inline scripts by these hashes, and no other inline script.
      scriptHashes: server.INLINE_SCRIPTS.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`),
    },
    null,
    2,
  )}\n`,
);

if (problems.length > 0) {
  console.error(`prerender: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `prerender: ${paths.length} pages (${variant}) in ${seconds(performance.now() - started)} s ` +
    `(${client ? `client build ${seconds(clientBuilt - started)} s, ` : ''}SSR build ${seconds(built - clientBuilt)} s, render ${seconds(performance.now() - built)} s); ` +
    `HTML ${(total / 1024 / 1024).toFixed(1)} MB, average ${(total / sizes.length / 1024).toFixed(0)} KB, largest ${largest.urlPath} ${(largest.bytes / 1024).toFixed(0)} KB`,
);
