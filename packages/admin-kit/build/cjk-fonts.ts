import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Noto Sans SC / HK for the back office in zh-cn / zh-hk, so a machine without a Chinese font shows text, not
 * empty boxes. The fontsource packages cut each weight into ~100 unicode-range slices: a browser fetches only the
 * slices of the characters a page shows. Operators type anything, so the whole font is offered, not a subset of the
 * catalogs. Only the WOFF2 files are emitted (every browser the back office supports reads them), content-hashed.
 *
 * `import('virtual:admin-cjk-font/zh-cn')` resolves to the locale's `@font-face` rules as a string; the app adds
 * them to the document when that language is chosen, so other languages load none of it.
 */
const PACKAGES: Record<string, string> = {
  'zh-cn': '@fontsource/noto-sans-sc',
  'zh-hk': '@fontsource/noto-sans-hk',
};
const WEIGHTS = [400, 700] as const;
const PREFIX = 'virtual:admin-cjk-font/';
const SOURCE = /src:\s*url\(\.\/files\/([^)]+\.woff2)\)\s*format\('woff2'\)(?:,\s*url\([^)]+\)\s*format\('woff'\))?/g;

export function adminCjkFonts(): Plugin {
  const require = createRequire(import.meta.url);
  let serve = false;
  return {
    name: 'labelwise-admin-cjk-fonts',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      const pkg = PACKAGES[locale];
      if (!pkg) throw new Error(`[labelwise/admin-kit: fonts] no Chinese font for '${locale}'`);
      const dir = path.dirname(require.resolve(`${pkg}/package.json`));
      // The CSS as string pieces and file URLs, joined in the module so each URL is the emitted, hashed file's.
      const parts: string[] = [];
      let text = '';
      for (const weight of WEIGHTS) {
        const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
        let last = 0;
        for (const match of css.matchAll(SOURCE)) {
          const file = path.join(dir, 'files', match[1]!);
          text += css.slice(last, match.index);
          if (serve) {
            text += `src: url(/@fs${file}) format('woff2')`;
          } else {
            parts.push(JSON.stringify(`${text}src: url(`));
            const ref = this.emitFile({ type: 'asset', name: match[1]!, source: readFileSync(file) });
            parts.push(`import.meta.ROLLUP_FILE_URL_${ref}`);
            text = `) format('woff2')`;
          }
          last = match.index + match[0].length;
        }
        text += css.slice(last) + '\n';
      }
      parts.push(JSON.stringify(text));
      return `export default ${parts.join(' + ')};`;
    },
  };
}
