import type { Ctx } from '../context.js';
import { refuse } from './http.js';
import { Mp4TooLarge, streamedMp4Duration } from './mp4Stream.js';

const RESOURCE_URL = /^\/api-v1\.0\/common\/download\/resource\?resource=([^&#]+)$/;

/**
 * A video's length and size are the server's: when its file is one the API stores, they are read from the stored
 * MP4, whatever the client sent, so a page can never show a made-up duration. The file is streamed, keeping only its
 * movie box, so any number of saves naming a large file costs no more memory than that box. Other kinds pass
 * unchanged.
 */
export async function withServerFacts(
  ctx: Ctx,
  kind: string,
  shared: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (kind !== 'video' || typeof shared.file !== 'string') return shared;
  const match = RESOURCE_URL.exec(shared.file.trim());
  if (!match) return shared;
  const key = decodeURIComponent(match[1]!);
  if (key.includes('..')) return shared;
  const info = await ctx.storage.stat(key);
  const stream = info ? await ctx.storage.read(key) : null;
  if (!info || !stream) throw refuse(400, 'shared.file', 'refers to a record that does not exist', 'missingReference');
  let durationSeconds: number;
  try {
    durationSeconds = await streamedMp4Duration(stream);
  } catch (err) {
    if (err instanceof Mp4TooLarge) throw refuse(400, 'shared.file', 'is too large', 'tooLong');
    throw refuse(400, 'shared.file', 'is not a playable MP4 (no movie header)', 'notPlayable');
  }
  return { ...shared, durationSeconds, bytes: info.size };
}
