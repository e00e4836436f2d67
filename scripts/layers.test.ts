import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

/**
 * Layers point one way in every package, type imports included: ESLint's import-x/no-cycle skips `import type`, and
 * a type-only cycle still ties two modules so neither can move or be read alone. The rules here are the ones
 * CONTRIBUTING states for the whole workspace; `packages/ui/src/conventions.test.ts` adds the design system's own.
 */
const root = process.cwd();
const packagesDir = path.join(root, 'packages');
const packages = readdirSync(packagesDir).filter((entry) => existsSync(path.join(packagesDir, entry, 'package.json')));
const skipped = new Set(['node_modules', 'dist', '.cache', 'storybook-static', '__screenshots__', 'coverage']);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return skipped.has(entry) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry) ? [full] : [];
  });
}

/** Every relative module a file names: static imports and re-exports (type-only too), `import()` and `vi.mock()`. */
function relativeSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const found = code.matchAll(
    /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]*)['"]/gm,
  );
  return [...found].map((match) => match[1] as string);
}

function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  // ESM-style `./x.js` names the TypeScript file `./x.ts`.
  if (base.endsWith('.js')) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base;
}

const edges = packages.flatMap((pkg) =>
  sourceFiles(path.join(packagesDir, pkg)).flatMap((file) =>
    relativeSpecifiers(readFileSync(file, 'utf8')).map((specifier) => ({
      pkg,
      file,
      specifier,
      target: resolveImport(file, specifier),
    })),
  ),
);

/** Files that test or show code rather than ship it may reach any layer of their own package. */
const isTestSupport = (file: string) =>
  /\.(test|stories|fixtures|typecheck)\.tsx?$/.test(file) || file.split(path.sep).includes('test');

/**
 * admin-kit's folders from the bottom up: a file may import its own layer and those below, never one above.
 * The runtime context sits below the shell so pages and the CRUD can use it without reaching up into the app.
 */
const ADMIN_LAYERS: readonly (readonly string[])[] = [
  ['request', 'settings', 'permissions', 'brand', 'menu', 'i18n'],
  ['routing'],
  ['session'],
  ['runtime'],
  ['crud'],
  ['pages'],
  ['layout'],
  ['shell'],
];

function adminLayer(file: string): number {
  const [top] = path.relative(path.join(packagesDir, 'admin-kit', 'src'), file).split(path.sep);
  const layer = ADMIN_LAYERS.findIndex((folders) => folders.includes(top ?? ''));
  // App.tsx, main.tsx and index.ts assemble everything: above every layer.
  return layer === -1 ? ADMIN_LAYERS.length : layer;
}

describe('workspace layering', () => {
  it('has no import cycle in any package, counting type-only imports', async () => {
    const tree = await parseDependencyTree('packages/*/src/**/*.{ts,tsx}', {
      context: root,
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: 'circular',
    });
    expect(parseCircular(tree, true).map((cycle) => cycle.join(' -> '))).toEqual([]);
  }, 120_000);

  it('reaches another package only by its name, never through its folders', () => {
    const offenders = edges
      .filter(({ pkg, target }) => {
        const [top, owner] = path.relative(root, target).split(path.sep);
        return top === 'packages' && owner !== pkg;
      })
      .map(({ file, specifier }) => `${path.relative(root, file)} → ${specifier}`);
    expect(offenders).toEqual([]);
  });

  it('imports downwards only in admin-kit: crud below pages, the runtime below layout and shell', () => {
    const src = path.join(packagesDir, 'admin-kit', 'src') + path.sep;
    const offenders = edges
      .filter(({ file, target }) => file.startsWith(src) && target.startsWith(src) && !isTestSupport(file))
      .filter(({ file, target }) => adminLayer(target) > adminLayer(file))
      .map(({ file, specifier }) => `${path.relative(src, file)} → ${specifier}`);
    expect(offenders).toEqual([]);
  });

  it('names source files after what they export: PascalCase or camelCase, never kebab- or snake_case', () => {
    const companions =
      '(?:\\.(?:styles|messages|types|fixtures|stories|property|example|typecheck|worker|server|live|d))*';
    const named = new RegExp(`^[A-Za-z][A-Za-z0-9]*${companions}(?:\\.test)?\\.(?:tsx?|mts|mjs)$`);
    const offenders = packages
      .flatMap((pkg) => sourceFiles(path.join(packagesDir, pkg, 'src')))
      .map((file) => path.relative(packagesDir, file))
      .filter((file) => !named.test(path.basename(file)))
      // Locale catalogs are named by their locale code, which is also their public path (`messages/en-us`).
      .filter((file) => !/^(en-us|zh-cn|zh-hk|de-de|fr-fr|es-es)\./.test(path.basename(file)))
      // Vite's SSR entry: its built name (`server/entry-server.js`) is what the API's live renderer loads.
      .filter((file) => file !== path.join('site', 'src', 'entry-server.tsx'));
    expect(offenders).toEqual([]);
  });

  it('lists the six locales in one place: the contract’s list, and the published copy of it in ui', () => {
    // Three locale codes in a row, quoted, is a hand-written copy of the list (a regular expression is not).
    const written = /(['"])en-us\1\s*,\s*(['"])zh-cn\2\s*,\s*(['"])zh-hk\3/;
    const definitions = [path.join('contract', 'src', 'locales.ts'), path.join('ui', 'src', 'i18n', 'locales.ts')];
    const offenders = packages
      .flatMap((pkg) => sourceFiles(path.join(packagesDir, pkg)))
      .map((file) => path.relative(packagesDir, file))
      .filter((file) => !definitions.includes(file))
      // A migration's SQL is what ran; test/sql-enums.test.ts holds its checks to the contract's list.
      .filter((file) => !/^api[/\\]src[/\\]db[/\\]migrations/.test(file))
      .filter((file) => written.test(readFileSync(path.join(packagesDir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
