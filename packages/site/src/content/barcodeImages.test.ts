/// <reference types="node" />
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barcodeRenderOptions, barcodeSvg, svgViewBoxSize } from './barcodeImages';
import { symbologies } from './home';

// __dirname (provided by Vitest): import.meta.url is not a file: URL under the jsdom environment.
const publicDir = path.resolve(__dirname, '../../public') + path.sep;
const publicFile = (url: string) => `${publicDir}${url.replace(/^\//, '')}`;

interface ManifestItem {
  id: string;
  bcid: string;
  text: string;
  file: string;
  width: number;
  height: number;
  options: Record<string, unknown>;
  sha256: string;
}

/**
 * The committed barcode SVGs (scripts/generate-assets.mjs) must be the real encodings of the symbologies and sample
 * values in home.ts. Nothing is decoded: each image is rendered again with bwip-js and compared byte for byte, so a
 * changed value, symbology or option without regenerating fails here.
 */
describe('supported-barcode images', () => {
  const manifest = JSON.parse(readFileSync(publicFile('/images/barcodes/manifest.json'), 'utf8')) as {
    generator: string;
    items: ManifestItem[];
  };

  it('lists the 8 symbologies of home.ts with their bwip-js encoder and sample value', () => {
    expect(manifest.generator).toMatch(/^bwip-js \d+\.\d+\.\d+/);
    expect(manifest.items.map((i) => [i.id, i.bcid, i.text, i.file])).toEqual(
      symbologies.map((s) => [s.id, s.bcid, s.sample, s.image]),
    );
    for (const [n, s] of symbologies.entries()) expect(manifest.items[n]!.options).toEqual(barcodeRenderOptions(s));
  });

  it.each(symbologies.map((s) => [s.id, s] as const))(
    '%s: the committed SVG is the encoding of its sample value',
    (_id, s) => {
      const file = publicFile(s.image);
      expect(existsSync(file), `${s.image} is missing: run pnpm --filter @labelwise/site run assets`).toBe(true);
      const committed = readFileSync(file, 'utf8');
      // Non-trivial: an SVG with drawn bars or modules, not an empty or error document.
      expect(committed.startsWith('<svg')).toBe(true);
      expect(committed.length).toBeGreaterThan(1000);
      expect((committed.match(/<path /g) ?? []).length).toBeGreaterThan(0);
      // The same symbology and value, rendered now, gives the same file.
      expect(committed).toBe(barcodeSvg(s));
      expect(createHash('sha256').update(committed).digest('hex')).toBe(
        manifest.items.find((i) => i.id === s.id)!.sha256,
      );
      // The <img> dimensions in home.ts are the image's own, so nothing shifts or stretches.
      expect(svgViewBoxSize(committed)).toEqual({ width: s.width, height: s.height });
    },
  );

  it('encodes different values differently (the comparison is not vacuous)', () => {
    const ean = symbologies.find((s) => s.bcid === 'ean13')!;
    expect(barcodeSvg({ ...ean, sample: '5901234123457' })).not.toBe(barcodeSvg(ean));
    expect(() => barcodeSvg({ ...ean, sample: '4006381333932' })).toThrow(/check digit|checksum/i);
  });
});
