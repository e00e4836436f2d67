/**
 * Self-hosted fonts for the prerendered site, from the same @fontsource packages (5.3.0) Storybook imports
 * (.storybook/preview.tsx), so the site and the stories render with the same faces.
 *
 * - Inter 400/500/600/700, latin and latin-ext (unicode-range, so a page fetches only what it uses), WOFF2 only.
 *   Its @font-face rules are inline in every page's <head> with `font-display: optional`, and the 400 face is
 *   preloaded: the font is used when it arrives within the first paint's short block period, otherwise the
 *   system fallback stays for that page view. Either way text never re-flows, so fonts cause no layout shift.
 * - Noto Sans SC / HK 400/700 for zh-cn / zh-hk pages, cut to the characters the site shows: cjk-fonts.mjs.
 * - Every file is named with a hash of its content, so the API serves /fonts/ as immutable.
 * - 'Inter Fallback': Arial (or Liberation Sans, its metric twin on Linux) scaled and given Inter's ascent, descent
 *   and line gap, right after 'Inter' in the site's font stack (app/siteFonts.ts). When Inter misses the first
 *   paint's block period, the page is set in this face, whose lines and words take close to Inter's space, so the
 *   page a visitor sees without Inter has nearly the layout it has with it (measured in the README). The overrides are computed at build time from the very Inter
 *   file the site ships (@capsizecss/unpack reads its metrics, @capsizecss/core derives the overrides against
 *   Arial's metrics from @capsizecss/metrics): maintained by the Capsize project, the same computation Next.js and
 *   fontaine use, and never a hand-copied number that drifts from the font.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import { fromFile } from '@capsizecss/unpack/fs';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cachedSubset, cssRange, minus, parseRange, toRanges, writeCjkFonts } from './cjk-fonts.mjs';

const INTER_WEIGHTS = [400, 500, 600, 700];
const INTER_SUBSETS = new Set(['latin', 'latin-ext']);
export const FONT_STYLE_ID = 'lw-fonts';

/** The @font-face blocks of one fontsource CSS file: family, weight, WOFF2 file, unicode ranges. */
function faces(pkgDir, weight) {
  const css = readFileSync(path.join(pkgDir, `${weight}.css`), 'utf8');
  const out = [];
  for (const m of css.matchAll(/\/\* ([^*]+) \*\/\s*@font-face\s*\{([^}]*)\}/g)) {
    const body = m[2];
    const family = /font-family:\s*'([^']+)'/.exec(body)?.[1];
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim();
    if (!family || !file || !range) continue;
    out.push({ label: m[1].trim(), family, weight, file, range, src: path.join(pkgDir, 'files', file) });
  }
  if (out.length === 0) throw new Error(`fonts: no @font-face found in ${pkgDir}/${weight}.css`);
  return out;
}

const rule = (f, display) =>
  `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${f.weight};font-display:${display};` +
  `src:url(/fonts/${f.file}) format('woff2');unicode-range:${f.range}}`;

/** The fallback @font-face rules for Inter (see the header): regular and bold Arial with Inter's metrics. */
async function interFallbackCss(interRegularFile) {
  const inter = await fromFile(interRegularFile);
  const { fontFaces } = createFontStack([inter, arial], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face || !face.sizeAdjust || !face.ascentOverride)
    throw new Error('fonts: Capsize returned no fallback metrics for Inter');
  const metrics =
    `ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};` +
    `line-gap-override:${face.lineGapOverride ?? '0%'};size-adjust:${face.sizeAdjust}`;
  // Two faces so bold text uses Arial Bold rather than a synthesised bold of the regular face. Liberation Sans has
  // Arial's metrics by design (Linux desktops, Chromium OS); Chromium's local() matches font names, not the
  // system's Arial alias, so it is named too.
  const regular = ["'Arial'", "'ArialMT'", "'Liberation Sans'", "'LiberationSans'"];
  const bold = ["'Arial Bold'", "'Arial-BoldMT'", "'Liberation Sans Bold'", "'LiberationSans-Bold'"];
  const src = (names) => names.map((n) => `local(${n})`).join(',');
  return (
    `@font-face{font-family:'${INTER_FALLBACK}';font-weight:100 500;src:${src(regular)};${metrics}}` +
    `@font-face{font-family:'${INTER_FALLBACK}';font-weight:600 900;src:${src(bold)};${metrics}}`
  );
}
export const INTER_FALLBACK = 'Inter Fallback';

/**
 * Inter for the Chinese pages: their Latin text is short (model names, brands), so each weight's latin file is cut
 * to the Latin characters the locale's pages show (about half the bytes), and the full files keep the rest of
 * their ranges for text published since. Per locale: the inline <style> and the preloads by weight.
 */
async function interCuts({ root, inter, interLatin, pages, hashed, fallbackCss, preload, locales }) {
  const out = {};
  for (const locale of Object.keys(locales)) {
    const chars = new Set();
    for (let cp = 0x20; cp <= 0x7e; cp++) chars.add(cp);
    for (const p of pages[locale] ?? [])
      for (const ch of p.text) if (ch.codePointAt(0) < 0x2e80) chars.add(ch.codePointAt(0));
    const cuts = [];
    const rules = [];
    for (const f of interLatin) {
      const cut = [...chars].filter((cp) => parseRange(f.range).some(([a, b]) => cp >= a && cp <= b));
      const bytes = await cachedSubset(root, readFileSync(f.src), cut);
      const file = hashed(`${f.label}-${locale}.woff2`, bytes);
      cuts.push({ weight: f.weight, file, cut: new Set(cut) });
      rules.push(rule({ ...f, file, range: cssRange(toRanges(cut)) }, 'optional'));
    }
    for (const f of inter) {
      const cut = cuts.find((c) => c.weight === f.weight)?.cut ?? new Set();
      const ranges = minus(parseRange(f.range), cut);
      // The full faces first: a later face wins a character both claim, and the cut claims only its own.
      if (ranges.length > 0) rules.unshift(rule({ ...f, range: cssRange(ranges) }, 'optional'));
    }
    out[locale] = {
      head: `<style id="${FONT_STYLE_ID}">${fallbackCss}${rules.join('')}</style>`,
      preloads: cuts.map((c) => ({ weight: c.weight, tag: preload(c.file) })),
    };
  }
  return out;
}

/** `name-<hash>.ext`: a content-hashed name, so the same name always means the same bytes. */
function hashedName(name, bytes) {
  const ext = path.extname(name);
  return `${name.slice(0, -ext.length)}-${createHash('sha256').update(bytes).digest('base64url').slice(0, 10)}${ext}`;
}

/**
 * Writes the fonts into `dist/fonts/` and returns the fonts part of the render kit (src/prerender/pageDocument.ts
 * `fontsHead`): Inter's preloads and inline rules, and per Chinese locale its faces, from which a page inlines
 * and preloads those its text needs. `pages[locale]` lists the locale's prerendered pages (cjk-fonts.mjs).
 */
export async function writeFonts(root, dist, pages) {
  const req = createRequire(path.join(root, 'package.json'));
  const pkgDir = (name) =>
    path.dirname(req.resolve(`${name}/package.json`, { paths: [root, path.resolve(root, '../..')] }));
  const fontsDir = path.join(dist, 'fonts');
  mkdirSync(fontsDir, { recursive: true });
  let bytes = 0;
  const hashed = (name, content) => {
    const file = hashedName(name, content);
    writeFileSync(path.join(fontsDir, file), content);
    bytes += content.length;
    return file;
  };

  const inter = INTER_WEIGHTS.flatMap((w) => faces(pkgDir('@fontsource/inter'), w))
    .filter((f) => INTER_SUBSETS.has(f.label.replace(/^inter-/, '').replace(/-\d+-normal$/, '')))
    .map((f) => ({ ...f, file: hashed(f.file, readFileSync(f.src)) }));
  const interPreload = inter.find((f) => f.weight === 400 && f.label.startsWith('inter-latin-4'));
  if (!interPreload) throw new Error('fonts: Inter latin 400 not found');
  // Every latin weight the shell uses (its styles set 500, 600 and 700 too). Found by the CSS, those would be
  // fetched at the highest priority once the styles apply, racing the page for the first paint; as preloads they
  // start with the document at the priority of a preload.
  const interLatin = inter.filter((f) => f.label === `inter-latin-${f.weight}-normal`);

  const fallbackCss = await interFallbackCss(interPreload.src);
  const interCss = fallbackCss + inter.map((f) => rule(f, 'optional')).join('');
  const { cjk, stats } = await writeCjkFonts({
    root,
    repoRoot: path.resolve(root, '../..'),
    fontsDir,
    pages,
    hashed,
  });
  const preload = (file) => `<link rel="preload" href="/fonts/${file}" as="font" type="font/woff2" crossorigin>`;

  return {
    bytes,
    stats,
    kit: {
      head: `<style id="${FONT_STYLE_ID}">${interCss}</style>`,
      interPreloads: interLatin.map((f) => ({ weight: f.weight, tag: preload(f.file) })),
      localeInter: await interCuts({ root, inter, interLatin, pages, hashed, fallbackCss, preload, locales: cjk }),
      cjk,
    },
  };
}
