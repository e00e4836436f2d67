/**
 * Reads the duration of an MP4 (ISO BMFF) file from its movie header: the `mvhd` box inside `moov` holds the
 * timescale (units per second) and the duration in those units. The API reads an uploaded video's length with it
 * and the site's asset script the shipped clips', so a page shows the file's real length, never a typed-in number.
 */
export function mp4DurationSeconds(file: Uint8Array): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const moov = findBox(view, 0, file.byteLength, 'moov');
  if (!moov) throw new Error('mp4: no moov box');
  const mvhd = findBox(view, moov.body, moov.end, 'mvhd');
  if (!mvhd) throw new Error('mp4: no mvhd box');
  const version = view.getUint8(mvhd.body);
  if (mvhd.end - mvhd.body < (version === 1 ? 32 : 20)) throw new Error('mp4: mvhd box too short');
  // version 0: 4-byte creation and modification times, timescale, 4-byte duration; version 1: 8-byte fields.
  const timescale = view.getUint32(mvhd.body + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(mvhd.body + 24)) : view.getUint32(mvhd.body + 16);
  if (!timescale) throw new Error('mp4: mvhd timescale is 0');
  return duration / timescale;
}

interface Box {
  readonly body: number;
  readonly end: number;
}

function findBox(view: DataView, start: number, end: number, type: string): Box | undefined {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return undefined;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    const name = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    if (size < header) return undefined;
    if (name === type) return { body: at + header, end: Math.min(at + size, end) };
    at += size;
  }
  return undefined;
}
