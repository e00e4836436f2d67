import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRgb } from 'culori';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureApps, printSizes } from '../../../scripts/report-size.mjs';
import { messages as commonMessages, translations as commonTranslations } from '../src/i18n/common.messages';
import { createTheme } from '../src/theme/createTheme';
import { tokenFiles } from '../src/theme/tokenFiles';
import { linkWorkspaceNext, startNext, visitNextApp } from './nextApp';

/**
 * Proves reuse the way a partner brand would: build the library, pack it with npm and with pnpm (a release may use
 * either), lint the tarball with publint and Are the Types Wrong, install it with npm into a throwaway app outside
 * the workspace, type-check that app strictly, render a co-branded German page on the server, hydrate it in a
 * browser document and click, build a Vite app (one with React Router) and a Next.js App Router app for production
 * and use them, and bundle two small apps to hold the size budgets.
 */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = path.resolve(packageDir, '../..');
const bin = (name: string) => path.join(workspaceRoot, 'node_modules/.bin', name);
const uiManifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  publishConfig: { exports: Record<string, unknown> };
};
const workDir = mkdtempSync(path.join(tmpdir(), 'labelwise-pack-'));
const consumerDir = path.join(workDir, 'consumer');

interface PackedManifest {
  main: string;
  engines: Record<string, string>;
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
  types: string;
  exports: Record<string, string | { types: string; import: string }>;
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', ...env },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** Packs a copy of the package with `client` (the workspace manifest is never rewritten under other tools' feet). */
function pack(client: 'npm' | 'pnpm'): { tarball: string; manifest: PackedManifest; files: string[] } {
  const stage = path.join(workDir, `stage-${client}`);
  const out = path.join(workDir, `${client}-tarball`);
  mkdirSync(out, { recursive: true });
  for (const entry of ['package.json', 'dist', 'scripts', 'README.md', 'CHANGELOG.md', 'LICENSE']) {
    cpSync(path.join(packageDir, entry), path.join(stage, entry), { recursive: true });
  }
  run(client, ['pack', '--pack-destination', out], stage);
  const tarball = path.join(out, readdirSync(out).find((file) => file.endsWith('.tgz')) ?? 'missing.tgz');
  const files = run('tar', ['-tzf', tarball], workDir).trim().split('\n').sort();
  const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], workDir)) as PackedManifest;
  return { tarball, manifest, files };
}

/** A built file and every file it imports relatively, transitively. */
function moduleGraph(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [...seen];
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(/from\s*["'](\.\.?\/[^"']+)["']/g)) {
    moduleGraph(path.resolve(path.dirname(file), match[1] ?? ''), seen);
  }
  return [...seen];
}

/** esbuild writes non-ASCII characters as \xHH and \uHHHH escapes; turns them back into text to search. */
function decodeEscapes(code: string): string {
  return code.replace(/\\(?:u([0-9a-f]{4})|x([0-9a-f]{2}))/gi, (_, long?: string, short?: string) =>
    String.fromCharCode(Number.parseInt(long ?? short ?? '', 16)),
  );
}

/** The pinned Node 22.12.0 binary (scripts/lib/node22), the lower bound of the package's `engines`. */
function oldestNode(): string | null {
  const dir = path.join(workspaceRoot, 'scripts/lib/node22/node_modules');
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const bin = path.join(dir, name, 'bin/node');
    if (existsSync(bin)) return bin;
  }
  return null;
}

let npmPack: ReturnType<typeof pack>;
let pnpmPack: ReturnType<typeof pack>;

beforeAll(() => {
  run('pnpm', ['run', 'build'], packageDir);
  npmPack = pack('npm');
  pnpmPack = pack('pnpm');
}, 240_000);

// The Next.js app's node_modules hold thousands of files: removing them takes longer than a hook's default 10 s.
afterAll(() => rmSync(workDir, { recursive: true, force: true }), 60_000);

describe('published package', () => {
  it('packs the same files with npm and pnpm, and each tarball’s manifest points into dist', () => {
    expect(npmPack.files).toEqual(pnpmPack.files);
    for (const file of ['package/LICENSE', 'package/CHANGELOG.md', 'package/README.md', 'package/dist/index.js']) {
      expect(npmPack.files).toContain(file);
    }
    expect(npmPack.files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    // The tokens as files, as the token source makes them.
    for (const [file, contents] of Object.entries(tokenFiles())) {
      expect(npmPack.files).toContain(`package/dist/${file}`);
      expect(readFileSync(path.join(packageDir, 'dist', file), 'utf8'), file).toBe(contents);
    }
    for (const { manifest, files } of [npmPack, pnpmPack]) {
      expect(manifest.main).toBe('./dist/index.js');
      expect(manifest.types).toBe('./dist/index.d.ts');
      expect(manifest.exports).toEqual(uiManifest.publishConfig.exports);
      // Every conditional target exists in the tarball (a wrong path here is what npm-packed tarballs used to ship).
      for (const target of Object.values(manifest.exports)) {
        for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
          expect(files).toContain(`package/${file.replace(/^\.\//, '')}`);
        }
      }
      // What a partner installs carries no pack-time scripts or development tooling, and the Node versions tested.
      expect(manifest.scripts ?? {}).toEqual({});
      expect(manifest).not.toHaveProperty('devDependencies');
      expect(manifest.engines.node).toBe('^22.12 || >=24');
      expect(manifest.peerDependencies).toHaveProperty('react-intl');
      expect(manifest.dependencies).not.toHaveProperty('react-intl');
    }
  });

  it('marks the main entry as client code for React Server Components, with one source map comment per file', () => {
    const dist = path.join(packageDir, 'dist');
    expect(readFileSync(path.join(dist, 'index.js'), 'utf8')).toMatch(/^"use client";\n/);
    // Tokens and catalogs stay plain data a Server Component can import.
    expect(readFileSync(path.join(dist, 'tokens.js'), 'utf8')).not.toContain('use client');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
    for (const file of files) {
      const comments = readFileSync(path.join(dist, file), 'utf8').match(/\/\/# sourceMappingURL=/g) ?? [];
      expect(comments, file).toHaveLength(1);
    }
    // The development checks keep the literal expression the partner's bundler replaces.
    const pagination = files.find((file) => readFileSync(path.join(dist, file), 'utf8').includes('pagerCount must be'));
    expect(readFileSync(path.join(dist, pagination ?? 'missing.js'), 'utf8')).toContain(
      'process.env.NODE_ENV !== "production"',
    );
  });

  it('passes publint --strict and Are the Types Wrong for ESM consumers', () => {
    expect(run(bin('publint'), ['--strict', npmPack.tarball], workDir)).toContain('All good');
    // Stylesheets have no types to check: TypeScript resolves no `.css` module.
    const stylesheets = Object.keys(uiManifest.publishConfig.exports).filter((entry) => entry.endsWith('.css'));
    // esm-only: the package is ESM by design, so only CommonJS `require` and the pre-exports node10 resolution are
    // out of scope; every entry must resolve with types under node16 ESM and bundlers.
    const report = JSON.parse(
      run(
        bin('attw'),
        [npmPack.tarball, '--profile', 'esm-only', '--format', 'json', '--exclude-entrypoints', ...stylesheets],
        workDir,
      ),
    ) as {
      problems: Record<string, Array<{ entrypoint: string; resolutionKind?: string }>>;
    };
    const inScope = Object.values(report.problems)
      .flat()
      .filter((problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs');
    expect(inScope).toEqual([]);
  }, 60_000);

  it('installs with npm into a fresh app, type-checks strictly, renders on the server and hydrates in a browser', () => {
    mkdirSync(consumerDir);
    const dev = uiManifest.devDependencies;
    writeFileSync(
      path.join(consumerDir, 'package.json'),
      JSON.stringify({
        name: 'partner-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@labelwise/ui': `file:${npmPack.tarball}`,
          react: dev.react,
          'react-dom': dev['react-dom'],
          'react-intl': dev['react-intl'],
          'react-router': dev['react-router'],
          'styled-components': dev['styled-components'],
        },
        devDependencies: {
          typescript: dev.typescript,
          '@types/react': dev['@types/react'],
          '@types/react-dom': dev['@types/react-dom'],
          '@types/node': '^20.19.0',
        },
      }),
    );
    cpSync(path.join(packageDir, 'test/consumer'), consumerDir, { recursive: true });
    // A plain npm install, as most partners would do it; the registry is served from npm's cache when it can be.
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], consumerDir);
    // One copy of react-intl, the app's own: its FormattedMessage below reads the library provider's context.
    expect(run('npm', ['ls', 'react-intl', '--all', '--parseable'], consumerDir).trim().split('\n')).toHaveLength(1);

    run(path.join(consumerDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], consumerDir);

    const server = run('node', ['out/server.js'], consumerDir);
    writeFileSync(path.join(consumerDir, 'out/server.json'), server);
    const { html, css } = JSON.parse(server) as { html: string; css: string };
    expect(html).toContain('Jetzt herunterladen');
    expect(html).toContain('data-variant="primary"');
    // The library's German strings came from @labelwise/ui/messages/de-de; the app's plural from its own catalog.
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('Seiten');
    expect(html).toContain('0 Downloads');
    // The partner's brand reaches the top bar and footer through one provider prop.
    expect(html).toContain('Acme Labels');
    expect(html).toMatch(/href="\/de\/printers"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/de\/printers"/);
    // An external menu item opens a new tab; the Ship button is English-only, so it is absent in German.
    expect(html).toMatch(
      /href="https:\/\/shop\.acme\.example"[^>]*target="_blank"|target="_blank"[^>]*href="https:\/\/shop\.acme\.example"/,
    );
    expect(html).not.toContain('ship.acme.example');
    // The privacy link is for the English site only.
    expect(html).toContain('<footer');
    expect(html).not.toContain('href="/privacy"');
    // The brand colour (#6959CD) drives the filled button instead of the default blue.
    expect(css.toLowerCase()).toMatch(/background:\s*#[0-9a-f]{6}/);
    expect(css).not.toContain('#409EFF');

    // The oldest Node the engines field accepts renders the same page (a partner's server may still be on 22 LTS).
    const node22 = oldestNode();
    expect(node22, 'no Node 22 binary in scripts/lib/node22 for this platform').not.toBeNull();
    if (node22) {
      expect(run(node22, ['--version'], consumerDir).trim()).toMatch(/^v22\./);
      expect(run(node22, ['out/server.js'], consumerDir)).toBe(server);
    }

    const client = JSON.parse(
      run('node', ['dom.mjs'], consumerDir, { LABELWISE_JSDOM: createRequire(import.meta.url).resolve('jsdom') }),
    ) as {
      problems: string[];
      before: string | null;
      after: string | null;
      navLabel: string | null;
      styleTags: number;
    };
    expect(client.problems).toEqual([]);
    expect(client.navLabel).toBe('Hauptnavigation');
    expect(client.before).toBe('0 Downloads');
    expect(client.after).toBe('1 Download');
    expect(client.styleTags).toBeGreaterThan(0);

    // The tokens as files resolve through the package's exports: the JSON as a module, the CSS as a file.
    const tokens = run(
      'node',
      [
        '--input-type=module',
        '-e',
        `const { default: light } = await import('@labelwise/ui/tokens.json', { with: { type: 'json' } });
         const { default: dark } = await import('@labelwise/ui/tokens-dark.json', { with: { type: 'json' } });
         const { createRequire } = await import('node:module');
         const { readFileSync } = await import('node:fs');
         const css = readFileSync(createRequire(import.meta.url).resolve('@labelwise/ui/tokens-dark.css'), 'utf8');
         console.log(JSON.stringify({ light: light.color['primary-strong'].$value.hex, dark: dark.color.surface.$value.hex, css }));`,
      ],
      consumerDir,
    );
    const imported = JSON.parse(tokens) as { light: string; dark: string; css: string };
    expect(imported.light).toMatch(/^#[0-9a-f]{6}$/);
    expect(imported.dark).not.toBe('#ffffff');
    expect(imported.css).toMatch(/^:root \{\n {2}--lw-color-primary: #409EFF;/);
    expect(imported.css).toContain('color-scheme: dark;');
  }, 300_000);

  it('builds for production with Vite: a bad prop and a language never loaded leave a working English page; React Router drives the links', () => {
    // Vitest sets NODE_ENV=test, which Vite would build with; a partner's `vite build` runs with production.
    run(bin('vite'), ['build'], consumerDir, { NODE_ENV: 'production' });
    // The production build dropped the development checks, their messages and every process.env reference.
    const bundle = readdirSync(path.join(consumerDir, 'vite-out'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(consumerDir, 'vite-out', file), 'utf8'))
      .join('\n');
    expect(bundle).not.toContain('pagerCount must be');
    expect(bundle).not.toContain('lack the library');
    expect(bundle).not.toContain('process.env');
    // The app imports `@labelwise/ui/tokens.css`; Vite bundles it as the app's stylesheet.
    const stylesheets = readdirSync(path.join(consumerDir, 'vite-out'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(consumerDir, 'vite-out', file), 'utf8'))
      .join('\n');
    expect(stylesheets).toMatch(/--lw-color-primary-strong:\s*#[0-9a-f]{6}/i);

    const page = JSON.parse(
      run('node', ['production.mjs'], consumerDir, {
        LABELWISE_JSDOM: createRequire(import.meta.url).resolve('jsdom'),
      }),
    ) as { problems: string[]; before: string; german: string; french: string; pageButtons: number };
    expect(page.problems).toEqual([]);
    expect(page.before).toContain('No data');
    expect(page.pageButtons).toBeGreaterThan(0);
    // German was chosen but its catalog was never loaded: the page stays, in English.
    expect(page.german).toContain('No data');
    expect(page.german).toContain('Total 100');
    // French came through the README's loader map, split into its own chunk by Vite.
    expect(page.french).toContain('Aucune donnée');

    // React Router renders the library's links: a click on the top bar changes the page without loading another.
    const routed = JSON.parse(
      run('node', ['router.mjs'], consumerDir, { LABELWISE_JSDOM: createRequire(import.meta.url).resolve('jsdom') }),
    ) as { problems: string[]; before: string; after: string; path: string; current: string };
    expect(routed.problems).toEqual([]);
    expect(routed.before).toBe('Acme Labels');
    expect(routed.after).toBe('Printers');
    expect(routed.path).toBe('/printers');
    expect(routed.current).toBe('Printers');
  }, 120_000);

  it('builds a Next.js App Router app for production: styled server HTML, hydration without warnings, a bad prop and a language never loaded leave a working page', async () => {
    const started = performance.now();
    const appDir = path.join(consumerDir, 'next-app');
    cpSync(path.join(packageDir, 'test/next-app'), appDir, { recursive: true });
    linkWorkspaceNext(packageDir, path.join(consumerDir, 'node_modules'));
    const next = path.join(consumerDir, 'node_modules/next/dist/bin/next');
    run(process.execPath, [next, 'build'], appDir, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
    const built = performance.now();
    const { url, server } = await startNext(appDir);
    try {
      // The server's HTML carries the styles of what it rendered: the first paint is styled, with no flash.
      const html = await (await fetch(`${url}/de-de`)).text();
      expect(html).toMatch(/<style data-styled="[^"]*" data-styled-version="[^"]+">[^<]*data-variant=/);
      expect(html).toContain('Keine Daten');
      expect(html).toContain('aria-label="Hauptnavigation"');

      const visit = await visitNextApp(url);
      expect(visit.problems).toEqual([]);
      // With JavaScript off, the brand's filled button is already in the brand's colour.
      const { primaryStrong } = createTheme({ brand: { name: 'Acme Labels', primaryColor: '#6959CD' } }).color;
      expect(visit.serverOnlyButtonBackground).toBe(formatRgb(primaryStrong));
      expect(visit.germanText).toContain('Keine Daten');
      expect(visit.germanText).toContain('Acme Labels');
      // pagerCount={4} is refused in development; in production the pager renders.
      expect(visit.pagerButtons).toBeGreaterThan(0);
      // Español was offered, but the app ships no Spanish catalog: the page stays, in English.
      expect(visit.spanishPath).toBe('/es-es');
      expect(visit.spanishText).toContain('No data');
      expect(visit.spanishText).toContain('Acme Labels');
    } finally {
      server.kill();
    }
    const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
    console.log(
      `Next.js app: built in ${seconds(built)} s; built, served and visited in ${seconds(performance.now())} s`,
    );
  }, 240_000);

  it('ships each locale entry as that language alone, with every library string', async () => {
    const installed = path.join(consumerDir, 'node_modules/@labelwise/ui');
    // The library's "No data" in each language, from its source catalog: six different strings.
    const noData: Record<string, string> = {
      'en-us': commonMessages.noData.defaultMessage,
      ...Object.fromEntries(Object.entries(commonTranslations).map(([locale, t]) => [locale, t['lw.common.noData']])),
    };
    expect(new Set(Object.values(noData)).size).toBe(6);
    const english = (await import(path.join(installed, 'dist/messages/en-us.js'))) as {
      default: Record<string, string>;
    };
    for (const [locale, word] of Object.entries(noData)) {
      const entry = path.join(installed, `dist/messages/${locale}.js`);
      const { default: catalog } = (await import(entry)) as { default: Record<string, string> };
      expect(catalog['lw.common.noData'], locale).toBe(word);
      expect(Object.keys(catalog).sort(), locale).toEqual(Object.keys(english.default).sort());
      // The file and the chunks it imports hold no other language's words (esbuild escapes non-ASCII as \xHH, \uHHHH).
      const shipped = decodeEscapes(
        moduleGraph(entry)
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n'),
      );
      const others = Object.entries(noData).filter(([other]) => other !== locale);
      expect(
        others.filter(([, other]) => shipped.includes(other)).map(([other]) => other),
        locale,
      ).toEqual([]);
    }
    // The main entry and every chunk it imports carry no translation at all (English lives in the components).
    const main = decodeEscapes(
      moduleGraph(path.join(installed, 'dist/index.js'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    );
    const translated = Object.entries(noData).filter(([locale]) => locale !== 'en-us');
    expect(translated.filter(([, word]) => main.includes(word)).map(([locale]) => locale)).toEqual([]);
  });

  it('ships the default theme as the finished object createTheme() makes', async () => {
    const installed = path.join(consumerDir, 'node_modules/@labelwise/ui/dist/index.js');
    const { defaultTheme } = (await import(installed)) as { defaultTheme: unknown };
    expect(defaultTheme).toEqual(JSON.parse(JSON.stringify(createTheme())));
    // Importing the main entry loads React and styled-components from disk: seconds on a loaded machine.
  }, 60_000);

  it('keeps one-Button, TopBar+Footer and partner-brand apps within their gzip budgets', async () => {
    const results = await measureApps(consumerDir);
    const lines: string[] = [];
    const failures = printSizes(results, (line) => lines.push(line));
    console.log(lines.join('\n'));
    expect(failures).toEqual([]);
    expect(results.map((result) => result.name)).toEqual([
      'one Button (en-us)',
      'TopBar + Footer (de-de)',
      'partner brand, one Button',
    ]);
  }, 60_000);
});
