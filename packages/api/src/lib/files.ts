import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { badRequest } from './http.js';

export interface FileKind {
  mime: string;
  /** Returns true when the first bytes match this kind. */
  magic: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ole: FileKind['magic'] = (h) => startsWith(h, OLE);
const zip: FileKind['magic'] = (h) => startsWith(h, ZIP);

/** Plain text: valid UTF-8 without NUL bytes. */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, trimPartialUtf8(head)));
    return true;
  } catch {
    return false;
  }
}
function trimPartialUtf8(b: Buffer): number {
  // Do not fail on a multi-byte character cut at the end of the sniffed window.
  let end = b.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const c = b[end - i]!;
    if ((c & 0xc0) === 0x80) continue;
    if ((c & 0xc0) === 0xc0) end -= i;
    break;
  }
  return end;
}

/** Allowed upload types: documents, images, driver packages, and the videos, posters and captions of guides. */
export const FILE_KINDS: Record<string, FileKind> = {
  pdf: { mime: 'application/pdf', magic: (h) => startsWith(h, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  png: { mime: 'image/png', magic: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { mime: 'image/jpeg', magic: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  jpeg: { mime: 'image/jpeg', magic: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  doc: { mime: 'application/msword', magic: ole },
  xls: { mime: 'application/vnd.ms-excel', magic: ole },
  ppt: { mime: 'application/vnd.ms-powerpoint', magic: ole },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: zip },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: zip },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: zip },
  txt: { mime: 'text/plain; charset=utf-8', magic: isText },
  zip: { mime: 'application/zip', magic: zip },
  exe: { mime: 'application/vnd.microsoft.portable-executable', magic: (h) => startsWith(h, [0x4d, 0x5a]) },
  gz: { mime: 'application/gzip', magic: (h) => startsWith(h, [0x1f, 0x8b]) },
  deb: {
    mime: 'application/vnd.debian.binary-package',
    magic: (h) => h.subarray(0, 7).toString('latin1') === '!<arch>',
  },
  pkg: { mime: 'application/octet-stream', magic: (h) => h.subarray(0, 4).toString('latin1') === 'xar!' },
  dmg: { mime: 'application/x-apple-diskimage', magic: () => true },
  // Guide videos, their posters and captions (site content).
  mp4: { mime: 'video/mp4', magic: (h) => h.subarray(4, 8).toString('latin1') === 'ftyp' },
  webp: {
    mime: 'image/webp',
    magic: (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  vtt: {
    mime: 'text/vtt; charset=utf-8',
    // A byte-order mark may come first.
    magic: (h) => h.subarray(0, 6).toString('latin1') === 'WEBVTT' || h.subarray(3, 9).toString('latin1') === 'WEBVTT',
  },
};
/** dmg has its signature at the end of the file; uploads of dmg are checked by trailer. */
export const UPLOAD_EXTENSIONS = Object.keys(FILE_KINDS).filter((e) => e !== 'dmg');

/**
 * Installer types: files a visitor would run or unpack and run (drivers, setup programs, packages, archives).
 * Putting one into the file store (upload) or behind a manual needs {@link INSTALLER_PERMISSION}, the permission
 * that lets a role change a published driver: an installer is only ever useful as a driver/installer download, and
 * a role that could upload one could publish it (with `site:driver:add` on a model+os without a driver, or as a
 * download link). Documents (pdf, office files, txt) and images stay with `common:file:upload`.
 */
export { INSTALLER_EXTENSIONS, isInstallerExt } from '@labelwise/contract';
export const INSTALLER_PERMISSION = 'site:driver:edit';
/** The extension of a stored file name (`upload/2025/01/01/<uuid>.exe` → `exe`), lower-case; '' when none. */
export function extOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Validates a relative resource path (`drivers/x.zip`) and resolves it inside root; throws 400 naming `field`. */
export function resolveInside(root: string, rel: string, field: string): { abs: string; rel: string } {
  if (typeof rel !== 'string' || rel.length === 0) throw badRequest(field, 'is required');
  if (rel.length > 255) throw badRequest(field, 'must be at most 255 characters');
  if (rel.includes('\0')) throw badRequest(field, 'contains a NUL byte');
  if (rel.includes('\\')) throw badRequest(field, 'must not contain backslashes');
  const cleaned = rel.replace(/^\/+/, '');
  const segments = cleaned.split('/');
  for (const s of segments) {
    if (s === '..' || s === '.') throw badRequest(field, 'must not contain path traversal (../)');
    if (!SAFE_SEGMENT.test(s)) throw badRequest(field, 'contains characters that are not allowed');
  }
  if (segments.some((s) => s.includes('..'))) throw badRequest(field, 'must not contain path traversal (../)');
  const base = path.resolve(root);
  const abs = path.resolve(base, ...segments);
  if (!abs.startsWith(base + path.sep)) throw badRequest(field, 'must stay inside the file store');
  return { abs, rel: segments.join('/') };
}

// ---------- tiny generators for real demo files ----------

/** A stored (uncompressed) zip archive with the given entries. */
export function makeZip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const dosTime = 0;
  const dosDate = ((2024 - 1980) << 9) | (1 << 5) | 1;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const crc = zlib.crc32(e.data) >>> 0;
    // The local and the central header share these 26 bytes (version needed … extra length), 4 and 6 bytes in.
    const shared = Buffer.alloc(26);
    shared.writeUInt16LE(20, 0);
    shared.writeUInt16LE(dosTime, 6);
    shared.writeUInt16LE(dosDate, 8);
    shared.writeUInt32LE(crc, 10);
    shared.writeUInt32LE(e.data.length, 14);
    shared.writeUInt32LE(e.data.length, 18);
    shared.writeUInt16LE(name.length, 22);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared.copy(local, 4);
    locals.push(local, name, e.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    shared.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A one-page PDF with a few lines of text and a correct xref table. */
export function makePdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((l, i) => `BT /F1 12 Tf 72 ${740 - i * 18} Td (${esc(l)}) Tj ET`).join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A stub PE-looking installer placeholder ("MZ" header + text). Not executable; demo content only. */
export function makeExeStub(label: string): Buffer {
  const body = Buffer.from(
    `\n${label}\nDemo placeholder installer generated by the Labelwise seed. Not a real program.\n`,
  );
  const head = Buffer.alloc(64);
  head.write('MZ', 0, 'latin1');
  return Buffer.concat([head, body]);
}

export function writeFileAtomic(abs: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const tmp = `${abs}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, abs);
}
