/**
 * Self-hosted fonts for the prerendered site, from the same @fontsource packages (5.3.0) Storybook imports
 * (.storybook/preview.tsx), so the site and the stories render with the same faces.
 *
 * - Inter 400/500/600/700, latin and latin-ext (unicode-range, so a page fetches only what it uses), WOFF2 only.
 *   Its @font-face rules are inline in every page's <head> with `font-display: optional`, and the 400 face is
 *   preloaded: the font is used when it arrives within the first paint's short block period, otherwise the
 *   system fallback stays for that page view. Either way text never re-flows, so fonts cause no layout shift.
 * - Noto Sans SC / HK 400/700 for zh-cn / zh-hk pages: `fonts/noto-sans-sc.css` / `-hk.css` with the packages'
 *   ~100 unicode-range slices per weight (the browser fetches only the slices with characters on the page), and
 *   `font-display: swap`, because a visitor without CJK fonts must never keep empty boxes. Each Chinese page
 *   preloads exactly the slices its prerendered text needs (400 for the body, 700 for headings), so the text is
 *   drawn with Noto from the first paint instead of swapping in later.
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
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const INTER_WEIGHTS = [400, 500, 600, 700];
const INTER_SUBSETS = new Set(['latin', 'latin-ext']);
const CJK = {
  'zh-cn': { pkg: '@fontsource/noto-sans-sc', css: 'noto-sans-sc.css' },
  'zh-hk': { pkg: '@fontsource/noto-sans-hk', css: 'noto-sans-hk.css' },
};
const CJK_WEIGHTS = [400, 700];
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

const parseRange = (range) =>
  range.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a, 16), parseInt(b ?? a, 16)];
  });

const rule = (f, display) =>
  `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${f.weight};font-display:${display};` +
  `src:url(/fonts/${f.file}) format('woff2');unicode-range:${f.range}}`;

/**
 * Copies the font files into `dist/fonts/`, writes the CJK stylesheets, and returns what the prerender puts
 * into each page: `head(locale, html)`.
 */
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

export async function writeFonts(root, dist) {
  const req = createRequire(path.join(root, 'package.json'));
  const pkgDir = (name) =>
    path.dirname(req.resolve(`${name}/package.json`, { paths: [root, path.resolve(root, '../..')] }));
  const fontsDir = path.join(dist, 'fonts');
  mkdirSync(fontsDir, { recursive: true });
  let bytes = 0;
  const copy = (f) => {
    copyFileSync(f.src, path.join(fontsDir, f.file));
    bytes += readFileSync(f.src).length;
  };

  const inter = INTER_WEIGHTS.flatMap((w) => faces(pkgDir('@fontsource/inter'), w)).filter((f) =>
    INTER_SUBSETS.has(f.label.replace(/^inter-/, '').replace(/-\d+-normal$/, '')),
  );
  inter.forEach(copy);
  const interPreload = inter.find((f) => f.weight === 400 && f.label.startsWith('inter-latin-4'));
  if (!interPreload) throw new Error('fonts: Inter latin 400 not found');
  // Every latin weight the shell uses (its styles set 500, 600 and 700 too). Found by the CSS, those would be
  // fetched at the highest priority once the styles apply, racing the page for the first paint; as preloads they
  // start with the document at the priority of a preload.
  const interLatin = inter.filter((f) => f.label === `inter-latin-${f.weight}-normal`);
  const interCss = (await interFallbackCss(interPreload.src)) + inter.map((f) => rule(f, 'optional')).join('');

  const cjk = {};
  for (const [locale, { pkg, css }] of Object.entries(CJK)) {
    const list = CJK_WEIGHTS.flatMap((w) => faces(pkgDir(pkg), w));
    list.forEach(copy);
    writeFileSync(path.join(fontsDir, css), `${list.map((f) => rule(f, 'swap')).join('\n')}\n`);
    cjk[locale] = { css, list: list.map((f) => ({ ...f, ranges: parseRange(f.range) })) };
  }

  const preload = (file) => `<link rel="preload" href="/fonts/${file}" as="font" type="font/woff2" crossorigin>`;

  return {
    bytes,
    /**
     * The fonts part of the render kit (src/prerender/pageDocument.ts `fontsHead`): Inter's preloads and inline
     * rules, and per Chinese locale its stylesheet and faces, from which a page preloads the slices its text needs.
     */
    kit: {
      head: [...interLatin.map((f) => preload(f.file)), `<style id="${FONT_STYLE_ID}">${interCss}</style>`].join(
        '\n    ',
      ),
      cjk: Object.fromEntries(
        Object.entries(cjk).map(([locale, c]) => [
          locale,
          { css: c.css, faces: c.list.map((f) => ({ file: f.file, weight: f.weight, ranges: f.ranges })) },
        ]),
      ),
    },
  };
}
