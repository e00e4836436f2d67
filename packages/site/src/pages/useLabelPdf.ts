import { useCallback, useEffect, useRef, useState } from 'react';
import type { LabelSize, Rect } from '../logic/labelCrop';
import type { LabelPdfErrorCode, LabelSource, ScannedPage } from './labelPdfEngine';

/** One page as the visitor sees and edits it: the scan plus their changes to its boxes. */
export interface PageState {
  readonly scan: ScannedPage;
  readonly boxes: readonly Rect[];
  readonly selected: readonly boolean[];
}

export type ToolState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'reading'; readonly name: string; readonly done: number; readonly total: number }
  | { readonly phase: 'failed'; readonly name: string; readonly code: LabelPdfErrorCode | 'cancelled' }
  | { readonly phase: 'ready'; readonly name: string; readonly pages: readonly PageState[] };

export interface Output {
  readonly url: string;
  readonly file: string;
  readonly count: number;
  readonly size: LabelSize;
  readonly raster: boolean;
}

const loadEngine = () => import('./labelPdfEngine');

/** The tool's state: reading a file (with progress and cancel), the visitor's boxes, and writing the output. */
export function useLabelPdf() {
  const [state, setState] = useState<ToolState>({ phase: 'idle' });
  const [output, setOutput] = useState<Output | null>(null);
  const [writing, setWriting] = useState(false);
  const [writeFailed, setWriteFailed] = useState(false);
  const source = useRef<LabelSource | null>(null);
  const abort = useRef<AbortController | null>(null);

  const clearOutput = useCallback(() => {
    setOutput((old) => {
      if (old) URL.revokeObjectURL(old.url);
      return null;
    });
    setWriteFailed(false);
  }, []);

  const reset = useCallback(() => {
    abort.current?.abort();
    source.current?.close();
    source.current = null;
    clearOutput();
    setState({ phase: 'idle' });
  }, [clearOutput]);

  useEffect(() => reset, [reset]);

  const open = useCallback(
    async (file: File) => {
      reset();
      const controller = new AbortController();
      abort.current = controller;
      const name = file.name;
      setState({ phase: 'reading', name, done: 0, total: 0 });
      try {
        const [{ LabelSource }, bytes] = await Promise.all([loadEngine(), file.arrayBuffer()]);
        const opened = await LabelSource.open(
          new Uint8Array(bytes),
          ({ done, total }) => {
            if (!controller.signal.aborted) setState({ phase: 'reading', name, done, total });
          },
          controller.signal,
        );
        if (controller.signal.aborted) {
          opened.close();
          return;
        }
        source.current = opened;
        setState({
          phase: 'ready',
          name,
          pages: opened.pages.map((scan) => ({ scan, boxes: scan.boxes, selected: scan.selected })),
        });
      } catch (error) {
        if (abort.current !== controller) return;
        const { LabelPdfError } = await loadEngine();
        const code = controller.signal.aborted ? 'cancelled' : error instanceof LabelPdfError ? error.code : 'damaged';
        setState({ phase: 'failed', name, code });
      }
    },
    [reset],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);

  const updatePage = useCallback(
    (index: number, change: (page: PageState) => PageState) => {
      clearOutput();
      setState((s) =>
        s.phase === 'ready' ? { ...s, pages: s.pages.map((p, i) => (i === index ? change(p) : p)) } : s,
      );
    },
    [clearOutput],
  );

  const write = useCallback(
    async (size: LabelSize) => {
      if (state.phase !== 'ready' || !source.current) return;
      clearOutput();
      const labels = state.pages.flatMap((p, page) =>
        p.boxes.flatMap((box, i) => (p.selected[i] ? [{ page, box }] : [])),
      );
      setWriting(true);
      try {
        const { bytes, raster } = await source.current.write(labels, size);
        const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
        const base = state.name.replace(/\.pdf$/i, '') || 'labels';
        setOutput({ url, file: `${base}-${size}.pdf`, count: labels.length, size, raster });
      } catch {
        setWriteFailed(true);
      } finally {
        setWriting(false);
      }
    },
    [state, clearOutput],
  );

  return { state, output, writing, writeFailed, open, cancel, reset, updatePage, write, clearOutput };
}
