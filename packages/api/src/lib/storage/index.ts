import { LocalDiskStorage } from './localDisk.js';
import type { S3StorageOptions } from './s3.js';
import type { FileStorage } from './types.js';

export type { FileStorage, SignedUrlRequest, StorageKind, StoredFileInfo } from './types.js';
export { LocalDiskStorage } from './localDisk.js';
export type { S3StorageOptions } from './s3.js';

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);

export type DownloadMode = 'stream' | 'redirect';

/**
 * The store chosen by configuration; local disk under `filesDir` unless S3 is configured. The AWS SDK is loaded
 * only for S3, so the default start does not pay for it.
 */
export async function openStorage(config: StorageConfig | undefined, filesDir: string): Promise<FileStorage> {
  if (!config || config.kind === 'local') return new LocalDiskStorage(filesDir);
  const { S3Storage } = await import('./s3.js');
  return new S3Storage(config);
}

/** Reads STORAGE and S3_* (see the configuration table in the README); throws naming the variable that is wrong. */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3, not ${kind}`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const flag = (v: string | undefined) => v === '1' || v === 'true';
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
  };
}
