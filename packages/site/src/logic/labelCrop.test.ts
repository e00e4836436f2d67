import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  findLabelBoxes,
  fitLabel,
  LABEL_SIZES,
  looksLikeLabel,
  padRect,
  pixelRectToPdf,
  type Rect,
  type RgbaImage,
} from './labelCrop';

const DPI = 36;

/** A white page of `wIn`×`hIn` inches at 36 px/in with the given rects drawn: outlined, with a few text-like bars. */
function page(wIn: number, hIn: number, rects: Rect[], extras: Rect[] = []): RgbaImage {
  const width = Math.round(wIn * DPI);
  const height = Math.round(hIn * DPI);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const fill = (r: Rect) => {
    for (let y = r.y; y < r.y + r.height; y++)
      for (let x = r.x; x < r.x + r.width; x++) data.set([20, 20, 20, 255], (y * width + x) * 4);
  };
  for (const r of rects) {
    fill({ x: r.x, y: r.y, width: r.width, height: 1 });
    fill({ x: r.x, y: r.y + r.height - 1, width: r.width, height: 1 });
    fill({ x: r.x, y: r.y, width: 1, height: r.height });
    fill({ x: r.x + r.width - 1, y: r.y, width: 1, height: r.height });
    fill({ x: r.x + 10, y: r.y + 10, width: Math.floor(r.width / 2), height: 4 });
  }
  extras.forEach(fill);
  return { width, height, data };
}

describe('findLabelBoxes', () => {
  it('finds a 4×6 label drawn off-centre on a Letter page, to the pixel', () => {
    const label = { x: 90, y: 40, width: 4 * DPI, height: 6 * DPI };
    expect(findLabelBoxes(page(8.5, 11, [label]), DPI)).toEqual([label]);
  });

  it('finds two landscape labels on an A4 page, top one first', () => {
    const top = { x: 40, y: 30, width: 6 * DPI, height: 4 * DPI };
    const bottom = { x: 40, y: 30 + 5 * DPI, width: 6 * DPI, height: 4 * DPI };
    expect(findLabelBoxes(page(8.27, 11.69, [bottom, top]), DPI)).toEqual([top, bottom]);
  });

  it('keeps marks close to a label with it, and drops specks and page numbers', () => {
    const label = { x: 36, y: 36, width: 4 * DPI, height: 6 * DPI };
    const tracking = { x: 36, y: 36 + 6 * DPI + 4, width: 100, height: 5 }; // 0.1 in below the border
    const pageNumber = { x: 150, y: 380, width: 12, height: 8 };
    const boxes = findLabelBoxes(page(8.5, 11, [label], [tracking, pageNumber]), DPI);
    expect(boxes).toEqual([{ ...label, height: label.height + 4 + 5 }]);
  });

  it('finds nothing on a blank page', () => {
    expect(findLabelBoxes(page(8.5, 11, []), DPI)).toEqual([]);
  });
});

describe('which boxes are printed by default', () => {
  it('recognises 4×6, 4×4 and 4×8 either way round, and not a half-page of instructions', () => {
    expect(looksLikeLabel(4.1, 6.05)).toBe(true);
    expect(looksLikeLabel(6, 4)).toBe(true);
    expect(looksLikeLabel(4, 4)).toBe(true);
    expect(looksLikeLabel(4, 8)).toBe(true);
    expect(looksLikeLabel(7.5, 3)).toBe(false);
  });

  it('leaves the instructions out when the sheet has a label, and keeps everything when nothing is label-shaped', () => {
    expect(
      defaultSelection([
        { width: 4, height: 6 },
        { width: 7.5, height: 3 },
      ]),
    ).toEqual([true, false]);
    expect(defaultSelection([{ width: 7.5, height: 3 }])).toEqual([true]);
  });
});

describe('padRect', () => {
  it('grows the box but never past the page', () => {
    expect(padRect({ x: 2, y: 10, width: 20, height: 20 }, 4, { width: 24, height: 100 })).toEqual({
      x: 0,
      y: 6,
      width: 24,
      height: 28,
    });
  });
});

describe('pixelRectToPdf', () => {
  it('turns a pixel box on an unrotated Letter page at 2× into PDF points (y up)', () => {
    // pdf.js viewport of a 612×792 page at scale 2: x' = 2x, y' = 2(792 − y).
    const t = [2, 0, 0, -2, 0, 1584] as const;
    expect(pixelRectToPdf({ x: 100, y: 200, width: 576, height: 864 }, t)).toEqual({
      left: 50,
      bottom: 260,
      right: 338,
      top: 692,
    });
  });

  it('undoes a page rotated by 90°', () => {
    // /Rotate 90 at scale 1: x' = y, y' = x.
    const t = [0, 1, 1, 0, 0, 0] as const;
    expect(pixelRectToPdf({ x: 10, y: 20, width: 30, height: 40 }, t)).toEqual({
      left: 20,
      bottom: 10,
      right: 60,
      top: 40,
    });
  });
});

describe('fitLabel', () => {
  const sixByFour = LABEL_SIZES['4x6'];

  it('puts a 4×6 label on a 4×6 page at exactly 100 %', () => {
    expect(fitLabel({ width: 288, height: 432 }, sixByFour)).toEqual({ x: 0, y: 0, scale: 1, rotate: 0 });
  });

  it('turns a landscape label a quarter so it fills the portrait page', () => {
    const p = fitLabel({ width: 432, height: 288 }, sixByFour);
    expect(p).toEqual({ x: 288, y: 0, scale: 1, rotate: 90 });
  });

  it('scales a larger label down to fit and centres it', () => {
    const p = fitLabel({ width: 576, height: 576 }, sixByFour);
    expect(p.scale).toBe(0.5);
    expect(p.rotate).toBe(0);
    expect(p.x).toBe(0);
    expect(p.y).toBe(72);
  });

  it('fits a 4×6 label onto a 4×8 page without turning it', () => {
    const p = fitLabel({ width: 288, height: 432 }, LABEL_SIZES['4x8']);
    expect(p).toEqual({ x: 0, y: 72, scale: 1, rotate: 0 });
  });
});
