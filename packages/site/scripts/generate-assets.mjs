#!/usr/bin/env node
// Writes every image and media file the site's content refers to, under public/ (Vite copies it into dist):
//
//   public/images/barcodes/*.svg + manifest.json   the 8 symbologies of content/home.ts, real encodings (bwip-js)
//   public/images/samples/*.svg                     7 sample labels + 3 showcase scenes (home page)
//   public/images/partners/*.svg                    9 partner wordmarks (home page)
//   public/images/faq/*.svg                         the FAQ illustrations (Guides page)
//   public/media/videos/*.svg                       15 video posters (Guides page)
//   public/media/videos/*.mp4                       15 short placeholder clips (only with --videos; needs ffmpeg)
//
// The outputs are committed, so `vite build` needs no generation step and no native tool. Run this after changing
// content/home.ts, videos.ts or faq.ts (`pnpm --filter @labelwise/site run assets`); `barcodeImages.test.ts` fails
// when a committed barcode no longer matches its symbology and value, and `assets.test.ts` when a referenced file is
// missing or its size disagrees with the content.
//
// Everything is vector (SVG): a few KB per image, sharp on every pixel density, text that stays text. The dimensions
// of each file equal the width/height the content gives its <img>, so nothing shifts while loading.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pub = path.join(root, 'public');
const withVideos = process.argv.includes('--videos');

/** The content modules (TypeScript) and bwip-js, bundled in memory with esbuild and imported. */
async function loadContent() {
  const result = await build({
    stdin: {
      contents: [
        "export * from './src/content/home.ts';",
        "export * from './src/content/videos.ts';",
        "export * from './src/content/faq.ts';",
        "export * from './src/content/barcodeImages.ts';",
        "export * from './src/content/mp4.ts';",
        "export { toSVG, BWIPJS_VERSION, BWIPP_VERSION } from 'bwip-js/generic';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

const content = await loadContent();

// ---------------------------------------------------------------------------------------------------------------
// SVG helpers

const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const MONO = "'JetBrains Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace";
const INK = '#111827';
const MUTED = '#4b5563';
const LINE = '#d1d5db';
const BLUE = '#1d4ed8';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');

function doc(width, height, body, { font = FONT } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${esc(font)}">${body}</svg>\n`;
}
const rect = (x, y, w, h, a = {}) => `<rect${attrs({ x, y, width: w, height: h, ...a })}/>`;
const circle = (cx, cy, r, a = {}) => `<circle${attrs({ cx, cy, r, ...a })}/>`;
const line = (x1, y1, x2, y2, stroke = INK, sw = 2) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${stroke}" stroke-width="${sw}"/>`;
const pathEl = (d, a = {}) => `<path${attrs({ d, ...a })}/>`;
function text(x, y, str, { size = 16, weight, fill = INK, anchor, spacing, family, fit } = {}) {
  return `<text${attrs({
    x,
    y,
    'font-size': size,
    'font-weight': weight,
    fill,
    'text-anchor': anchor,
    'letter-spacing': spacing,
    'font-family': family,
    textLength: fit,
    lengthAdjust: fit ? 'spacingAndGlyphs' : undefined,
  })}>${esc(str)}</text>`;
}
/** A label: white stock with rounded corners, a hairline edge and a soft offset shadow. */
const labelStock = (w, h, r = 12) =>
  rect(5, 7, w - 8, h - 8, { rx: r, fill: '#e5e7eb' }) +
  rect(2, 2, w - 8, h - 8, { rx: r, fill: '#fff', stroke: '#cbd5e1', 'stroke-width': 2 });

/** A real barcode from bwip-js, placed into a box (the nested <svg> keeps its aspect ratio). */
function barcode(options, x, y, w, h) {
  const svg = content.toSVG({
    scale: 2,
    backgroundcolor: 'FFFFFF',
    barcolor: '111827',
    textcolor: '111827',
    ...options,
  });
  const viewBox = /viewBox="([^"]+)"/.exec(svg)[1];
  const inner = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/\n/g, '');
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${viewBox}">${inner}</svg>`;
}
const code128 = (value, x, y, w, h, includetext = true) =>
  barcode({ bcid: 'code128', text: value, height: 14, includetext, textxalign: 'center', textsize: 10 }, x, y, w, h);
const playButton = (cx, cy, r = 34) =>
  circle(cx, cy, r, { fill: INK, 'fill-opacity': 0.78 }) +
  pathEl(`M${cx - r * 0.32} ${cy - r * 0.45}L${cx + r * 0.5} ${cy}L${cx - r * 0.32} ${cy + r * 0.45}Z`, {
    fill: '#fff',
  });

// ---------------------------------------------------------------------------------------------------------------
// Writing

const written = [];
function write(rel, data) {
  const file = path.join(pub, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  written.push({ rel, bytes: Buffer.byteLength(data) });
}
/** Writes the SVG for an image URL from the content, checking that its size is the one the <img> declares. */
function writeImage(url, width, height, svg) {
  const size = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
  if (!size || Number(size[1]) !== width || Number(size[2]) !== height)
    throw new Error(`${url}: drawn at ${size?.[1]}x${size?.[2]}, content says ${width}x${height}`);
  if (!url.endsWith('.svg')) throw new Error(`${url}: this generator writes SVG only`);
  write(url.replace(/^\//, ''), svg);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Supported barcodes: the exact bwip-js output for each symbology's sample value (barcodeImages.ts)

const manifest = { generator: `bwip-js ${content.BWIPJS_VERSION} (BWIPP ${content.BWIPP_VERSION})`, items: [] };
for (const s of content.symbologies) {
  const svg = content.barcodeSvg(s);
  const size = content.svgViewBoxSize(svg);
  if (size.width !== s.width || size.height !== s.height) {
    throw new Error(`${s.id}: bwip-js drew ${size.width}x${size.height}; set width/height in content/home.ts to match`);
  }
  write(s.image.replace(/^\//, ''), svg);
  manifest.items.push({
    id: s.id,
    bcid: s.bcid,
    text: s.sample,
    file: s.image,
    width: size.width,
    height: size.height,
    options: content.barcodeRenderOptions(s),
    sha256: createHash('sha256').update(svg).digest('hex'),
  });
}
write('images/barcodes/manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);

// ---------------------------------------------------------------------------------------------------------------
// 2. Sample labels (home page wall), each at the label's real aspect ratio

const samples = {
  'shipping-4x6': (w, h) =>
    labelStock(w, h, 10) +
    text(22, 38, 'FROM:', { size: 11, weight: 700 }) +
    text(22, 56, 'Labelwise Demo Co.', { size: 12 }) +
    text(22, 72, '120 Harbor St', { size: 12 }) +
    text(22, 88, 'Portland OR 97209', { size: 12 }) +
    rect(298, 22, 80, 80, { fill: INK }) +
    text(338, 86, 'P', { size: 64, weight: 800, fill: '#fff', anchor: 'middle' }) +
    rect(2, 114, w - 8, 4, { fill: INK }) +
    text(22, 152, 'PRIORITY 2-DAY', { size: 26, weight: 800, fit: 250 }) +
    rect(2, 168, w - 8, 2, { fill: INK }) +
    text(22, 198, 'SHIP TO:', { size: 12, weight: 700 }) +
    text(22, 230, 'JORDAN LEE', { size: 22, weight: 700 }) +
    text(22, 256, '4821 MAPLE AVENUE', { size: 17 }) +
    text(22, 280, 'SPRINGFIELD IL 62704-1234', { size: 17 }) +
    barcode({ bcid: 'qrcode', text: 'LW1Z999AA10123456784|62704' }, 304, 186, 72, 72) +
    text(22, 316, 'WT 2.4 LB', { size: 12, fill: MUTED }) +
    text(120, 316, 'DIM 12x9x4 IN', { size: 12, fill: MUTED }) +
    rect(2, 334, w - 8, 4, { fill: INK }) +
    text(w / 2, 364, 'TRACKING # LW 1Z99 9AA1 0123 4567 84', { size: 12, weight: 700, anchor: 'middle' }) +
    code128('LW1Z999AA10123456784', 30, 378, 340, 150) +
    rect(2, 546, w - 8, 2, { fill: INK }) +
    text(22, 574, 'labelwise.example', { size: 11, fill: MUTED }) +
    text(w - 26, 574, '1 of 1', { size: 11, fill: MUTED, anchor: 'end' }),
  'return-address': (w, h) =>
    labelStock(w, h, 18) +
    circle(104, 118, 62, { fill: BLUE }) +
    rect(72, 94, 64, 46, { rx: 6, fill: '#fff' }) +
    pathEl('M74 98L104 122L134 98', { fill: 'none', stroke: BLUE, 'stroke-width': 5, 'stroke-linejoin': 'round' }) +
    text(196, 88, 'Avery Collins', { size: 34, weight: 700 }) +
    text(196, 132, '77 Birch Lane, Apt 4B', { size: 24, fill: '#1f2937' }) +
    text(196, 168, 'Austin, TX 78701', { size: 24, fill: '#1f2937' }) +
    rect(196, 186, 120, 4, { rx: 2, fill: BLUE }),
  'price-tag-ean13': (w, h) =>
    labelStock(w, h, 14) +
    pathEl(`M2 14a12 12 0 0 1 12-12H${w - 18}a12 12 0 0 1 12 12V58H2Z`, { fill: '#0f766e' }) +
    text(24, 40, 'ORGANIC GREEN TEA', { size: 22, weight: 800, fill: '#fff', spacing: 1 }) +
    text(24, 92, '20 bags · 40 g', { size: 17, fill: MUTED }) +
    text(24, 168, '$4.99', { size: 66, weight: 800 }) +
    text(24, 196, '$12.48 / 100 g', { size: 14, fill: MUTED }) +
    barcode({ bcid: 'ean13', text: '4006381333931', height: 16, includetext: true, textsize: 11 }, 262, 78, 214, 128) +
    rect(2, 236, w - 8, 1, { fill: LINE }) +
    text(24, 270, 'SKU TEA-020', { size: 14, fill: MUTED }) +
    text(w - 30, 270, 'Aisle 4 · Shelf B', { size: 14, fill: MUTED, anchor: 'end' }),
  'inventory-qr': (w, h) =>
    labelStock(w, h, 14) +
    text(26, 50, 'ASSET TAG', { size: 15, weight: 800, fill: BLUE, spacing: 2 }) +
    text(26, 94, 'LW-IT-00418', { size: 30, weight: 700, family: MONO }) +
    text(26, 130, 'Laptop · 14 in', { size: 18 }) +
    text(26, 160, 'Dept: Finance', { size: 16, fill: MUTED }) +
    text(26, 186, 'Purchased: 2024-03-18', { size: 16, fill: MUTED }) +
    barcode({ bcid: 'qrcode', text: 'https://labelwise.example/asset/LW-IT-00418' }, 322, 30, 154, 154) +
    pathEl(`M2 226H${w - 6}V${h - 18}a12 12 0 0 1-12 12H14a12 12 0 0 1-12-12Z`, { fill: INK }) +
    text(w / 2, 262, 'PROPERTY OF LABELWISE DEMO CO. · IF FOUND CALL +1 555 0100', {
      size: 12,
      weight: 600,
      fill: '#fff',
      anchor: 'middle',
      fit: 440,
    }),
  'food-dates': (w, h) => {
    const rows = [
      ['Prepared', '14 May 2024'],
      ['Use by', '17 May 2024'],
      ['Storage', '0–4 °C'],
      ['Allergens', 'Celery, wheat, egg'],
    ];
    return (
      labelStock(w, h, 20) +
      pathEl(`M2 22a20 20 0 0 1 20-20H${w - 26}a20 20 0 0 1 20 20V92H2Z`, { fill: '#15803d' }) +
      text(w / 2, 62, 'TUESDAY', { size: 40, weight: 800, fill: '#fff', anchor: 'middle', spacing: 4 }) +
      text(w / 2, 148, 'Chicken Noodle Soup', { size: 32, weight: 700, anchor: 'middle' }) +
      rows
        .map(
          ([k, v], i) =>
            text(40, 206 + i * 46, k, { size: 19, fill: MUTED }) +
            text(w - 44, 206 + i * 46, v, { size: 20, weight: 700, anchor: 'end' }) +
            rect(40, 220 + i * 46, w - 84, 1, { fill: LINE }),
        )
        .join('') +
      text(40, 440, 'Prep by: MK', { size: 16, fill: MUTED }) +
      code128('BATCH-0514', 250, 398, 206, 80)
    );
  },
  'file-folder': (w, h) =>
    labelStock(w, h, 10) +
    pathEl(`M2 12a10 10 0 0 1 10-10H34V${h - 6}H12a10 10 0 0 1-10-10Z`, { fill: '#6d28d9' }) +
    text(62, 88, '2024 · INVOICES Q2', { size: 36, weight: 800 }) +
    text(62, 130, 'Finance — Cabinet B, Drawer 2', { size: 20, fill: MUTED }) +
    rect(470, 66, 98, 40, { rx: 20, fill: '#ede9fe' }) +
    text(519, 93, 'F-118', { size: 18, weight: 700, fill: '#5b21b6', anchor: 'middle' }),
  'name-badge': (w, h) =>
    labelStock(w, h, 18) +
    pathEl(`M2 20a18 18 0 0 1 18-18H${w - 24}a18 18 0 0 1 18 18V112H2Z`, { fill: BLUE }) +
    text(w / 2, 64, 'HELLO', { size: 46, weight: 800, fill: '#fff', anchor: 'middle', spacing: 6 }) +
    text(w / 2, 96, 'my name is', { size: 20, fill: '#fff', anchor: 'middle' }) +
    text(w / 2, 196, 'Sam Rivera', { size: 54, weight: 700, anchor: 'middle' }) +
    text(w / 2, 236, 'Product Design', { size: 24, fill: MUTED, anchor: 'middle' }) +
    barcode(
      { bcid: 'code39', text: 'EMP-0042', height: 12, includetext: true, textxalign: 'center', textsize: 10 },
      170,
      262,
      260,
      104,
    ),
};

// Showcase scenes (640x480): the printer and what it is used for.
const printer = (x, y, label) =>
  label +
  rect(x, y, 220, 120, { rx: 26, fill: '#1f2937' }) +
  rect(x + 30, y + 10, 160, 10, { rx: 5, fill: '#0b1220' }) +
  circle(x + 190, y + 88, 7, { fill: '#22c55e' }) +
  rect(x + 24, y + 80, 90, 8, { rx: 4, fill: '#374151' });
const showcaseScenes = {
  'showcase-shipping': (w, h) =>
    rect(0, 0, w, h, { rx: 20, fill: '#eff6ff' }) +
    rect(0, 380, w, 100, { fill: '#dbeafe' }) +
    printer(
      70,
      262,
      rect(110, 92, 140, 184, { rx: 6, fill: '#fff', stroke: '#94a3b8', 'stroke-width': 2 }) +
        rect(122, 106, 40, 40, { fill: INK }) +
        rect(172, 110, 64, 6, { rx: 3, fill: '#94a3b8' }) +
        rect(172, 124, 50, 6, { rx: 3, fill: '#94a3b8' }) +
        rect(122, 160, 110, 8, { rx: 4, fill: '#334155' }) +
        rect(122, 176, 86, 6, { rx: 3, fill: '#94a3b8' }) +
        code128('LW1Z999AA1', 120, 196, 120, 60, false),
    ) +
    rect(360, 238, 220, 150, { rx: 6, fill: '#d6a66a' }) +
    rect(360, 238, 220, 34, { fill: '#c8955a' }) +
    rect(455, 238, 30, 150, { fill: '#e8c48f' }) +
    rect(384, 292, 62, 80, { rx: 4, fill: '#fff' }) +
    code128('SHIP0001', 388, 330, 54, 36, false) +
    rect(390, 300, 40, 6, { rx: 3, fill: '#64748b' }) +
    rect(390, 312, 30, 6, { rx: 3, fill: '#94a3b8' }),
  'showcase-products': (w, h) => {
    const jar = (x, lid, fill, price, ean) =>
      rect(x + 14, 168, 92, 24, { rx: 6, fill: lid }) +
      rect(x, 188, 120, 190, { rx: 22, fill }) +
      rect(x + 12, 240, 96, 100, { rx: 8, fill: '#fff' }) +
      text(x + 60, 270, price, { size: 22, weight: 800, anchor: 'middle' }) +
      barcode({ bcid: 'ean13', text: ean, height: 10 }, x + 18, 282, 84, 48);
    return (
      rect(0, 0, w, h, { rx: 20, fill: '#f0fdf4' }) +
      rect(40, 378, w - 80, 18, { rx: 6, fill: '#a16207' }) +
      jar(70, '#b45309', '#fde68a', '$4.99', '4006381333931') +
      jar(260, '#15803d', '#bbf7d0', '$3.49', '5901234123457') +
      jar(450, '#be123c', '#fecdd3', '$6.20', '9780201379624')
    );
  },
  'showcase-office': (w, h) => {
    const binder = (x, fill, year) =>
      rect(x, 90, 76, 290, { rx: 8, fill }) +
      rect(x + 12, 130, 52, 120, { rx: 4, fill: '#fff' }) +
      text(x + 38, 186, year, { size: 18, weight: 800, anchor: 'middle' }) +
      text(x + 38, 210, 'TAX', { size: 12, weight: 600, fill: MUTED, anchor: 'middle' }) +
      circle(x + 38, 330, 12, { fill: 'none', stroke: '#fff', 'stroke-width': 4 });
    return (
      rect(0, 0, w, h, { rx: 20, fill: '#faf5ff' }) +
      rect(40, 380, w - 80, 16, { rx: 6, fill: '#7c2d12' }) +
      binder(70, '#1d4ed8', '2021') +
      binder(156, '#0f766e', '2022') +
      binder(242, '#b91c1c', '2023') +
      binder(328, '#6d28d9', '2024') +
      pathEl('M430 196h56l14 18h100v166H430Z', { fill: '#fbbf24' }) +
      rect(430, 224, 170, 156, { rx: 4, fill: '#f59e0b' }) +
      rect(450, 246, 130, 36, { rx: 4, fill: '#fff' }) +
      text(515, 270, 'INVOICES Q2', { size: 14, weight: 800, anchor: 'middle' })
    );
  },
};

const sampleArt = { ...samples, ...showcaseScenes };
for (const image of [...content.sampleLabels, ...content.showcase.map((s) => s.image)]) {
  const name = path.basename(image.src, '.svg');
  const draw = sampleArt[name];
  if (!draw) throw new Error(`No drawing for ${image.src}`);
  writeImage(image.src, image.width, image.height, doc(image.width, image.height, draw(image.width, image.height)));
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Partner wordmarks (160x64). Stand-ins drawn here: the brands' official logo files replace them before launch.

const logos = {
  phomemo: () =>
    rect(4, 12, 40, 40, { rx: 10, fill: '#ea580c' }) +
    text(24, 42, 'P', { size: 28, weight: 800, fill: '#fff', anchor: 'middle' }) +
    text(54, 42, 'Phomemo', { size: 24, weight: 700, fit: 100 }),
  itari: () =>
    circle(24, 32, 20, { fill: '#0f766e' }) +
    circle(24, 32, 8, { fill: '#fff' }) +
    text(54, 42, 'Itari', { size: 28, weight: 700, fill: '#0f766e' }),
  omezizy: () =>
    pathEl('M4 40c10-18 20-18 30 0s20 18 30 0', {
      fill: 'none',
      stroke: '#7e22ce',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) + text(72, 42, 'Omezizy', { size: 21, weight: 700, fill: '#7e22ce', fit: 84 }),
  munbyn: () =>
    rect(4, 46, 152, 5, { fill: '#dc2626' }) +
    text(80, 38, 'MUNBYN', { size: 28, weight: 800, fill: '#1e3a8a', anchor: 'middle', fit: 150 }),
  idprt: () =>
    text(80, 42, 'iDPRT', { size: 32, weight: 800, fill: '#0369a1', anchor: 'middle', fit: 120 }) +
    circle(30, 14, 4, { fill: '#f59e0b' }),
  hprt: () =>
    rect(10, 14, 140, 36, { rx: 4, fill: '#b91c1c' }) +
    text(80, 42, 'HPRT', { size: 28, weight: 800, fill: '#fff', anchor: 'middle', spacing: 4 }),
  xprinter: () =>
    pathEl('M6 16L30 48M30 16L6 48', { stroke: '#2563eb', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    text(40, 42, 'printer', { size: 26, weight: 700, fill: INK, fit: 112 }),
  rollo: () =>
    circle(24, 32, 18, { fill: 'none', stroke: '#16a34a', 'stroke-width': 7 }) +
    circle(24, 32, 5, { fill: '#16a34a' }) +
    text(52, 42, 'Rollo', { size: 28, weight: 700 }),
  arkscan: () =>
    pathEl('M6 46a22 22 0 0 1 44 0', {
      fill: 'none',
      stroke: '#0e7490',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) + text(58, 42, 'Arkscan', { size: 22, weight: 700, fill: '#0e7490', fit: 96 }),
};
for (const logo of content.partnerLogos) {
  const draw = logos[logo.id];
  if (!draw) throw new Error(`No wordmark for ${logo.id}`);
  writeImage(logo.img, logo.width, logo.height, doc(logo.width, logo.height, draw()));
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Video posters: a desktop screencast frame (PC, 640x360) or a phone recording (mobile, 360x640)

const accents = ['#1d4ed8', '#0f766e', '#6d28d9', '#b45309', '#be123c'];
const iconCanvas = {
  windows: (x, y) =>
    rect(x, y, 300, 150, { rx: 8, fill: '#fff', stroke: LINE }) +
    text(x + 20, y + 34, 'Labelwise Setup', { size: 16, weight: 700 }) +
    text(x + 20, y + 62, 'Installing…', { size: 13, fill: MUTED }) +
    rect(x + 20, y + 78, 260, 12, { rx: 6, fill: '#e5e7eb' }) +
    rect(x + 20, y + 78, 170, 12, { rx: 6, fill: BLUE }) +
    rect(x + 200, y + 110, 80, 26, { rx: 5, fill: BLUE }) +
    text(x + 240, y + 128, 'Next', { size: 13, weight: 600, fill: '#fff', anchor: 'middle' }),
  apple: (x, y) =>
    rect(x, y, 300, 150, { rx: 12, fill: '#fff', stroke: LINE }) +
    circle(x + 18, y + 16, 5, { fill: '#f87171' }) +
    circle(x + 34, y + 16, 5, { fill: '#fbbf24' }) +
    circle(x + 50, y + 16, 5, { fill: '#34d399' }) +
    text(x + 150, y + 56, 'Install Labelwise', { size: 16, weight: 700, anchor: 'middle' }) +
    rect(x + 110, y + 72, 80, 40, { rx: 8, fill: '#dbeafe' }) +
    pathEl(`M${x + 150} ${y + 78}v24m-10-10l10 10 10-10`, { stroke: BLUE, 'stroke-width': 4, fill: 'none' }) +
    rect(x + 200, y + 118, 80, 22, { rx: 6, fill: BLUE }) +
    text(x + 240, y + 134, 'Continue', { size: 12, weight: 600, fill: '#fff', anchor: 'middle' }),
  driver: (x, y) =>
    rect(x, y, 300, 150, { rx: 8, fill: '#fff', stroke: LINE }) +
    text(x + 20, y + 32, 'Printers & scanners', { size: 16, weight: 700 }) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(x + 20, y + 48 + i * 32, 260, 26, { rx: 5, fill: i === 0 ? '#dbeafe' : '#f3f4f6' }) +
          rect(x + 28, y + 55 + i * 32, 18, 12, { rx: 2, fill: i === 0 ? BLUE : '#9ca3af' }) +
          text(x + 56, y + 66 + i * 32, ['Labelwise 4x6 Thermal', 'Office LaserJet', 'PDF Printer'][i], {
            size: 12,
            weight: i === 0 ? 700 : 400,
          }),
      )
      .join(''),
  label: (x, y) =>
    rect(x + 60, y, 180, 150, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(x + 76, y + 28, 'SHIP TO:', { size: 11, weight: 700 }) +
    text(x + 76, y + 48, 'JORDAN LEE', { size: 15, weight: 700 }) +
    text(x + 76, y + 66, 'SPRINGFIELD IL', { size: 12 }) +
    code128('LW0000417', x + 80, y + 78, 140, 64, false),
  spreadsheet: (x, y) =>
    [0, 1, 2, 3, 4]
      .map((r) =>
        [0, 1, 2]
          .map((c) => rect(x + c * 56, y + r * 28, 56, 28, { fill: r === 0 ? '#dcfce7' : '#fff', stroke: '#86efac' }))
          .join(''),
      )
      .join('') +
    text(x + 28, y + 19, 'SKU', { size: 11, weight: 700, anchor: 'middle' }) +
    text(x + 84, y + 19, 'Name', { size: 11, weight: 700, anchor: 'middle' }) +
    text(x + 140, y + 19, 'Price', { size: 11, weight: 700, anchor: 'middle' }) +
    pathEl(`M${x + 178} ${y + 70}h26m-10-10l10 10-10 10`, { stroke: '#15803d', 'stroke-width': 4, fill: 'none' }) +
    rect(x + 212, y + 20, 90, 100, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(x + 257, y + 46, '$4.99', { size: 16, weight: 800, anchor: 'middle' }) +
    barcode({ bcid: 'ean13', text: '4006381333931', height: 8 }, x + 222, y + 56, 70, 54),
  barcode: (x, y) =>
    rect(x + 30, y, 240, 150, { rx: 6, fill: '#fff', stroke: LINE }) +
    code128('LW-2024-00042', x + 45, y + 14, 210, 122),
  pdf: (x, y) =>
    rect(x + 40, y - 4, 220, 158, { rx: 4, fill: '#fff', stroke: LINE }) +
    [0, 1]
      .map((r) =>
        [0, 1]
          .map(
            (c) =>
              rect(x + 56 + c * 100, y + 10 + r * 72, 88, 62, {
                fill: '#f9fafb',
                stroke: '#ef4444',
                'stroke-dasharray': '4 3',
              }) + code128('PDF' + r + c, x + 64 + c * 100, y + 30 + r * 72, 72, 30, false),
          )
          .join(''),
      )
      .join(''),
  serial: (x, y) =>
    ['0001', '0002', '0003']
      .map(
        (n, i) =>
          rect(x + 10 + i * 96, y + 30, 86, 90, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
          text(x + 53 + i * 96, y + 62, `SN-${n}`, { size: 14, weight: 700, anchor: 'middle', family: MONO }) +
          code128(`SN-${n}`, x + 18 + i * 96, y + 72, 70, 40, false),
      )
      .join(''),
  calibrate: (x, y) =>
    printer(x + 40, y + 40, rect(x + 90, y - 4, 120, 60, { rx: 4, fill: '#fff', stroke: '#94a3b8' })) +
    pathEl(`M${x + 40} ${y + 20}a60 60 0 0 1 60-40`, { stroke: '#b45309', 'stroke-width': 4, fill: 'none' }) +
    pathEl(`M${x + 260} ${y + 20}a60 60 0 0 0-60-40`, { stroke: '#b45309', 'stroke-width': 4, fill: 'none' }),
};
const mobileScreen = {
  bluetooth: (x, y) =>
    text(x + 16, y + 26, 'Printers nearby', { size: 14, weight: 700 }) +
    ['PM-241-BT', 'D520BT', 'A64M']
      .map(
        (n, i) =>
          rect(x + 12, y + 40 + i * 46, 192, 38, { rx: 8, fill: i === 0 ? '#dbeafe' : '#f3f4f6' }) +
          text(x + 24, y + 64 + i * 46, n, { size: 13, weight: i === 0 ? 700 : 400 }) +
          pathEl(`M${x + 180} ${y + 50 + i * 46}l8 6-8 6m0-12v18l8-6-8-6`, {
            stroke: BLUE,
            'stroke-width': 2,
            fill: 'none',
          }),
      )
      .join(''),
  phone: (x, y) =>
    rect(x + 20, y + 10, 176, 120, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(x + 36, y + 40, 'Fresh Basil', { size: 16, weight: 700 }) +
    text(x + 36, y + 60, 'Packed 05/14', { size: 12, fill: MUTED }) +
    code128('BASIL-01', x + 36, y + 70, 144, 52, false) +
    ['T', 'B', 'Q', '+']
      .map(
        (g, i) =>
          rect(x + 20 + i * 46, y + 150, 38, 38, { rx: 8, fill: '#f3f4f6' }) +
          text(x + 39 + i * 46, y + 175, g, { size: 16, weight: 700, anchor: 'middle' }),
      )
      .join(''),
  label: (x, y) => iconCanvas.label(x - 42, y + 10),
  scan: (x, y) =>
    rect(x + 12, y + 10, 192, 190, { rx: 10, fill: '#111827' }) +
    barcode({ bcid: 'ean13', text: '5901234123457', height: 12 }, x + 48, y + 64, 120, 80) +
    pathEl(`M${x + 36} ${y + 50}v-16h24m96 0h24v16m0 120v16h-24m-96 0h-24v-16`, {
      stroke: '#22c55e',
      'stroke-width': 4,
      fill: 'none',
    }) +
    line(x + 36, y + 104, x + 180, y + 104, '#ef4444', 2),
  template: (x, y) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(x + 14 + (i % 2) * 98, y + 14 + Math.floor(i / 2) * 98, 90, 90, {
            rx: 8,
            fill: ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3'][i],
          }) + rect(x + 26 + (i % 2) * 98, y + 30 + Math.floor(i / 2) * 98, 66, 40, { rx: 4, fill: '#fff' }),
      )
      .join(''),
};
// No duration and no words on the posters: the site shows each file's real length, read from its mvhd box below
// (media.json), and says in the visitor's language, beside the poster and in the player, that a clip is a
// placeholder (site.guides.cardMeta, placeholderNote). A word drawn into an image would be English for everyone.

function pcPoster(v, i, w, h) {
  const accent = accents[i % accents.length];
  return (
    rect(0, 0, w, h, { fill: accent }) +
    circle(w - 40, 30, 120, { fill: '#fff', 'fill-opacity': 0.08 }) +
    rect(40, 40, 560, 282, { rx: 12, fill: '#f8fafc' }) +
    pathEl('M40 52a12 12 0 0 1 12-12H588a12 12 0 0 1 12 12V68H40Z', { fill: '#e5e7eb' }) +
    circle(58, 54, 5, { fill: '#f87171' }) +
    circle(74, 54, 5, { fill: '#fbbf24' }) +
    circle(90, 54, 5, { fill: '#34d399' }) +
    text(320, 59, 'Labelwise', { size: 12, weight: 600, fill: MUTED, anchor: 'middle' }) +
    rect(40, 68, 64, 254, { fill: '#eef2f7' }) +
    [0, 1, 2, 3].map((k) => rect(56, 84 + k * 44, 32, 32, { rx: 7, fill: k === i % 4 ? accent : '#cbd5e1' })).join('') +
    iconCanvas[v.icon](210, 110) +
    playButton(320, 196, 36)
  );
}
function mobilePoster(v, i, w, h) {
  const accent = accents[(i + 2) % accents.length];
  const x = 72;
  const y = 150;
  return (
    rect(0, 0, w, h, { fill: accent }) +
    circle(40, 80, 140, { fill: '#fff', 'fill-opacity': 0.08 }) +
    rect(60, 40, 240, 540, { rx: 36, fill: INK }) +
    rect(72, 56, 216, 508, { rx: 26, fill: '#fff' }) +
    rect(150, 64, 60, 10, { rx: 5, fill: INK }) +
    rect(72, 86, 216, 48, { fill: accent }) +
    text(90, 116, 'Labelwise', { size: 16, weight: 700, fill: '#fff' }) +
    mobileScreen[v.icon](x, y) +
    playButton(180, 430, 34)
  );
}
content.videos.forEach((v, i) => {
  const draw = v.type === 'PC' ? pcPoster : mobilePoster;
  writeImage(
    v.poster,
    v.posterWidth,
    v.posterHeight,
    doc(v.posterWidth, v.posterHeight, draw(v, i, v.posterWidth, v.posterHeight)),
  );
});

// ---------------------------------------------------------------------------------------------------------------
// 5. FAQ illustrations (640x400): what to check when a label prints blank, incomplete or does not feed

const check = (cx, cy) =>
  circle(cx, cy, 18, { fill: '#16a34a' }) +
  pathEl(`M${cx - 8} ${cy}l6 6 11-12`, { stroke: '#fff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
const cross = (cx, cy) =>
  circle(cx, cy, 18, { fill: '#dc2626' }) +
  pathEl(`M${cx - 7} ${cy - 7}l14 14m0-14l-14 14`, { stroke: '#fff', 'stroke-width': 4, 'stroke-linecap': 'round' });
const dialog = (x, y, w, h, title) =>
  rect(x + 4, y + 6, w, h, { rx: 10, fill: '#cbd5e1' }) +
  rect(x, y, w, h, { rx: 10, fill: '#fff', stroke: '#94a3b8' }) +
  pathEl(`M${x} ${y + 10}a10 10 0 0 1 10-10H${x + w - 10}a10 10 0 0 1 10 10V${y + 36}H${x}Z`, { fill: '#e5e7eb' }) +
  text(x + 16, y + 24, title, { size: 14, weight: 700 });
const faqArt = {
  'scratch-test': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    rect(70, 80, 220, 200, { rx: 10, fill: '#fff', stroke: '#94a3b8', 'stroke-width': 2 }) +
    pathEl('M100 220C140 170 190 150 260 130', {
      stroke: INK,
      'stroke-width': 10,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    check(180, 320) +
    rect(350, 80, 220, 200, { rx: 10, fill: '#fff', stroke: '#94a3b8', 'stroke-width': 2 }) +
    pathEl('M380 220C420 170 470 150 540 130', {
      stroke: '#e2e8f0',
      'stroke-width': 10,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    cross(460, 320) +
    pathEl('M250 110c18-14 34-10 44 6l-22 22c-10-4-18-14-22-28Z', {
      fill: '#fcd34d',
      stroke: '#b45309',
      'stroke-width': 2,
    }),
  'label-direction': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    rect(60, 150, 300, 170, { rx: 30, fill: '#1f2937' }) +
    circle(160, 235, 60, { fill: '#fff', stroke: '#94a3b8', 'stroke-width': 3 }) +
    circle(160, 235, 18, { fill: '#cbd5e1' }) +
    pathEl('M220 235H470', { stroke: '#fff', 'stroke-width': 14 }) +
    pathEl('M220 235H470', {
      stroke: '#94a3b8',
      'stroke-width': 14,
      'stroke-dasharray': '44 6',
      'stroke-opacity': 0.4,
    }) +
    [0, 1, 2].map((k) => rect(380 + k * 50, 220, 40, 8, { rx: 2, fill: INK })).join('') +
    pathEl('M380 160h150m-16-14l16 14-16 14', {
      stroke: BLUE,
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    pathEl('M160 150a85 85 0 0 1 70 30', { stroke: BLUE, 'stroke-width': 5, fill: 'none', 'stroke-dasharray': '8 8' }) +
    check(560, 232),
  'driver-paper-size': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    dialog(100, 50, 440, 300, 'Printing Preferences') +
    text(130, 126, 'Paper size', { size: 14, weight: 600 }) +
    rect(250, 106, 260, 32, { rx: 6, fill: '#dbeafe', stroke: BLUE, 'stroke-width': 2 }) +
    text(264, 127, '100 x 150 mm (4 x 6 in)', { size: 13, weight: 700 }) +
    pathEl('M488 118l6 6 6-6', { stroke: INK, 'stroke-width': 2, fill: 'none' }) +
    text(130, 180, 'Orientation', { size: 14, weight: 600 }) +
    rect(250, 160, 260, 32, { rx: 6, fill: '#fff', stroke: '#cbd5e1' }) +
    text(264, 181, 'Portrait', { size: 13 }) +
    text(130, 234, 'Darkness', { size: 14, weight: 600 }) +
    rect(250, 226, 260, 6, { rx: 3, fill: '#e5e7eb' }) +
    rect(250, 226, 170, 6, { rx: 3, fill: BLUE }) +
    circle(420, 229, 9, { fill: BLUE }) +
    rect(340, 302, 80, 30, { rx: 6, fill: BLUE }) +
    text(380, 322, 'OK', { size: 13, weight: 700, fill: '#fff', anchor: 'middle' }) +
    rect(432, 302, 90, 30, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(477, 322, 'Cancel', { size: 13, anchor: 'middle' }),
  'print-actual-size': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    dialog(60, 50, 520, 300, 'Print') +
    text(90, 118, 'Page sizing', { size: 14, weight: 700 }) +
    [
      ['Actual size', true],
      ['Fit', false],
      ['Shrink oversized pages', false],
    ]
      .map(
        ([label, on], k) =>
          circle(100, 150 + k * 36, 9, { fill: '#fff', stroke: on ? BLUE : '#94a3b8', 'stroke-width': 2 }) +
          (on ? circle(100, 150 + k * 36, 4.5, { fill: BLUE }) : '') +
          text(118, 155 + k * 36, label, { size: 14, weight: on ? 700 : 400 }),
      )
      .join('') +
    rect(380, 100, 170, 220, { rx: 4, fill: '#f1f5f9', stroke: '#cbd5e1' }) +
    rect(405, 120, 120, 180, { rx: 4, fill: '#fff', stroke: '#94a3b8' }) +
    text(465, 146, 'SHIP TO:', { size: 10, weight: 700, anchor: 'middle' }) +
    code128('LW0000417', 415, 200, 100, 80, false) +
    text(465, 338, '100%', { size: 12, weight: 700, fill: MUTED, anchor: 'middle' }),
  'paper-guides': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    rect(120, 60, 400, 280, { rx: 30, fill: '#1f2937' }) +
    rect(150, 90, 340, 220, { rx: 12, fill: '#374151' }) +
    rect(260, 90, 120, 220, { fill: '#fff' }) +
    [0, 1, 2, 3].map((k) => rect(260, 112 + k * 52, 120, 3, { fill: '#cbd5e1' })).join('') +
    rect(236, 150, 22, 100, { rx: 4, fill: '#9ca3af' }) +
    rect(382, 150, 22, 100, { rx: 4, fill: '#9ca3af' }) +
    pathEl('M170 200h52m-14-14l14 14-14 14', {
      stroke: '#22c55e',
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    pathEl('M470 200h-52m14-14l-14 14 14 14', {
      stroke: '#22c55e',
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
};
const faqImages = new Map();
for (const entry of content.faqEntries)
  for (const d of entry.details) for (const image of d.images) faqImages.set(image.src, image);
for (const image of faqImages.values()) {
  const draw = faqArt[path.basename(image.src, '.svg')];
  if (!draw) throw new Error(`No drawing for ${image.src}`);
  writeImage(image.src, image.width, image.height, doc(image.width, image.height, draw(image.width, image.height)));
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Placeholder clips (--videos, needs ffmpeg built with librsvg): each poster held for 4 s, H.264, no audio.
//    Stand-ins so video links do not 404 until the real recordings replace them.

if (withVideos) {
  for (const v of content.videos) {
    const out = path.join(pub, v.videoUrl);
    execFileSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-loop',
        '1',
        '-framerate',
        '1',
        '-t',
        '4',
        '-i',
        path.join(pub, v.poster),
        '-vf',
        'fps=12,format=yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'stillimage',
        '-crf',
        '30',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        out,
      ],
      { stdio: 'inherit' },
    );
    written.push({ rel: v.videoUrl.replace(/^\//, ''), bytes: readFileSync(out).length });
  }
} else {
  const missing = content.videos.filter((v) => !existsSync(path.join(pub, v.videoUrl)));
  if (missing.length)
    console.warn(
      `${missing.length} video clip(s) missing under public/media/videos: run with --videos (needs ffmpeg).`,
    );
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Media facts and captions. media.json: each clip's real duration (the MP4's mvhd box) and size in bytes, which
//    content/videos.ts imports, so no duration or size on the site is typed in by hand. Captions: one WebVTT file
//    per clip and locale that says what the clip is, for its whole length.

const captionText = {
  'en-us': ['Placeholder clip: this still shows the topic of the tutorial.', 'The recorded tutorial will replace it.'],
  'zh-cn': ['占位视频：此画面仅显示教程的主题。', '正式录制的教程将替换它。'],
  'zh-hk': ['佔位影片：此畫面僅顯示教學的主題。', '正式錄製的教學將取代它。'],
  'de-de': [
    'Platzhalter-Clip: Dieses Standbild zeigt das Thema des Tutorials.',
    'Die aufgezeichnete Anleitung wird ihn ersetzen.',
  ],
  'fr-fr': ['Clip provisoire : cette image fixe montre le sujet du tutoriel.', 'Le tutoriel enregistré le remplacera.'],
  'es-es': ['Clip provisional: esta imagen fija muestra el tema del tutorial.', 'El tutorial grabado lo sustituirá.'],
};
const vttTime = (s) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};
const media = {};
for (const v of content.videos) {
  const file = path.join(pub, v.videoUrl);
  if (!existsSync(file)) continue;
  const data = readFileSync(file);
  const durationSeconds = content.mp4DurationSeconds(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  media[v.id] = { durationSeconds, bytes: data.length };
  const half = durationSeconds / 2;
  for (const [locale, [first, second]] of Object.entries(captionText)) {
    write(
      `media/videos/${v.id}.${locale}.vtt`,
      `WEBVTT\n\n1\n${vttTime(0)} --> ${vttTime(half)}\n${first}\n\n2\n${vttTime(half)} --> ${vttTime(durationSeconds)}\n${second}\n`,
    );
  }
}
write('media/videos/media.json', `${JSON.stringify(media, null, 2)}\n`);

const total = written.reduce((sum, f) => sum + f.bytes, 0);
console.log(`Wrote ${written.length} files under public/ (${(total / 1024).toFixed(1)} KB).`);
if (process.argv.includes('--list')) console.table(written);
