/**
 * The Label PDF tool, as a visitor uses it: PDFs made here with pdf-lib (a Letter page with a 4×6 label drawn
 * off-centre, an A4 page with two landscape labels, a blank page, a 100-page file, a file that is not a PDF) go in
 * through the file picker; what comes out is downloaded and checked: every page exactly 288×432 pt, and, rendered
 * with pdf.js, the label's border and its corner marker where they belong on the 4×6 page.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, launch, newContext, whenHydrated } from '../src/browser';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];

/** A label: a 3 pt border, a 36 pt black marker in its top-left corner, an address and barcode-like bars. */
async function drawLabel(page: PDFPage, x: number, y: number, w: number, h: number) {
  const font = await page.doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x, y, width: w, height: h, borderWidth: 3, borderColor: rgb(0, 0, 0) });
  page.drawRectangle({ x: x + 6, y: y + h - 42, width: 36, height: 36, color: rgb(0, 0, 0) });
  page.drawText('SHIP TO: 1600 Pennsylvania Ave NW, Washington DC 20500', { x: x + 50, y: y + h - 30, size: 7, font });
  for (let i = 0; i < 30; i++)
    page.drawRectangle({ x: x + 24 + i * 7, y: y + 40, width: i % 3 ? 2 : 4, height: 60, color: rgb(0, 0, 0) });
}

async function letterWithOffCentreLabel(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(LETTER);
  await drawLabel(page, 250, 320, 288, 432);
  return Buffer.from(await doc.save());
}

async function a4WithTwoLabels(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  await drawLabel(page, 80, 480, 432, 288);
  await drawLabel(page, 80, 90, 432, 288);
  return Buffer.from(await doc.save());
}

/** Pages with a label each, or with only a page number (no label to find). */
async function pages(count: number, withLabel: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < count; i++) {
    const page = doc.addPage(LETTER);
    if (withLabel) await drawLabel(page, 36, 324, 288, 432);
    else page.drawText(`Page ${i + 1}`, { x: 290, y: 30, size: 9, font });
  }
  return Buffer.from(await doc.save());
}

/**
 * A PDF locked with a user password (standard security handler, revision 2). pdf-lib cannot encrypt, so it is
 * written by hand; readers ask for the password before reading any object, so the page itself needs no encryption.
 */
function passwordProtected(): Buffer {
  const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O ${hex32('5a')} /U ${hex32('c3')} /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface Rendered {
  width: number;
  height: number;
  /** Dark pixels in each 10 %-wide strip along the four edges, and in the four corner squares (36 px). */
  edges: { top: number; bottom: number; left: number; right: number };
  corners: { topLeft: number; topRight: number; bottomLeft: number; bottomRight: number };
}

/** Renders every page of a PDF at 72 dpi with pdf.js in Chromium and measures where its ink is. */
async function render(ctx: BrowserContext, pdf: Buffer): Promise<Rendered[]> {
  const page = await ctx.newPage();
  await page.route('https://render.test/**', async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '')
      return route.fulfill({
        contentType: 'text/html',
        body:
          '<!doctype html><title>render</title><script type="module">' +
          "import * as lib from '/pdf.min.mjs'; lib.GlobalWorkerOptions.workerSrc = '/pdf.worker.min.mjs';" +
          'window.pdfjsLib = lib;</script>',
      });
    return route.fulfill({
      contentType: 'text/javascript',
      body: fs.readFileSync(path.join(PDFJS_DIR, 'build', name)),
    });
  });
  await page.goto('https://render.test/');
  await page.waitForFunction(() => 'pdfjsLib' in window);
  const result = await page.evaluate(async (base64) => {
    const lib = (window as unknown as { pdfjsLib: typeof import('pdfjs-dist') }).pdfjsLib;
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await lib.getDocument({ data: bytes }).promise;
    const out = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const p = await doc.getPage(n);
      const viewport = p.getViewport({ scale: 1 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      const c = canvas.getContext('2d')!;
      c.fillStyle = '#fff';
      c.fillRect(0, 0, canvas.width, canvas.height);
      await p.render({ canvas, canvasContext: c, viewport }).promise;
      const { data, width, height } = c.getImageData(0, 0, canvas.width, canvas.height);
      const dark = (x0: number, y0: number, x1: number, y1: number) => {
        let count = 0;
        for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[(y * width + x) * 4]! < 128) count++;
        return count;
      };
      const sx = Math.round(width * 0.1);
      const sy = Math.round(height * 0.1);
      out.push({
        width,
        height,
        edges: {
          top: dark(0, 0, width, sy),
          bottom: dark(0, height - sy, width, height),
          left: dark(0, 0, sx, height),
          right: dark(width - sx, 0, width, height),
        },
        corners: {
          topLeft: dark(0, 0, 50, 50),
          topRight: dark(width - 50, 0, width, 50),
          bottomLeft: dark(0, height - 50, 50, height),
          bottomRight: dark(width - 50, height - 50, width, height),
        },
      });
    }
    return out;
  }, pdf.toString('base64'));
  await page.close();
  return result;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openTool(ctx: BrowserContext, locale = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  await page.goto(`${locale}/tools/label-pdf`, { waitUntil: 'load' });
  await whenHydrated(page, 'input[type=file]');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { page, errors };
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

async function makeAndDownload(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  const file = await (await download).path();
  return fs.readFileSync(file);
}

async function pageSizes(pdf: Buffer): Promise<Array<[number, number]>> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((p) => {
    const { width, height } = p.getSize();
    return [Math.round(width * 100) / 100, Math.round(height * 100) / 100];
  });
}

describe('Label PDF tool at 1366 px', () => {
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await newContext(browser, { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('crops an off-centre 4×6 label from a Letter page onto one 288×432 pt page, at 100 %', async () => {
    const { page, errors } = await openTool(ctx);
    await expect.poll(() => page.getByText('Nothing is uploaded', { exact: false }).isVisible()).toBe(true);
    await upload(page, 'usps-letter.pdf', await letterWithOffCentreLabel());
    await page.getByRole('heading', { name: /1 label becomes 1 page of 4×6 in/ }).waitFor();
    const out = await makeAndDownload(page);
    expect(await pageSizes(out)).toEqual([[288, 432]]);
    const [r] = await render(ctx, out);
    // The border runs along all four edges of the output page, and the marker stays top-left: not turned.
    for (const edge of Object.values(r!.edges)) expect(edge).toBeGreaterThan(300);
    expect(r!.corners.topLeft).toBeGreaterThan(900);
    expect(r!.corners.bottomRight).toBeLessThan(400);
    expect(errors).toEqual([]);
  });

  it('turns the two landscape labels of an A4 page into two portrait 4×6 pages', async () => {
    const { page } = await openTool(ctx);
    await upload(page, 'a4-two.pdf', await a4WithTwoLabels());
    await page.getByRole('heading', { name: /2 labels become 2 pages/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const out = await makeAndDownload(page);
    expect(await pageSizes(out)).toEqual([
      [288, 432],
      [288, 432],
    ]);
    for (const r of await render(ctx, out)) {
      for (const edge of Object.values(r.edges)) expect(edge).toBeGreaterThan(300);
      // A quarter turn counter-clockwise takes the label's top-left marker to the bottom-left corner.
      expect(r.corners.bottomLeft).toBeGreaterThan(900);
      expect(r.corners.topRight).toBeLessThan(400);
    }
  });

  it('lets the visitor draw the box with the keyboard when a page has no label', async () => {
    const { page } = await openTool(ctx);
    await upload(page, 'no-label.pdf', await pages(1, false));
    await page.getByText('No label was found on this page').waitFor();
    const editor = page.getByRole('application', { name: 'Label box on page 1' });
    await editor.focus();
    await editor.press('ArrowRight');
    await page.getByText(/Box 0\.1 in from the left, 0\.0 in from the top, 4\.0 × 6\.0 in/).waitFor();
    await editor.press('Shift+ArrowDown');
    await page.getByText(/Box 0\.1 in from the left, 0\.0 in from the top, 4\.0 × 6\.1 in/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const out = await makeAndDownload(page);
    expect(await pageSizes(out)).toEqual([[288, 432]]);
  });

  it('says clearly when a file is not a PDF or is password-protected, and reads a 100-page file with progress and cancel', async () => {
    const { page } = await openTool(ctx);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf at all') });
    await page.getByRole('alert').getByText('“label.png” is not a PDF').waitFor();

    await upload(page, 'locked.pdf', passwordProtected());
    await page.getByRole('alert').getByText('“locked.pdf” is protected by a password').waitFor();

    await upload(page, 'hundred.pdf', await pages(100, true));
    await page.getByText(/Reading page \d+ of 100/).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alert').getByText('Stopped. Nothing was kept').waitFor();
  });

  it('loads pdf.js and pdf-lib only on this page, and only once a file is chosen', async () => {
    const scripts: string[] = [];
    const page = await ctx.newPage();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    for (const path of ['/guides', '/download', '/tools/label-pdf']) {
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    const pdfLibraries = () => scripts.filter((s) => /labelPdfEngine|pdf\.worker/.test(s));
    expect(pdfLibraries()).toEqual([]);
    await page.waitForFunction(() => {
      const input = document.querySelector('input[type=file]');
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
    });
    await upload(page, 'usps-letter.pdf', await letterWithOffCentreLabel());
    await page.getByRole('heading', { name: /1 label becomes/ }).waitFor();
    expect(pdfLibraries().some((s) => s.includes('labelPdfEngine'))).toBe(true);
    await page.close();
  });
});

describe('Label PDF tool at 390 px, in German', () => {
  it('works on a phone without sideways scrolling', async () => {
    const ctx = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
      acceptDownloads: true,
    });
    const { page } = await openTool(ctx, '/de');
    await page.getByRole('heading', { level: 1, name: 'Versandetiketten auf 4×6 Zoll zuschneiden' }).waitFor();
    await upload(page, 'etikett.pdf', await letterWithOffCentreLabel());
    await page.getByRole('heading', { name: /1 Etikett wird zu 1 Seite/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF erstellen' }).click();
    expect(await pageSizes(fs.readFileSync(await (await download).path()))).toEqual([[288, 432]]);
    await ctx.close();
  });
});
