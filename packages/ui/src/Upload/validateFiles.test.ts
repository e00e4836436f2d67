import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  defaultAccept,
  extensionOf,
  isAllowedType,
  isUnderSizeLimit,
  normalizeExtensions,
  validateFiles,
} from './validateFiles';

const MB = 1024 * 1024;

function file(name: string, size: number, type = ''): File {
  const blob = new File([], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

describe('defaults', () => {
  it('uses the allowed types per mode', () => {
    expect(defaultAccept('file')).toEqual(['doc', 'xls', 'ppt', 'txt', 'pdf']);
    expect(defaultAccept('image')).toEqual(['png', 'jpg', 'jpeg']);
  });

  it('normalises extensions and builds the input accept attribute', () => {
    expect(normalizeExtensions(['.PDF', ' doc ', '', 'Txt'])).toEqual(['pdf', 'doc', 'txt']);
    expect(acceptAttribute(['png', '.JPG'])).toBe('.png,.jpg');
  });

  it('reads extensions', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });
});

describe('isUnderSizeLimit', () => {
  it('must be strictly under the limit', () => {
    expect(isUnderSizeLimit(file('a.pdf', 5 * MB - 1), 5)).toBe(true);
    expect(isUnderSizeLimit(file('a.pdf', 5 * MB), 5)).toBe(false);
    expect(isUnderSizeLimit(file('a.pdf', 0.5 * MB), 0.5)).toBe(false);
  });
});

describe('isAllowedType', () => {
  const accept = defaultAccept('file');

  it('accepts allowed extensions in any case', () => {
    expect(isAllowedType(file('manual.PDF', 1, 'application/pdf'), accept)).toBe(true);
    expect(isAllowedType(file('notes.txt', 1, 'text/plain;charset=utf-8'), accept)).toBe(true);
  });

  it('refuses other extensions even with a plausible MIME type', () => {
    expect(
      isAllowedType(
        file('manual.docx', 1, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        accept,
      ),
    ).toBe(false);
    expect(isAllowedType(file('photo.png', 1, 'image/png'), accept)).toBe(false);
    expect(isAllowedType(file('noextension', 1, 'application/pdf'), accept)).toBe(false);
  });

  it('refuses a MIME type that contradicts the extension', () => {
    expect(isAllowedType(file('invoice.pdf', 1, 'application/x-msdownload'), accept)).toBe(false);
    expect(isAllowedType(file('label.png', 1, 'application/pdf'), defaultAccept('image'))).toBe(false);
    expect(isAllowedType(file('label.jpg', 1, 'image/png'), defaultAccept('image'))).toBe(false);
  });

  it('lets empty or generic MIME types through (browsers often report none for Office files)', () => {
    expect(isAllowedType(file('sheet.xls', 1, ''), accept)).toBe(true);
    expect(isAllowedType(file('slides.ppt', 1, 'application/octet-stream'), accept)).toBe(true);
  });

  it('skips the MIME check for extensions it does not know', () => {
    expect(isAllowedType(file('label.aml', 1, 'application/x-whatever'), ['aml'])).toBe(true);
  });
});

describe('validateFiles', () => {
  it('accepts valid files', () => {
    const files = [file('a.pdf', MB, 'application/pdf'), file('b.doc', 2 * MB, 'application/msword')];
    expect(validateFiles(files)).toEqual({ accepted: files, rejections: [] });
  });

  it('rejects an oversize file with the limit', () => {
    const big = file('catalogue.pdf', 6 * MB, 'application/pdf');
    expect(validateFiles([big])).toEqual({
      accepted: [],
      rejections: [{ file: big, code: 'file-too-large', maxSizeMb: 5 }],
    });
    expect(validateFiles([big], { maxSizeMb: 10 }).accepted).toEqual([big]);
  });

  it('rejects a wrong type with the allowed extensions', () => {
    const exe = file('setup.exe', MB, 'application/x-msdownload');
    expect(validateFiles([exe]).rejections).toEqual([
      { file: exe, code: 'file-invalid-type', accept: ['doc', 'xls', 'ppt', 'txt', 'pdf'] },
    ]);
  });

  it('checks type before size', () => {
    const hugeExe = file('setup.exe', 50 * MB);
    expect(validateFiles([hugeExe]).rejections[0]?.code).toBe('file-invalid-type');
  });

  it('uses image types in image mode and custom accept lists', () => {
    const png = file('label.png', MB, 'image/png');
    const pdf = file('label.pdf', MB, 'application/pdf');
    expect(validateFiles([png, pdf], { mode: 'image' }).accepted).toEqual([png]);
    expect(validateFiles([png, pdf], { mode: 'image', accept: ['.PDF'] }).accepted).toEqual([pdf]);
  });

  it('refuses files beyond the count limit, counting files already in the list', () => {
    const files = ['1', '2', '3', '4'].map((n) => file(`${n}.txt`, 10, 'text/plain'));
    const result = validateFiles(files, { maxCount: 5, existingCount: 3 });
    expect(result.accepted).toEqual(files.slice(0, 2));
    expect(result.rejections).toEqual([
      { file: files[2], code: 'too-many-files', maxCount: 5 },
      { file: files[3], code: 'too-many-files', maxCount: 5 },
    ]);
  });

  it('does not let invalid files use up the room', () => {
    const bad = file('bad.exe', 10);
    const good = file('good.txt', 10, 'text/plain');
    expect(validateFiles([bad, good], { maxCount: 1 })).toEqual({
      accepted: [good],
      rejections: [{ file: bad, code: 'file-invalid-type', accept: ['doc', 'xls', 'ppt', 'txt', 'pdf'] }],
    });
  });

  it('defaults to 5 files', () => {
    const files = Array.from({ length: 7 }, (_, n) => file(`${n}.pdf`, 10, 'application/pdf'));
    const result = validateFiles(files);
    expect(result.accepted).toHaveLength(5);
    expect(result.rejections.map((rejection) => rejection.code)).toEqual(['too-many-files', 'too-many-files']);
  });

  it('rejects everything when the list is already full or over-full', () => {
    const one = file('a.pdf', 10, 'application/pdf');
    expect(validateFiles([one], { existingCount: 5 }).accepted).toEqual([]);
    expect(validateFiles([one], { existingCount: 9 }).rejections).toHaveLength(1);
  });
});
