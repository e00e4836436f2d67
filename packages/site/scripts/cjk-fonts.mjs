/**
 * Noto Sans SC / HK for zh-cn / zh-hk pages, cut down to the characters the site shows: the packages' Google
 * slices would put a Chinese page at 14-28 files and 415-855 KB of fonts.
 *
 * - The characters: every CJK character of the text the site and its content are made of (the site's and the
 *   design system's catalogs, the wire contract's data, the API's seeded content: their source files, read as
 *   text), plus the text of every prerendered page. About 1,200 characters, against 30,000 in the font.
 * - The cut: subset-font (harfbuzz's hb-subset built to wasm, see the README) subsets the full 400 and 700 fonts
 *   (@expo-google-fonts, the Google Fonts TTFs). Each prerendered page gets its own file per weight, exactly the
 *   characters of its text (400) and of its bold text (700): a first visit takes two files, 40-60 KB. Shared
 *   slices hold the whole cut (`partition`) for the pages a visitor moves on to, and for text a page shows live
 *   that its prerendered copy did not.
 * - Content published after the build may use a character outside the cut: the packages' own slices stay as the
 *   fallback, their unicode-range minus the cut, so such a page fetches the one Google slice its new character is
 *   in and never shows an empty box.
 *
 * Every file is content-hashed (the API serves /fonts/*-<hash>.woff2 as immutable). The locale's stylesheet lists
 * every shared face with its full ranges; a page inlines only the faces its own text needs
 * (src/prerender/pageDocument.ts), and the app adds the stylesheet for the pages a visitor moves on to
 * (app/DocumentMeta.tsx).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const CJK = {
  'zh-cn': {
    family: 'Noto Sans SC',
    css: 'noto-sans-sc.css',
    slug: 'noto-sans-sc',
    full: (w) => `@expo-google-fonts/noto-sans-sc/${FULL_DIRS[w]}/NotoSansSC_${FULL_DIRS[w]}.ttf`,
    sliced: '@fontsource/noto-sans-sc',
  },
  'zh-hk': {
    family: 'Noto Sans HK',
    css: 'noto-sans-hk.css',
    slug: 'noto-sans-hk',
    full: (w) => `@expo-google-fonts/noto-sans-hk/${FULL_DIRS[w]}/NotoSansHK_${FULL_DIRS[w]}.ttf`,
    sliced: '@fontsource/noto-sans-hk',
  },
};
const FULL_DIRS = { 400: '400Regular', 700: '700Bold' };
export const CJK_WEIGHTS = [400, 700];
/** Source folders (repo-relative) whose text the Chinese pages can show. */
const SOURCE_DIRS = ['packages/site/src', 'packages/ui/src', 'packages/contract/src', 'packages/api/src/db'];
/** Characters per shared slice of those pages show: 50 characters are ~8 KB of WOFF2 per weight. */
const SHOWN_SLICE_CHARS = 50;
/** Characters per shared slice of those no prerendered page shows (form errors, notices): ~15 KB per weight. */
const SLICE_CHARS = 100;

/** CJK ideographs, radicals, punctuation, kana and full-width forms: what Inter and the Latin fallback lack. */
export const isCjk = (cp) =>
  (cp >= 0x2e80 && cp <= 0x9fff) ||
  (cp >= 0xf900 && cp <= 0xfaff) ||
  (cp >= 0xfe30 && cp <= 0xfe4f) ||
  (cp >= 0xff00 && cp <= 0xffef) ||
  (cp >= 0x20000 && cp <= 0x3ffff);

const cjkOf = (text) => {
  const out = new Set();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (isCjk(cp)) out.add(cp);
  }
  return out;
};

/** Every CJK character in the source text of `SOURCE_DIRS` (tests excluded: they show nothing to a visitor). */
export function sourceChars(repoRoot) {
  const chars = new Set();
  const walk = (p) => {
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && !name.startsWith('.')) walk(path.join(p, name));
    } else if (/\.(ts|tsx|json)$/.test(p) && !/\.(test|spec|stories)\.tsx?$/.test(p)) {
      for (const cp of cjkOf(readFileSync(p, 'utf8'))) chars.add(cp);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(repoRoot, dir));
  return chars;
}

/** `[[a, b], …]` of sorted code points, consecutive ones merged. */
export function toRanges(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const out = [];
  for (const cp of sorted) {
    const last = out[out.length - 1];
    if (last && cp === last[1] + 1) last[1] = cp;
    else out.push([cp, cp]);
  }
  return out;
}
const hex = (n) => n.toString(16).toUpperCase();
export const cssRange = (ranges) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
export const parseRange = (range) =>
  range.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a, 16), parseInt(b ?? a, 16)];
  });

/**
 * The shared slices of a locale's cut, for the pages a visitor moves on to and for text a page shows live that its
 * prerendered copy did not (published since): the characters pages show, the most shown first and those on the
 * same pages together, SHOWN_SLICE_CHARS at a time, so such a difference costs a small file; then the characters
 * no prerendered page shows, by code point, SLICE_CHARS at a time.
 */
export function partition(pageTexts, extra) {
  const pagesOf = new Map();
  pageTexts.forEach((text, i) => {
    for (const cp of cjkOf(text)) {
      if (!pagesOf.has(cp)) pagesOf.set(cp, []);
      pagesOf.get(cp).push(i);
    }
  });
  const shown = [...pagesOf]
    .sort((a, b) => b[1].length - a[1].length || a[1].join(',').localeCompare(b[1].join(',')) || a[0] - b[0])
    .map(([cp]) => cp);
  const unseen = [...extra].filter((cp) => !pagesOf.has(cp)).sort((a, b) => a - b);
  const slices = [];
  for (let i = 0; i < shown.length; i += SHOWN_SLICE_CHARS) slices.push(shown.slice(i, i + SHOWN_SLICE_CHARS));
  for (let i = 0; i < unseen.length; i += SLICE_CHARS) slices.push(unseen.slice(i, i + SLICE_CHARS));
  return slices;
}

/** The Google slices of a fontsource package for one weight: file and unicode ranges. */
function googleSlices(pkgDir, weight) {
  const css = readFileSync(path.join(pkgDir, `${weight}.css`), 'utf8');
  const out = [];
  for (const m of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(m[1])?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(m[1])?.[1]?.trim();
    if (file && range) out.push({ src: path.join(pkgDir, 'files', file), ranges: parseRange(range) });
  }
  if (out.length === 0) throw new Error(`fonts: no @font-face found in ${pkgDir}/${weight}.css`);
  return out;
}

/** `ranges` without the code points of `cut`. */
export function minus(ranges, cut) {
  const cps = [];
  for (const [a, b] of ranges) for (let cp = a; cp <= b; cp++) if (!cut.has(cp)) cps.push(cp);
  return toRanges(cps);
}

/**
 * `subsetFont` with a cache on disk: a cut is a pure function of the font's bytes and the characters, and ~300 cuts
 * take most of a minute, so a build whose text did not change reuses them. The cache is the user's, not the
 * checkout's (`$XDG_CACHE_HOME` or `~/.cache`, or `LABELWISE_CACHE_DIR`), so a fresh clone on the same machine (CI)
 * reuses it too; a missing or foreign cache only costs time, since the key names everything a cut depends on.
 */
export async function cachedSubset(root, font, codePoints) {
  const req = createRequire(path.join(root, 'package.json'));
  const subsetFont = (await import(req.resolve('subset-font'))).default;
  // Another subset-font may cut the same characters differently: its version is part of the key.
  const { version } = req('subset-font/package.json');
  if (!fontDigests.has(font)) fontDigests.set(font, createHash('sha256').update(font).digest('base64url'));
  const key = createHash('sha256')
    .update(`${version}|${fontDigests.get(font)}|${codePoints.join(',')}`)
    .digest('base64url');
  const dir = path.join(cacheRoot(), 'font-cuts');
  const file = path.join(dir, `${key}.woff2`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await subsetFont(font, String.fromCodePoint(...codePoints), { targetFormat: 'woff2' });
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: two builds at once (the e2e bundle beside a dev build) never read half a file.
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
  return bytes;
}
const cacheRoot = () =>
  process.env.LABELWISE_CACHE_DIR ||
  path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'labelwise');
/** The 10 MB full fonts are hashed once per build, not once per cut. */
const fontDigests = new WeakMap();

export const fontFaceRule = (family, face, ranges = face.ranges) =>
  `@font-face{font-family:'${family}';font-style:normal;font-weight:${face.weight};font-display:block;` +
  `src:url(/fonts/${face.file}) format('woff2');unicode-range:${cssRange(ranges)}}`;

/** Writes `file` and its .br/.gz beside it, which the API's static server sends as they are. */
function writeCompressed(file, text) {
  const source = Buffer.from(text);
  writeFileSync(file, source);
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
}

/**
 * Cuts, writes and describes the Chinese fonts. `pages[locale]` lists the locale's prerendered pages: path, text
 * and bold text (headings, strong, the current link). `hashed(name, bytes)` writes a file under /fonts with a
 * content hash and returns its file name.
 */
export async function writeCjkFonts({ root, repoRoot, fontsDir, pages, hashed }) {
  const req = createRequire(path.join(root, 'package.json'));
  const pkgDir = (name) => path.dirname(req.resolve(`${name}/package.json`));
  const fromSource = sourceChars(repoRoot);
  const out = {};
  const stats = {};
  for (const [locale, spec] of Object.entries(CJK)) {
    const list = pages[locale] ?? [];
    const slices = partition(
      list.map((p) => p.text),
      fromSource,
    );
    const cut = new Set(slices.flat());
    const faces = [];
    const pageFaces = Object.fromEntries(list.map((p) => [p.path, []]));
    let cutBytes = 0;
    for (const weight of CJK_WEIGHTS) {
      const full = readFileSync(req.resolve(spec.full(weight)));
      const made = new Map();
      const cutFile = async (name, cps) => {
        const key = cps.join(',');
        if (!made.has(key)) {
          const bytes = await cachedSubset(root, full, cps);
          cutBytes += bytes.length;
          made.set(key, hashed(`${spec.slug}-${name}-${weight}.woff2`, bytes));
        }
        return made.get(key);
      };
      for (const [i, slice] of slices.entries())
        faces.push({ file: await cutFile(`cut${i}`, slice), weight, ranges: toRanges(slice) });
      // A page's own file: exactly the characters of its first view, in one request per weight.
      for (const p of list) {
        const cps = [...cjkOf(weight === 400 ? p.text : p.boldText)].sort((a, b) => a - b);
        if (cps.length > 0) pageFaces[p.path].push({ file: await cutFile('page', cps), weight, ranges: toRanges(cps) });
      }
      for (const g of googleSlices(pkgDir(spec.sliced), weight)) {
        const ranges = minus(g.ranges, cut);
        if (ranges.length === 0) continue;
        faces.push({ file: hashed(path.basename(g.src), readFileSync(g.src)), weight, ranges });
      }
    }
    writeCompressed(path.join(fontsDir, spec.css), `${faces.map((f) => fontFaceRule(spec.family, f)).join('\n')}\n`);
    out[locale] = { css: spec.css, family: spec.family, faces, pages: pageFaces };
    stats[locale] = { chars: cut.size, slices: slices.length, pages: list.length, cutBytes };
  }
  return { cjk: out, stats };
}
