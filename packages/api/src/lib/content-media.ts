import { mp4DurationSeconds } from '@labelwise/contract/media';
import type { Ctx } from '../context.js';
import { ApiError } from './http.js';

const RESOURCE_URL = /^\/api-v1\.0\/common\/download\/resource\?resource=([^&#]+)$/;
/** An uploaded clip is read whole to find its length; larger ones are refused rather than held in memory. */
const MAX_READ_BYTES = 512 * 1024 * 1024;

async function readStored(ctx: Ctx, key: string): Promise<Uint8Array | null> {
  const info = await ctx.storage.stat(key);
  if (!info) return null;
  if (info.size > MAX_READ_BYTES) throw new ApiError(400, 'shared.file: is too large');
  const stream = await ctx.storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A video's length and size are the server's: when its file is one the API stores, they are read from the stored
 * MP4, whatever the client sent, so a page can never show a made-up duration. Other kinds pass unchanged.
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
  const bytes = await readStored(ctx, key);
  if (!bytes) throw new ApiError(400, 'shared.file: refers to a record that does not exist');
  let durationSeconds: number;
  try {
    durationSeconds = mp4DurationSeconds(bytes);
  } catch {
    throw new ApiError(400, 'shared.file: is not a playable MP4 (no movie header)');
  }
  return { ...shared, durationSeconds, bytes: bytes.length };
}
