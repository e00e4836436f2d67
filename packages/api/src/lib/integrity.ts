import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../context.js';
import type { StoredFileInfo } from './storage/types.js';

const MAX_ENTRIES = 10_000;
const verdicts = new WeakMap<Ctx, Map<string, boolean>>();

/**
 * Whether the stored bytes of `key` still hash to the SHA-256 recorded when the file was registered. Hashed by
 * streaming, once per version of the object (the verdict is kept until the object changes), so a tampered or
 * corrupted object is never served with the recorded `X-Checksum-SHA256`.
 */
export async function storedCopyIntact(
  ctx: Ctx,
  log: FastifyBaseLogger,
  key: string,
  sha256: string,
  info: StoredFileInfo,
): Promise<boolean> {
  const seen = verdicts.get(ctx) ?? new Map<string, boolean>();
  verdicts.set(ctx, seen);
  const id = `${key}\u0000${info.version ?? info.size}\u0000${sha256}`;
  const known = seen.get(id);
  if (known !== undefined) return known;
  const stream = await ctx.storage.read(key);
  if (!stream) return false;
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  const intact = hash.digest('hex') === sha256;
  if (!intact) log.error({ key }, 'stored file does not match its recorded SHA-256: not served');
  if (seen.size >= MAX_ENTRIES) seen.delete(seen.keys().next().value!);
  seen.set(id, intact);
  return intact;
}
