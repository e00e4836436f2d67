/**
 * The Label PDF tool's PDF work, in the visitor's browser: pdf.js renders and measures each page, pdf-lib writes the
 * 4×6 pages. This module is imported dynamically by the tool page only, so neither library reaches any other page.
 */
import { degrees, PDFDocument, type PDFPage } from 'pdf-lib';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import {
  defaultSelection,
  findLabelBoxes,
  fitLabel,
  fromFractions,
  LABEL_SIZES,
  padRect,
  pixelRectToPdf,
  toFractions,
  type LabelSize,
  type Rect,
  type Transform,
} from '../logic/labelCrop';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Why a file cannot be used: not a PDF at all, locked with a password, or a PDF too damaged to read. */
export type LabelPdfErrorCode = 'notPdf' | 'encrypted' | 'damaged';

export class LabelPdfError extends Error {
  constructor(readonly code: LabelPdfErrorCode) {
    super(code);
  }
}

/** Pages are measured at 72 px per inch: enough for a 0.5 pt border, fast enough for 100 pages. */
const SCAN_PPI = 72;
/** Paper kept around a found label (1/24 in), so anti-aliased edges are never cut. */
const PAD_PX = 3;
/** Resolution of labels copied as images from a PDF whose owner forbids re-use of its pages. */
const RASTER_PPI = 300;

export interface ScannedPage {
  readonly index: number;
  /** The rendered page, as a data URL (the site's policy allows no blob: images). */
  readonly image: string;
  readonly widthPx: number;
  readonly heightPx: number;
  readonly widthIn: number;
  readonly heightIn: number;
  readonly transform: Transform;
  /** Found labels, as fractions of the page, in reading order. */
  readonly boxes: Rect[];
  readonly selected: boolean[];
}

export interface Progress {
  readonly done: number;
  readonly total: number;
}

function isPdf(bytes: Uint8Array): boolean {
  // Readers accept the header anywhere in the first kilobyte, as some generators put junk before it.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

function abortError(): DOMException {
  return new DOMException('Cancelled', 'AbortError');
}

/** An opened PDF: its pages scanned, ready to write labels from. */
export class LabelSource {
  private constructor(
    private readonly bytes: Uint8Array,
    private readonly pdf: PDFDocumentProxy,
    readonly pages: ScannedPage[],
  ) {}

  /** Opens and scans every page, reporting progress after each; `signal` cancels between pages. */
  static async open(bytes: Uint8Array, onProgress: (p: Progress) => void, signal: AbortSignal): Promise<LabelSource> {
    if (!isPdf(bytes)) throw new LabelPdfError('notPdf');
    // pdf.js hands its buffer to the worker; pdf-lib needs the original later.
    const task = getDocument({ data: bytes.slice(), isEvalSupported: false, stopAtErrors: false });
    const cancel = () => void task.destroy();
    signal.addEventListener('abort', cancel, { once: true });
    let pdf: PDFDocumentProxy;
    try {
      pdf = await task.promise;
    } catch (error) {
      if (signal.aborted) throw abortError();
      const name = error instanceof Error ? error.name : '';
      throw new LabelPdfError(name === 'PasswordException' ? 'encrypted' : 'damaged');
    }
    const pages: ScannedPage[] = [];
    try {
      for (let n = 1; n <= pdf.numPages; n++) {
        if (signal.aborted) throw abortError();
        pages.push(await scanPage(pdf, n));
        onProgress({ done: n, total: pdf.numPages });
      }
    } catch (error) {
      void pdf.destroy();
      if (signal.aborted) throw abortError();
      throw error instanceof LabelPdfError ? error : new LabelPdfError('damaged');
    } finally {
      signal.removeEventListener('abort', cancel);
    }
    return new LabelSource(bytes, pdf, pages);
  }

  /**
   * One PDF with a page of `size` per label, each label turned and scaled to fill it. Pages are embedded as
   * vectors; a page pdf-lib cannot embed (locked against re-use, or unparseable) is copied as a 300 dpi image (`raster`).
   */
  async write(
    labels: ReadonlyArray<{ page: number; box: Rect }>,
    size: LabelSize,
  ): Promise<{ bytes: Uint8Array; raster: boolean }> {
    const out = await PDFDocument.create();
    out.setTitle(`Labels ${size}`);
    out.setCreator('Labelwise Label PDF tool');
    const target = LABEL_SIZES[size];
    let source: PDFDocument | null = null;
    let rasterised = false;
    try {
      source = await PDFDocument.load(this.bytes, { updateMetadata: false });
    } catch {
      source = null;
    }
    for (const label of labels) {
      const scanned = this.pages[label.page]!;
      const pdfBox = pixelRectToPdf(
        fromFractions(label.box, { width: scanned.widthPx, height: scanned.heightPx }),
        scanned.transform,
      );
      const page = out.addPage([target.width, target.height]);
      const embedded = source ? await out.embedPage(source.getPage(label.page), pdfBox).catch(() => null) : null;
      if (embedded) {
        const fit = fitLabel(embedded, target);
        page.drawPage(embedded, {
          x: fit.x,
          y: fit.y,
          xScale: fit.scale,
          yScale: fit.scale,
          rotate: degrees(fit.rotate),
        });
      } else {
        // pdf-lib cannot embed a locked page, nor one whose content it cannot parse: pdf.js can still draw it.
        rasterised = true;
        await this.drawRaster(out, page, label.page, pdfBox, target);
      }
    }
    return { bytes: await out.save(), raster: rasterised };
  }

  private async drawRaster(
    out: PDFDocument,
    page: PDFPage,
    index: number,
    box: { left: number; bottom: number; right: number; top: number },
    target: { width: number; height: number },
  ): Promise<void> {
    const source = await this.pdf.getPage(index + 1);
    // Rotation 0 keeps the viewport in the same user space as `box`.
    const viewport = source.getViewport({ scale: RASTER_PPI / 72, rotation: 0 });
    const [x0, y0] = viewport.convertToViewportPoint(box.left, box.top) as [number, number];
    const [x1, y1] = viewport.convertToViewportPoint(box.right, box.bottom) as [number, number];
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(x1 - x0));
    canvas.height = Math.max(1, Math.round(y1 - y0));
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await source.render({ canvas, canvasContext: context, viewport, transform: [1, 0, 0, 1, -x0, -y0] }).promise;
    const png = await out.embedPng(canvas.toDataURL('image/png'));
    const label = { width: box.right - box.left, height: box.top - box.bottom };
    const fit = fitLabel(label, target);
    page.drawImage(png, {
      x: fit.x,
      y: fit.y,
      width: label.width * fit.scale,
      height: label.height * fit.scale,
      rotate: degrees(fit.rotate),
    });
  }

  close(): void {
    void this.pdf.destroy();
  }
}

async function scanPage(pdf: PDFDocumentProxy, n: number): Promise<ScannedPage> {
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: SCAN_PPI / 72 });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const size = { width: canvas.width, height: canvas.height };
  const found = findLabelBoxes(context.getImageData(0, 0, size.width, size.height), SCAN_PPI).map((box) =>
    padRect(box, PAD_PX, size),
  );
  page.cleanup();
  return {
    index: n - 1,
    image: canvas.toDataURL('image/jpeg', 0.85),
    widthPx: size.width,
    heightPx: size.height,
    widthIn: viewport.width / SCAN_PPI,
    heightIn: viewport.height / SCAN_PPI,
    transform: viewport.transform as unknown as Transform,
    boxes: found.map((box) => toFractions(box, size)),
    selected: defaultSelection(found.map((b) => ({ width: b.width / SCAN_PPI, height: b.height / SCAN_PPI }))),
  };
}
