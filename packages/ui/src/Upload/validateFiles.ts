import { upload } from '../tokens';

export type UploadMode = 'file' | 'image';

/** Why a file was refused; the Upload shows a clear message for each. */
export type UploadRejectionCode = 'file-too-large' | 'file-invalid-type' | 'too-many-files';

export interface UploadRejection {
  file: File;
  code: UploadRejectionCode;
  /** The limit that was broken: MB for size, the allowed extensions for type, the file count for count. */
  maxSizeMb?: number;
  accept?: readonly string[];
  maxCount?: number;
  /** The message shown to the user, in the current locale (filled in by the Upload component). */
  message?: string;
}

export interface ValidateFilesOptions {
  mode?: UploadMode;
  /** Files must be strictly smaller than this many MB. Default 5. */
  maxSizeMb?: number;
  /** Allowed extensions without dots (`pdf`, `.pdf` and `PDF` all work). Default per mode from `tokens.upload`. */
  accept?: readonly string[];
  /** Maximum number of files in the list. Default 5. */
  maxCount?: number;
  /** Files already in the list (uploading or done) that count against `maxCount`. */
  existingCount?: number;
}

export interface ValidateFilesResult {
  accepted: File[];
  rejections: UploadRejection[];
}

/** The default extensions for a mode: doc/xls/ppt/txt/pdf for files, png/jpg/jpeg for images. */
export function defaultAccept(mode: UploadMode): readonly string[] {
  return mode === 'image' ? upload.imageTypes : upload.fileTypes;
}

/** Lower-case extensions without the leading dot. */
export function normalizeExtensions(accept: readonly string[]): string[] {
  return accept.map((extension) => extension.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
}

/** The `accept` attribute for the file input: `.doc,.xls,…`. */
export function acceptAttribute(accept: readonly string[]): string {
  return normalizeExtensions(accept)
    .map((extension) => `.${extension}`)
    .join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** MIME types browsers report for the known extensions; unknown extensions skip the MIME check. */
const mimeTypes: Record<string, readonly string[]> = {
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  txt: ['text/plain'],
  csv: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
  pdf: ['application/pdf', 'application/x-pdf'],
  png: ['image/png', 'image/x-png'],
  jpg: ['image/jpeg', 'image/pjpeg', 'image/jpg'],
  jpeg: ['image/jpeg', 'image/pjpeg', 'image/jpg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  svg: ['image/svg+xml'],
};

/** Types a browser may report when it does not know better; they neither prove nor disprove a format. */
const vagueMimeTypes = new Set(['', 'application/octet-stream', 'application/x-unknown', 'binary/octet-stream']);

/**
 * The extension must be allowed, and a reported MIME type must not contradict it (a `.png` that the browser calls
 * `application/pdf` is refused). Empty or generic MIME types pass: browsers often report nothing for Office files.
 */
export function isAllowedType(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  const extension = extensionOf(file.name);
  if (!extension || !normalizeExtensions(accept).includes(extension)) return false;
  const mime = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  if (vagueMimeTypes.has(mime)) return true;
  const expected = mimeTypes[extension];
  return expected ? expected.includes(mime) : true;
}

/** Size limit: strictly under `maxSizeMb` MB (1 MB = 1024 × 1024 bytes), as the admin checks it. */
export function isUnderSizeLimit(file: Pick<File, 'size'>, maxSizeMb: number): boolean {
  return file.size / 1024 / 1024 < maxSizeMb;
}

/**
 * Splits picked or dropped files into accepted ones and rejections: type first (by extension and a MIME
 * sanity check), then size, then the count limit, which refuses the files beyond the remaining room in order.
 */
export function validateFiles(files: Iterable<File>, options: ValidateFilesOptions = {}): ValidateFilesResult {
  const mode = options.mode ?? 'file';
  const maxSizeMb = options.maxSizeMb ?? upload.maxSizeMb;
  const accept = normalizeExtensions(options.accept ?? defaultAccept(mode));
  const maxCount = options.maxCount ?? upload.maxCount;
  let room = Math.max(0, maxCount - (options.existingCount ?? 0));
  const accepted: File[] = [];
  const rejections: UploadRejection[] = [];
  for (const file of files) {
    if (!isAllowedType(file, accept)) {
      rejections.push({ file, code: 'file-invalid-type', accept });
    } else if (!isUnderSizeLimit(file, maxSizeMb)) {
      rejections.push({ file, code: 'file-too-large', maxSizeMb });
    } else if (room <= 0) {
      rejections.push({ file, code: 'too-many-files', maxCount });
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, rejections };
}
