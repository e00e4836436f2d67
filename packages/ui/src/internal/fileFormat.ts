import { invariant } from '../utils/invariant';

/** Units `Intl.NumberFormat` knows, in the decimal (SI) steps their symbols mean: 1 kB = 1000 B. */
export type FileSizeUnit = 'kilobyte' | 'megabyte' | 'gigabyte';

/** Picks a readable unit for a byte count: kB below 1 MB, MB below 1 GB, then GB. */
export function toFileSize(bytes: number, component = 'FileSize'): { value: number; unit: FileSizeUnit } {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      component,
      Number.isFinite(bytes) && bytes >= 0,
      `sizeBytes must be a number ≥ 0; received ${String(bytes)}.`,
    );
  }
  if (bytes < 1e6) return { value: bytes / 1e3, unit: 'kilobyte' };
  if (bytes < 1e9) return { value: bytes / 1e6, unit: 'megabyte' };
  return { value: bytes / 1e9, unit: 'gigabyte' };
}

/**
 * Parses an ISO release date. A plain date (`2026-03-12`) is a calendar day, so it is formatted in UTC to show the
 * same day in every time zone; a full timestamp keeps the visitor's zone.
 */
export function parseReleaseDate(iso: string, component: string): { date: Date; timeZone: 'UTC' | undefined } {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const time = typeof iso === 'string' ? Date.parse(dateOnly ? `${iso}T00:00:00Z` : iso) : Number.NaN;
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      component,
      /^\d{4}-\d{2}-\d{2}/.test(String(iso)) && Number.isFinite(time),
      `releaseDate must be an ISO date such as 2026-03-12; received '${String(iso)}'.`,
    );
  }
  return { date: new Date(time), timeZone: dateOnly ? 'UTC' : undefined };
}

/** A SHA-256 digest split for display: the first and last `keep` characters stay visible when abbreviated. */
export function splitChecksum(sha256: string, keep = 8): { head: string; middle: string; tail: string } {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'DriverTable',
      /^[0-9a-f]{64}$/i.test(sha256),
      `sha256 must be 64 hexadecimal characters; received '${String(sha256)}'.`,
    );
  }
  const hex = sha256.toLowerCase();
  return { head: hex.slice(0, keep), middle: hex.slice(keep, -keep), tail: hex.slice(-keep) };
}

/** The file type shown for a download, from its file name or URL: `PDF`, `ZIP`, `EXE`… or `undefined`. */
export function fileTypeOf(fileNameOrUrl: string): string | undefined {
  const path = fileNameOrUrl.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(path);
  return match?.[1]?.toUpperCase();
}

/**
 * Checks the rows of a downloads table: an array, and a file to link to in every row. `checkRow` runs first on each
 * row, for the table's own fields, so the first bad row is the one reported.
 */
export function assertFileRows<Row extends { id: string; fileUrl: string }>(
  component: string,
  noun: { one: string; other: string },
  rows: ReadonlyArray<Row>,
  checkRow?: (row: Row) => void,
): void {
  if (process.env.NODE_ENV !== 'production') {
    invariant(component, Array.isArray(rows), `${noun.other} must be an array; received ${typeof rows}.`);
  }
  for (const row of rows) {
    checkRow?.(row);
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        component,
        typeof row.fileUrl === 'string' && row.fileUrl !== '',
        `${noun.one} '${row.id}' needs a fileUrl.`,
      );
    }
  }
}
