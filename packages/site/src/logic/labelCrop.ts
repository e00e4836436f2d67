/**
 * The Label PDF tool's arithmetic, kept free of pdf.js and pdf-lib so it runs (and is tested) anywhere: finding
 * labels in a rendered page, mapping the box between screen pixels and PDF points, and fitting a label onto a
 * 4×6 in (or 4×4, 4×8) page.
 */

export const POINTS_PER_INCH = 72;

/** Output page sizes, portrait, in PDF points. */
export const LABEL_SIZES = {
  '4x6': { width: 288, height: 432 },
  '4x4': { width: 288, height: 288 },
  '4x8': { width: 288, height: 576 },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;
export const LABEL_SIZE_KEYS = Object.keys(LABEL_SIZES) as LabelSize[];

/** An axis-aligned rectangle, origin top-left (pixels or page fractions). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An RGBA image as a canvas returns it. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** A pixel counts as printed when it is visibly darker than paper (anti-aliased hairlines included). */
const INK_LUMINANCE = 225;
/** Marks closer than this belong to the same label (text lines, barcode bars, a label's sections). */
const JOIN_GAP_IN = 0.3;
/** Anything smaller than this on either side is a page number, a fold mark or a logo, not a label. */
const MIN_LABEL_IN = 1.5;

function isInk(data: Uint8ClampedArray, i: number): boolean {
  const alpha = data[i + 3]!;
  if (alpha < 16) return false;
  const lum = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  return lum < INK_LUMINANCE;
}

/**
 * Finds the labels printed on a rendered page: groups of marks separated by blank paper wider than about 0.6 in,
 * at least 1.5 in on each side, in reading order. Works on a coarse grid (1/24 in cells) for speed, then measures
 * each box's edges to the pixel.
 */
export function findLabelBoxes(image: RgbaImage, pixelsPerInch: number): Rect[] {
  const { width, height, data } = image;
  const cell = Math.max(1, Math.round(pixelsPerInch / 24));
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const ink = new Uint8Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x++) if (isInk(data, (y * width + x) * 4)) ink[row + Math.floor(x / cell)] = 1;
  }
  const reach = Math.max(1, Math.round((JOIN_GAP_IN * pixelsPerInch) / cell));
  const grown = dilate(ink, gw, gh, reach);
  const minCells = (MIN_LABEL_IN * pixelsPerInch) / cell;
  const boxes: Rect[] = [];
  for (const comp of components(grown, ink, gw, gh)) {
    if (comp.maxX - comp.minX + 1 < minCells || comp.maxY - comp.minY + 1 < minCells) continue;
    boxes.push(refine(image, comp, cell));
  }
  return sortReadingOrder(boxes);
}

/** Square dilation by `r` cells, as two 1-D passes. */
function dilate(grid: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const across = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (grid[y * w + x]) for (let dx = Math.max(0, x - r); dx <= Math.min(w - 1, x + r); dx++) across[y * w + dx] = 1;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (across[y * w + x]) for (let dy = Math.max(0, y - r); dy <= Math.min(h - 1, y + r); dy++) out[dy * w + x] = 1;
  return out;
}

interface CellBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Connected regions of the grown grid, each bounded by the real ink cells inside it. */
function components(grown: Uint8Array, ink: Uint8Array, w: number, h: number): CellBox[] {
  const seen = new Uint8Array(w * h);
  const found: CellBox[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (!grown[start] || seen[start]) continue;
    const box: CellBox = { minX: Infinity, minY: Infinity, maxX: -1, maxY: -1 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % w;
      const y = (at - x) / w;
      if (ink[at]) {
        box.minX = Math.min(box.minX, x);
        box.maxX = Math.max(box.maxX, x);
        box.minY = Math.min(box.minY, y);
        box.maxY = Math.max(box.maxY, y);
      }
      for (const next of [at - 1, at + 1, at - w, at + w]) {
        if (next < 0 || next >= w * h || seen[next] || !grown[next]) continue;
        if ((next === at - 1 && x === 0) || (next === at + 1 && x === w - 1)) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    if (box.maxX >= 0) found.push(box);
  }
  return found;
}

/** The exact ink bounds inside a component's cells. */
function refine(image: RgbaImage, comp: CellBox, cell: number): Rect {
  const x0 = comp.minX * cell;
  const y0 = comp.minY * cell;
  const x1 = Math.min(image.width, (comp.maxX + 1) * cell);
  const y1 = Math.min(image.height, (comp.maxY + 1) * cell);
  let minX = x1;
  let minY = y1;
  let maxX = x0;
  let maxY = y0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if (isInk(image.data, (y * image.width + x) * 4)) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Top to bottom, and left to right within a band of boxes that start at about the same height. */
function sortReadingOrder(boxes: Rect[]): Rect[] {
  return [...boxes].sort((a, b) => {
    const sameBand = Math.abs(a.y - b.y) < Math.min(a.height, b.height) / 2;
    return sameBand ? a.x - b.x : a.y - b.y;
  });
}

/**
 * Whether a box (in inches) has the shape of a shipping label (4×6, 4×4 or 4×8, either way round, give or take
 * 0.75 in): instructions and receipts printed beside a label on the same sheet do not.
 */
export function looksLikeLabel(widthIn: number, heightIn: number): boolean {
  const short = Math.min(widthIn, heightIn);
  const long = Math.max(widthIn, heightIn);
  const tolerance = 0.75;
  return Object.values(LABEL_SIZES).some(
    (s) =>
      Math.abs(short - s.width / POINTS_PER_INCH) <= tolerance &&
      Math.abs(long - s.height / POINTS_PER_INCH) <= tolerance,
  );
}

/**
 * Which found boxes to print by default: those shaped like a label when the page has any (so a carrier's
 * instructions beside the label are left out), otherwise all of them.
 */
export function defaultSelection(boxesIn: ReadonlyArray<{ width: number; height: number }>): boolean[] {
  const likes = boxesIn.map((b) => looksLikeLabel(b.width, b.height));
  return likes.some(Boolean) ? likes : likes.map(() => true);
}

/** A box grown by `pad` on every side, kept inside `bounds` (paper around the label, so no edge is cut). */
export function padRect(rect: Rect, pad: number, bounds: { width: number; height: number }): Rect {
  const x = Math.max(0, rect.x - pad);
  const y = Math.max(0, rect.y - pad);
  return {
    x,
    y,
    width: Math.min(bounds.width, rect.x + rect.width + pad) - x,
    height: Math.min(bounds.height, rect.y + rect.height + pad) - y,
  };
}

/** A pixel rect as fractions of the rendered page, and back: crop boxes outlive the resolution they were found at. */
export function toFractions(rect: Rect, size: { width: number; height: number }): Rect {
  return {
    x: rect.x / size.width,
    y: rect.y / size.height,
    width: rect.width / size.width,
    height: rect.height / size.height,
  };
}

export function fromFractions(rect: Rect, size: { width: number; height: number }): Rect {
  return {
    x: rect.x * size.width,
    y: rect.y * size.height,
    width: rect.width * size.width,
    height: rect.height * size.height,
  };
}

/** pdf.js's viewport transform [a, b, c, d, e, f]: PDF user space → viewport pixels. */
export type Transform = readonly [number, number, number, number, number, number];

/** PDF user-space bounds (y up) of a rect given in viewport pixels (y down), whatever the page's rotation. */
export function pixelRectToPdf(
  rect: Rect,
  transform: Transform,
): { left: number; bottom: number; right: number; top: number } {
  const [a, b, c, d, e, f] = transform;
  const det = a * d - b * c;
  const toPdf = (px: number, py: number) => ({
    x: (d * (px - e) - c * (py - f)) / det,
    y: (a * (py - f) - b * (px - e)) / det,
  });
  const corners = [
    toPdf(rect.x, rect.y),
    toPdf(rect.x + rect.width, rect.y),
    toPdf(rect.x, rect.y + rect.height),
    toPdf(rect.x + rect.width, rect.y + rect.height),
  ];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { left: Math.min(...xs), bottom: Math.min(...ys), right: Math.max(...xs), top: Math.max(...ys) };
}

/** How to draw a cropped label (PDF user space, `width`×`height` pt) onto an output page. */
export interface Placement {
  /** Lower-left corner for pdf-lib's drawPage, which rotates counter-clockwise about it. */
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly rotate: 0 | 90;
}

/**
 * Fits a label onto the output page: turned a quarter when its long side runs the other way, scaled to fill the
 * page (1 for a label already 4×6 on a 4×6 page), centred. The result is what pdf-lib's `drawPage` takes.
 */
export function fitLabel(label: { width: number; height: number }, page: { width: number; height: number }): Placement {
  const labelLandscape = label.width > label.height;
  const pageLandscape = page.width > page.height;
  const rotate: 0 | 90 =
    label.width !== label.height && page.width !== page.height && labelLandscape !== pageLandscape ? 90 : 0;
  const w = rotate ? label.height : label.width;
  const h = rotate ? label.width : label.height;
  const scale = Math.min(page.width / w, page.height / h);
  const left = (page.width - w * scale) / 2;
  const bottom = (page.height - h * scale) / 2;
  // A quarter turn counter-clockwise about (x, y) puts the label's width upwards and its height to the left.
  return rotate ? { x: left + label.height * scale, y: bottom, scale, rotate } : { x: left, y: bottom, scale, rotate };
}
