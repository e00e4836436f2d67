import { describe, expect, it } from 'vitest';
import { fileTypeOf, parseReleaseDate, splitChecksum, toFileSize } from './fileFormat';

describe('toFileSize', () => {
  it('uses kB below a megabyte, MB below a gigabyte, then GB', () => {
    expect(toFileSize(0)).toEqual({ value: 0, unit: 'kilobyte' });
    expect(toFileSize(512)).toEqual({ value: 0.512, unit: 'kilobyte' });
    expect(toFileSize(845_312)).toEqual({ value: 845.312, unit: 'kilobyte' });
    expect(toFileSize(24_612_864)).toEqual({ value: 24.612864, unit: 'megabyte' });
    expect(toFileSize(1_250_000_000)).toEqual({ value: 1.25, unit: 'gigabyte' });
  });

  it('rejects negative or missing sizes with the component name', () => {
    expect(() => toFileSize(-1, 'DriverTable')).toThrow(
      '[labelwise/ui: DriverTable] sizeBytes must be a number ≥ 0; received -1.',
    );
    expect(() => toFileSize(Number.NaN)).toThrow(
      '[labelwise/ui: FileSize] sizeBytes must be a number ≥ 0; received NaN.',
    );
  });
});

describe('parseReleaseDate', () => {
  it('reads a plain ISO date as a UTC calendar day', () => {
    const { date, timeZone } = parseReleaseDate('2026-03-12', 'DriverTable');
    expect(date.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(timeZone).toBe('UTC');
  });

  it('keeps the visitor time zone for a full timestamp', () => {
    const { date, timeZone } = parseReleaseDate('2025-11-03T14:30:00+08:00', 'DriverTable');
    expect(date.toISOString()).toBe('2025-11-03T06:30:00.000Z');
    expect(timeZone).toBeUndefined();
  });

  it('rejects anything that is not an ISO date', () => {
    for (const bad of ['12/03/2026', 'March 12, 2026', '2026-13-45', '']) {
      expect(() => parseReleaseDate(bad, 'ManualsTable')).toThrow(
        `[labelwise/ui: ManualsTable] releaseDate must be an ISO date such as 2026-03-12; received '${bad}'.`,
      );
    }
  });
});

describe('splitChecksum', () => {
  const sha = '9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08';

  it('keeps the first and last eight characters, lower-cased', () => {
    const parts = splitChecksum(sha);
    expect(parts.head).toBe('9f86d081');
    expect(parts.tail).toBe('b0f00a08');
    expect(parts.head + parts.middle + parts.tail).toBe(sha.toLowerCase());
  });

  it('rejects a value that is not a SHA-256 digest', () => {
    expect(() => splitChecksum('abc123')).toThrow(
      "[labelwise/ui: DriverTable] sha256 must be 64 hexadecimal characters; received 'abc123'.",
    );
    expect(() => splitChecksum(`${sha.slice(0, 63)}g`)).toThrow('sha256 must be 64 hexadecimal characters');
  });
});

describe('fileTypeOf', () => {
  it('reads the extension from a file name or URL', () => {
    expect(fileTypeOf('LabelwiseDriver-3.10.0-x64.exe')).toBe('EXE');
    expect(fileTypeOf('https://downloads.labelwise.com/manuals/pm-241-bt-quick-start.pdf?v=2#page=3')).toBe('PDF');
    expect(fileTypeOf('/files/labelwise-driver_1.4.2_amd64.deb')).toBe('DEB');
    expect(fileTypeOf('https://downloads.labelwise.com/latest')).toBeUndefined();
  });
});
