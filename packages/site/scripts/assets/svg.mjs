// SVG primitives for the generated site images: text stays text, sizes are exact, barcodes are real encodings.
import { toSVG } from 'bwip-js/generic';

export const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
export const MONO = "'JetBrains Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace";
export const INK = '#111827';
export const MUTED = '#4b5563';
export const LINE = '#d1d5db';
export const BLUE = '#1d4ed8';

export const esc = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');

export function doc(width, height, body, { font = FONT } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${esc(font)}">${body}</svg>\n`;
}
export const rect = (x, y, w, h, a = {}) => `<rect${attrs({ x, y, width: w, height: h, ...a })}/>`;
export const circle = (cx, cy, r, a = {}) => `<circle${attrs({ cx, cy, r, ...a })}/>`;
export const line = (x1, y1, x2, y2, stroke = INK, sw = 2) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${stroke}" stroke-width="${sw}"/>`;
export const pathEl = (d, a = {}) => `<path${attrs({ d, ...a })}/>`;
export function text(x, y, str, { size = 16, weight, fill = INK, anchor, spacing, family, fit } = {}) {
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
export const labelStock = (w, h, r = 12) =>
  rect(5, 7, w - 8, h - 8, { rx: r, fill: '#e5e7eb' }) +
  rect(2, 2, w - 8, h - 8, { rx: r, fill: '#fff', stroke: '#cbd5e1', 'stroke-width': 2 });

/** A real barcode from bwip-js, placed into a box (the nested <svg> keeps its aspect ratio). */
export function barcode(options, x, y, w, h) {
  const svg = toSVG({
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
export const code128 = (value, x, y, w, h, includetext = true) =>
  barcode({ bcid: 'code128', text: value, height: 14, includetext, textxalign: 'center', textsize: 10 }, x, y, w, h);
export const playButton = (cx, cy, r = 34) =>
  circle(cx, cy, r, { fill: INK, 'fill-opacity': 0.78 }) +
  pathEl(`M${cx - r * 0.32} ${cy - r * 0.45}L${cx + r * 0.5} ${cy}L${cx - r * 0.32} ${cy + r * 0.45}Z`, {
    fill: '#fff',
  });
