import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** Locale keys whose texts leave the JavaScript modules; en-us stays, it is every descriptor's defaultMessage. */
const translatedLocales = new Set(['zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es']);
const catalogPrefix = 'virtual:site-catalog-';
const catalogsModule = /\/packages\/site\/src\/i18n\/catalogs\.ts$/;
/** Message modules that write all six locales side by side: the site's areas and the library's groups. */
const messageModule = /(\/packages\/site\/src\/i18n\/messages\/[^/]+\.ts|\/packages\/ui\/src\/.+\.messages\.ts)$/;

type Catalog = Record<string, string>;
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Ranges of `'de-de': …` property values (outermost only), to be blanked. */
function translatedValueRanges(node: unknown, out: Array<[number, number, string]>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) translatedValueRanges(child, out);
    return;
  }
  const n = node as AstNode;
  if (n.type === 'Property') {
    const key = n.key as AstNode & { value?: unknown; name?: string };
    const name = typeof key.value === 'string' ? key.value : key.name;
    const value = n.value as AstNode;
    if (name && translatedLocales.has(name) && !n.computed && !n.shorthand) {
      // Objects (library translation tables) become empty tables; strings (site areas) become empty strings.
      out.push([value.start, value.end, value.type === 'ObjectExpression' ? '{}' : "''"]);
      return;
    }
  }
  for (const [field, child] of Object.entries(n)) if (field !== 'type' && child && typeof child === 'object') translatedValueRanges(child, out);
}

/**
 * Production only: ship one catalog chunk per locale instead of six locales' texts in the entry.
 * - `src/i18n/catalogs.ts` is replaced by a loader that imports `virtual:site-catalog-<locale>` on demand;
 * - each virtual module is the locale's full catalog (library + site), computed by evaluating the real sources;
 * - in the message modules themselves, the five translated locales' texts are blanked, since the
 *   components only need the descriptors (id + English default) and the catalogs now arrive as chunks.
 */
export function localeCatalogs(root: string): Plugin {
  let catalogs: Record<string, Catalog> | undefined;
  return {
    name: 'labelwise-site-locale-catalogs',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      const { module } = await runnerImport<{ allCatalogs: () => Record<string, Catalog> }>(path.join(root, 'src/i18n/allCatalogs.ts'), {
        configFile: false,
        root,
        logLevel: 'error',
      });
      catalogs = module.allCatalogs();
    },
    resolveId(id) {
      return id.startsWith(catalogPrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${catalogPrefix}`)) return null;
      const locale = id.slice(catalogPrefix.length + 1);
      const catalog = catalogs?.[locale];
      if (!catalog) throw new Error(`[locale-catalogs] no catalog for ${locale}`);
      // JSON.parse of a string literal is faster to start than an object literal of this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (catalogsModule.test(file)) {
        // en-us is every descriptor's defaultMessage, already in the entry: build it in memory, no extra chunk.
        const locales = Object.keys(catalogs ?? {}).filter((l) => l !== 'en-us');
        const importers = locales.map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(catalogPrefix + l)}),`).join('\n');
        const source = JSON.stringify(path.join(path.dirname(file), 'allCatalogs.ts'));
        return {
          code: `import { allCatalogs } from ${source};
const importers = {\n${importers}\n};
const loaded = new Map([['en-us', allCatalogs()['en-us']]]);
const pending = new Map();
// React's use() reads a thenable's status/value without suspending; the same promise object is returned on
// every call, so use(loadCatalog(locale)) can run unconditionally on each render.
const settled = (catalog) => Object.assign(Promise.resolve(catalog), { status: 'fulfilled', value: catalog });
export function loadedCatalog(locale) { return loaded.get(locale); }
export function loadCatalog(locale) {
  let promise = pending.get(locale);
  if (!promise) {
    if (loaded.has(locale)) promise = settled(loaded.get(locale));
    else {
      promise = importers[locale]().then((m) => {
        loaded.set(locale, m.default);
        Object.assign(promise, { status: 'fulfilled', value: m.default });
        return m.default;
      });
    }
    pending.set(locale, promise);
  }
  return promise;
}
`,
          map: null,
        };
      }
      if (!messageModule.test(file)) return null;
      const ranges: Array<[number, number, string]> = [];
      translatedValueRanges(this.parse(code), ranges);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end, text] of ranges.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
