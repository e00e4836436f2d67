import type { CacheInfo, ServerInfo } from '@labelwise/contract';

/** A process on PostgreSQL and S3 whose Redis is not answering, as `/monitor/server` reports it. */
export const server: ServerInfo = {
  process: {
    nodeVersion: 'v24.21.0',
    pid: 4242,
    uptimeSeconds: 3 * 3600 + 25 * 60,
    rssBytes: 180 * 1024 * 1024,
    heapUsedBytes: 60 * 1024 * 1024,
    heapTotalBytes: 90 * 1024 * 1024,
    externalBytes: 4 * 1024 * 1024,
    cpuMs: 12_500,
  },
  host: {
    platform: 'linux',
    arch: 'x64',
    cpus: 2,
    loadAverage: [0.5, 0.75, 1],
    totalMemoryBytes: 24 * 1024 ** 3,
    freeMemoryBytes: 12 * 1024 ** 3,
  },
  database: { engine: 'postgres', state: 'ok', latencyMs: 1.2, version: 'PostgreSQL 15.19' },
  storage: { kind: 's3', state: 'ok', latencyMs: 8.4 },
  redis: { state: 'down', latencyMs: null, usedMemoryBytes: null },
  cacheBus: 'ok',
};
/** The response cache, and no Redis keys (Redis is down). */
export const caches: CacheInfo = { responses: { entries: 12, maxEntries: 2000, ttlMs: 10_000 }, redisKeys: null };
