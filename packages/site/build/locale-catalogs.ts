import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTENT_LOCALES } from '@labelwise/contract/locales';
import { runnerImport, type Plugin } from 'vite';
import { compileCatalog, type CompiledCatalog } from './compile-catalogs.ts';

const parserPackage = '@formatjs/icu-messageformat-parser';
const catalogPrefix = 'virtual:site-catalog-';
const catalogsModule = /\/packages\/site\/src\/i18n\/catalogs\.ts$/;
/** Message modules that write all six locales side by side: the site's areas and the library's groups. */
const messageModule = /(\/packages\/site\/src\/i18n\/messages\/[^/]+\.ts|\/packages\/ui\/src\/.+\.messages\.ts)$/;
const localeKeys = new Set<string>(CONTENT_LOCALES);
/**
 * English long enough that finding it in code outside the catalogs means the text ships twice (a message module
 * in a shape the transform below does not know), not that some identifier happens to read the same.
 */
const minCheckedLength = 24;

type Catalog = Record<string, string>;
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Edit = [start: number, end: number, text: string];

const isNode = (v: unknown): v is AstNode => !!v && typeof v === 'object' && typeof (v as AstNode).type === 'string';

function keyName(property: AstNode): string | undefined {
  if (property.computed) return undefined;
  const key = property.key as AstNode & { name?: string; value?: unknown };
  return typeof key.value === 'string' ? key.value : key.name;
}

/** The two area factories of src/i18n/define.ts and what each entry's text becomes once blanked. */
const areaFactories: Readonly<Record<string, string>> = { defineArea: '{}', defineEnglishOnlyArea: "''" };

/**
 * Edits that leave a message module with ids only; its texts reach the browser through the catalogs:
 * - `defineArea(prefix, { key: { 'en-us': …, … } })` → `{ key: {} }`, `defineEnglishOnlyArea(prefix, { key: '…' })`
 *   → `{ key: '' }` (site areas: the keys still make the descriptors);
 * - `{ id, defaultMessage: '…', description: '…' }` → `{ id, defaultMessage: '' }` (library descriptors; the
 *   description is for translators only);
 * - `'de-de': { … }` → `'de-de': {}` (library translation tables), and any other locale-keyed text → `''`.
 */
function blankingEdits(node: unknown, code: string, out: Edit[]): void {
  if (Array.isArray(node)) {
    for (const child of node) blankingEdits(child, code, out);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'CallExpression') {
    const callee = node.callee as AstNode & { name?: string };
    const blank = callee.type === 'Identifier' && callee.name ? areaFactories[callee.name] : undefined;
    if (blank !== undefined) {
      const entries = (node.arguments as AstNode[])[1];
      if (entries?.type !== 'ObjectExpression')
        throw new Error(`${callee.name}: the messages must be an object literal`);
      for (const property of entries.properties as AstNode[]) {
        if (property.type !== 'Property' || keyName(property) === undefined) {
          throw new Error(
            `${callee.name}: every message must be a plain \`key: text\` entry (found ${code.slice(property.start, property.end)})`,
          );
        }
        const value = property.value as AstNode;
        out.push([value.start, value.end, blank]);
      }
      return;
    }
  }
  if (node.type === 'ObjectExpression') {
    const properties = node.properties as AstNode[];
    const named = new Map(properties.filter((p) => p.type === 'Property').map((p) => [keyName(p), p]));
    const defaultMessage = named.get('defaultMessage');
    const text = defaultMessage && (defaultMessage.value as AstNode).type;
    if (named.has('id') && (text === 'Literal' || text === 'TemplateLiteral')) {
      const kept = properties
        .filter((p) => p.type !== 'Property' || keyName(p) !== 'description')
        .map((p) => (p === defaultMessage ? "defaultMessage: ''" : code.slice(p.start, p.end)));
      out.push([node.start, node.end, `{ ${kept.join(', ')} }`]);
      return;
    }
  }
  if (node.type === 'Property' && !node.shorthand) {
    const name = keyName(node);
    if (name && localeKeys.has(name)) {
      const value = node.value as AstNode;
      out.push([value.start, value.end, value.type === 'ObjectExpression' ? '{}' : "''"]);
      return;
    }
  }
  for (const [field, child] of Object.entries(node))
    if (field !== 'type' && child && typeof child === 'object') blankingEdits(child, code, out);
}

/** The version of the parser package whose entry file is `entry`. */
function parserVersion(entry: string): string {
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Client build only: react-intl's formatter gets formatjs's `no-parser` build of the ICU parser (the same module
 * without `parse`: about 7 KB gzip less), since every catalog arrives precompiled. Resolving from each importer keeps
 * the importer's own release of the package, and that release must be the one the catalogs were compiled with:
 * the AST format is the parser's, not a stable contract.
 */
function clientWithoutParser(root: string): Plugin {
  const compilerVersion = parserVersion(createRequire(path.join(root, 'package.json')).resolve(parserPackage));
  return {
    name: 'labelwise-site-icu-no-parser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: {
      filter: { id: /^@formatjs\/icu-messageformat-parser$/ },
      async handler(source, importer, options) {
        const full = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!full) return null;
        const bundled = parserVersion(full.id);
        if (bundled !== compilerVersion) {
          this.error(
            `${importer ?? 'the bundle'} uses ${parserPackage} ${bundled}, but the catalogs are compiled with ${compilerVersion} ` +
              `(packages/site devDependencies): align the versions.`,
          );
        }
        return this.resolve(`${parserPackage}/no-parser.js`, importer, { ...options, skipSelf: true });
      },
    },
  };
}

/** `virtual:site-catalog-<locale>.<part>`: one part of a locale's catalog (src/i18n/pageAreas.ts). */
const partId = (locale: string, part: string) => `${catalogPrefix}${locale}.${part}`;
/**
 * `virtual:site-parts-<locale>`: the importers of one locale's parts. Each locale's list is its own small chunk, so
 * a page carries the (hashed, incompressible) chunk names of its own locale only; the prerender preloads it.
 */
const partsPrefix = 'virtual:site-parts-';

function partsModule(locale: string, names: readonly string[]): string {
  const entries = names.map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(partId(locale, n))}),`);
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/**
 * The production `src/i18n/catalogs.ts`: imports a page's catalog parts on demand and merges them. A part is
 * fetched once per locale and shared by every page that needs it; a page's merged catalog is one stable object,
 * and its promise is the same object on every call, so `use(loadCatalog(locale, page))` can run on each render
 * (React's use() reads a thenable's status/value without suspending).
 */
function loaderModule(parts: Record<string, string[]>): string {
  const importers = Object.keys(parts)
    .map((locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(partsPrefix + locale)}),`)
    .join('\n');
  return `import { catalogPartsFor } from './pageAreas';
const importers = {
${importers}
};
const parts = new Map();
const catalogs = new Map();
const pending = new Map();
function settle(promise, value) {
  Object.assign(promise, { status: 'fulfilled', value });
  return value;
}
function part(locale, name) {
  let promise = parts.get(locale + ':' + name);
  if (!promise) {
    promise = importers[locale]().then((list) => list.default[name]()).then((m) => {
      // The shell alone is what the top bar and footer render with while a page's own parts load.
      if (name === 'shell') catalogs.set(locale + ':page:', m.default);
      return settle(promise, m.default);
    });
    parts.set(locale + ':' + name, promise);
  }
  return promise;
}
function merge(key, locale, names) {
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(names.map((name) => part(locale, name))).then((list) => {
      const catalog = Object.assign({}, ...list);
      catalogs.set(key, catalog);
      return settle(promise, catalog);
    });
    pending.set(key, promise);
  }
  return promise;
}
export function loadedCatalog(locale, page) { return catalogs.get(locale + ':page:' + (page ?? '')); }
export function loadCatalog(locale, page) { return merge(locale + ':page:' + (page ?? ''), locale, catalogPartsFor(page ?? null)); }
export function loadAreas(locale, areas) { return merge(locale + ':areas:' + areas.join(','), locale, areas); }
`;
}

/**
 * Production only: ship every locale's catalog as chunks of precompiled ICU messages (a shell part and one part per
 * page area), and no texts in the modules that define them.
 * - `src/i18n/catalogs.ts` is replaced by a loader that imports a page's `virtual:site-catalog-<locale>.<part>`
 *   chunks on demand (src/i18n/pageAreas.ts says which);
 * - each virtual module is one part of the locale's catalog (library + site), evaluated from the real sources
 *   and parsed here, so the browser never parses a message (see `clientWithoutParser`);
 * - in the message modules themselves every locale's text is blanked, English included: the components only
 *   need the descriptors' ids, and English arrives as a catalog like the others.
 */
export function localeCatalogs(root: string): Plugin[] {
  let sources: Record<string, Catalog> = {};
  let compiled: Record<string, CompiledCatalog> = {};
  let partNames: Record<string, string[]> = {};
  const catalogs: Plugin = {
    name: 'labelwise-site-locale-catalogs',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      const { module } = await runnerImport<{
        allCatalogs: () => Record<string, Catalog>;
        catalogParts: () => Record<string, Record<string, Catalog>>;
        toBcp47: (locale: string) => string;
      }>(path.join(root, 'src/i18n/allCatalogs.ts'), { configFile: false, root, logLevel: 'error' });
      sources = module.allCatalogs();
      compiled = {};
      partNames = {};
      for (const [locale, parts] of Object.entries(module.catalogParts())) {
        partNames[locale] = Object.keys(parts);
        for (const [name, catalog] of Object.entries(parts))
          compiled[partId(locale, name)] = compileCatalog(catalog, module.toBcp47(locale));
      }
    },
    resolveId(id) {
      return id.startsWith(catalogPrefix) || id.startsWith(partsPrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${partsPrefix}`)) {
        const locale = id.slice(1 + partsPrefix.length);
        const names = partNames[locale];
        if (!names) throw new Error(`[locale-catalogs] no catalog parts for locale ${locale}`);
        return partsModule(locale, names);
      }
      if (!id.startsWith(`\0${catalogPrefix}`)) return null;
      const catalog = compiled[id.slice(1)];
      if (!catalog) throw new Error(`[locale-catalogs] no catalog part ${id.slice(1)}`);
      // JSON.parse of a string literal is faster to start than an object literal of this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (catalogsModule.test(file)) return { code: loaderModule(partNames), map: null };
      if (!messageModule.test(file)) return null;
      const edits: Edit[] = [];
      try {
        blankingEdits(this.parse(code), code, edits);
      } catch (error) {
        this.error(`[locale-catalogs] ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const english = Object.entries(sources['en-us'] ?? {}).filter(([, text]) => text.length >= minCheckedLength);
      const found: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [moduleId, rendered] of Object.entries(chunk.modules)) {
          if (!rendered.code || moduleId.startsWith(`\0${catalogPrefix}`)) continue;
          for (const [id, text] of english)
            if (rendered.code.includes(text)) found.push(`${id} in ${path.relative(root, moduleId)}`);
        }
      }
      if (found.length > 0) {
        this.error(
          `[locale-catalogs] English texts left in the JavaScript besides their catalog:\n  ${found.slice(0, 10).join('\n  ')}`,
        );
      }
    },
  };
  return [clientWithoutParser(root), catalogs];
}
