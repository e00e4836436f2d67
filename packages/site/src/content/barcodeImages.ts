/**
 * Renders the supported-barcode images from the real encodings with bwip-js (a devDependency).
 *
 * Build tooling, not page code: only `scripts/generate-assets.mjs` (which writes the SVGs under
 * `public/images/barcodes/`) and `barcodeImages.test.ts` (which renders them again and compares) import this file.
 * Pages only reference the generated files by URL, so bwip-js never enters the site bundle. It is deliberately not
 * re-exported from `content/index.ts`.
 */
import { toSVG } from 'bwip-js/generic';
import type { Symbology } from './home';

/** Matrix codes have few modules: a larger scale gives them a size comparable to the linear codes. */
const matrixScale: Partial<Record<Symbology['bcid'], number>> = { qrcode: 3, datamatrix: 5, pdf417: 2 };

/** bwip-js options for one symbology: 2 px per module, human-readable text under linear codes, a white quiet zone. */
export function barcodeRenderOptions(s: Pick<Symbology, 'bcid' | 'sample' | 'kind'>) {
  const linear = s.kind === 'linear';
  return {
    bcid: s.bcid,
    text: s.sample,
    scale: matrixScale[s.bcid] ?? 2,
    ...(linear ? { height: 16, includetext: true, textxalign: 'center' as const, textsize: 11 } : {}),
    ...(s.bcid === 'ean13' || s.bcid === 'upca' ? { guardwhitespace: false } : {}),
    ...(s.bcid === 'pdf417' ? { columns: 2, rowmult: 4 } : {}),
    paddingwidth: linear ? 8 : 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
    barcolor: '111827',
    textcolor: '111827',
  };
}

/** The SVG text of one symbology's sample value, exactly as the generator writes it. */
export function barcodeSvg(s: Pick<Symbology, 'bcid' | 'sample' | 'kind'>): string {
  return `${toSVG(barcodeRenderOptions(s)).trim()}\n`;
}

/** The intrinsic size of a bwip-js SVG, from its viewBox. */
export function svgViewBoxSize(svg: string): { width: number; height: number } {
  const match = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!match) throw new Error('SVG without a viewBox');
  return { width: Number(match[1]), height: Number(match[2]) };
}
