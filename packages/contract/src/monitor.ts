/** Monitor → Server and cache: what one API process reports about itself and the services it uses. */

/** A service as the process sees it now; `not configured` where the deployment does without it. */
export const SERVICE_STATES = ['ok', 'down', 'not configured'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** GET /monitor/server. Sizes in bytes, times in milliseconds; the answer is from the process that took the call. */
export interface ServerInfo {
  process: {
    nodeVersion: string;
    pid: number;
    uptimeSeconds: number;
    rssBytes: number;
    heapUsedBytes: number;
    heapTotalBytes: number;
    externalBytes: number;
    /** CPU time the process has used since it started (user + system). */
    cpuMs: number;
  };
  host: {
    platform: string;
    arch: string;
    cpus: number;
    /** 1, 5 and 15 minute load averages (0 on systems without them). */
    loadAverage: [number, number, number];
    totalMemoryBytes: number;
    freeMemoryBytes: number;
  };
  database: { engine: 'pglite' | 'postgres'; state: ServiceState; latencyMs: number | null; version: string | null };
  storage: { kind: 'local' | 's3'; state: ServiceState; latencyMs: number | null };
  redis: { state: ServiceState; latencyMs: number | null; usedMemoryBytes: number | null };
  /** The channel that tells other processes to drop their caches (PostgreSQL only). */
  cacheBus: ServiceState;
}

/** GET /monitor/cache: the caches of the process that took the call. */
export interface CacheInfo {
  /** Public GET answers kept with their ETag, each for `ttlMs`. */
  responses: { entries: number; maxEntries: number; ttlMs: number };
  /** Keys under this deployment's prefix in Redis (rate limits, duplicate-submit guard); null without Redis. */
  redisKeys: number | null;
}
