import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { locales } from './src/i18n/locales';
import { uiMessages } from './src/i18n/messages';
import { defaultTheme } from './src/theme/defaultTheme';
import { tokenFiles } from './src/theme/tokenFiles';

/**
 * Each `messages/<locale>` entry ships as that locale's finished catalog and nothing else. From source, a locale
 * module builds its catalog from the message groups, and those hold all six languages side by side; a bundler cannot
 * drop the other five (they are read by key at run time), so the build evaluates the catalog here instead.
 */
const finishedCatalogs: Plugin = {
  name: 'labelwise-finished-catalogs',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]i18n[\\/]messages[\\/]locales[\\/][a-z-]+\.ts$/ }, ({ path: file }) => {
      const locale = locales.find((candidate) => file.endsWith(`${candidate}.ts`));
      if (!locale) throw new Error(`[labelwise/ui: build] ${file} is not a catalog of a known locale.`);
      return {
        loader: 'js',
        contents: `/** @type {Record<string, string>} */\nexport const catalog = ${JSON.stringify(uiMessages[locale], null, 1)};\nexport default catalog;\n`,
      };
    });
  },
};

/**
 * `defaultTheme` ships as the finished theme object: from source it is `createTheme()`, which would bring the colour
 * engine (culori, about 6 KB gzip) into every page that renders the default Labelwise brand.
 */
const finishedDefaultTheme: Plugin = {
  name: 'labelwise-finished-default-theme',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]theme[\\/]defaultTheme\.ts$/ }, () => ({
      loader: 'js',
      contents: `/** @type {import('./createTheme').Theme} */\nexport const defaultTheme = ${JSON.stringify(defaultTheme, null, 1)};\n`,
    }));
  },
};

/**
 * One entry per component folder as well as the index: esbuild then splits the code into a chunk per component, so
 * an app's bundler drops every component it does not import (`sideEffects: false`) instead of keeping one big file
 * whose styled-components calls it cannot prove unused.
 */
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name) && existsSync(`src/${entry.name}/index.ts`))
    .map((entry) => [`components/${entry.name}`, `src/${entry.name}/index.ts`]),
);
// The providers shape the chunks the same way: what LabelwiseProvider shares with one component (the top bar's
// available locales) then gets a chunk of its own, instead of joining that component's chunk and pulling all of it
// into every app that renders the provider.
componentEntries['components/theme'] = 'src/theme/index.ts';

/** The package's public entry points (its `exports`); the component entries above only shape the chunks. */
const publicEntries = {
  index: 'src/index.ts',
  tokens: 'src/tokens/index.ts',
  messages: 'src/i18n/messages/index.ts',
  next: 'src/next/index.ts',
  ...Object.fromEntries(locales.map((locale) => [`messages/${locale}`, `src/i18n/messages/locales/${locale}.ts`])),
};

/** Entry points whose modules use React state, effects or context: React Server Components must import them as client. */
const clientEntries = ['index.js', 'next.js'];

/**
 * Finishes the JavaScript in `dist`. tsup's tree-shaking pass (Rollup) drops module directives and appends a second
 * `sourceMappingURL` comment to every file; this keeps one comment per file, and writes `"use client"` back at the top
 * of the client entries, shifting their source maps down by the one line added. `tokens` and `messages` stay plain
 * modules, so a Server Component can read tokens and catalogs as data.
 */
function finishDist(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    const comment = `//# sourceMappingURL=${entry.name}.map`;
    let code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== comment)
      .join('\n')
      .trimEnd();
    code = `${code}\n${comment}\n`;
    if (clientEntries.includes(relative) && !code.startsWith('"use client"')) {
      code = `"use client";\n${code}`;
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      writeFileSync(`${file}.map`, JSON.stringify(map));
    }
    writeFileSync(file, code);
  }
}

/** Writes the tokens as files (CSS custom properties and DTCG JSON per colour scheme) beside the JavaScript. */
function writeTokenFiles(dir: string): void {
  for (const [file, contents] of Object.entries(tokenFiles())) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), contents);
  }
}

export default defineConfig({
  entry: { ...publicEntries, ...componentEntries },
  format: ['esm'],
  dts: { entry: publicEntries, compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.build.json',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  esbuildPlugins: [finishedCatalogs, finishedDefaultTheme],
  onSuccess: async () => {
    finishDist('dist');
    writeTokenFiles('dist');
  },
  // Consumers bring their own React, react-dom, styled-components and react-intl (peer dependencies): one copy of
  // each in the app, so the library's components and the app share the same contexts. `next` is an optional peer,
  // imported only by the `next` entry (`next/navigation`, matched by tsup as a subpath of `next`).
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'react-intl', 'next'],
});
