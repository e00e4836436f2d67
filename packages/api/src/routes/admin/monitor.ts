import { cacheMonitor, serverMonitor } from '@labelwise/contract';
import os from 'node:os';
import type { CacheInfo, ServerInfo, ServiceState } from '@labelwise/contract';
import { sql } from 'kysely';
import type { App, Ctx } from '../../context.js';
import { ok } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';

const tags = ['admin: monitor'];
const security = [{ bearer: [] }];
/** A service that has not answered by then is reported down: the page must not hang on a hung service. */
const PROBE_TIMEOUT_MS = 2000;
/** Redis keys are counted by SCAN up to this many (a count, not a listing; larger sets show as at least this). */
const REDIS_KEYS_COUNTED = 100_000;

/** Runs `probe`, timing it; `down` if it throws or takes longer than the timeout. */
async function timed<T>(
  probe: () => Promise<T>,
): Promise<{ state: ServiceState; latencyMs: number | null; value?: T }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { state: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10, value };
  } catch {
    return { state: 'down', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Monitor → Server and cache (RuoYi's server and cache monitors): the process, its host, the database, file store,
 * Redis and cache bus as this process sees them (`monitor:server:list`); its caches (`monitor:cache:list`), and
 * clearing them in every process (`monitor:cache:remove`, logged).
 */
export default async function monitorRoutes(app: App, ctx: Ctx) {
  app.get(
    serverMonitor.path,
    {
      onRequest: app.requirePerm(`${serverMonitor.perm}:list`),
      schema: { tags, security, summary: 'This process, its host and its services (monitor:server:list)' },
    },
    async () => {
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      const [database, storage, redis] = await Promise.all([
        timed(async () => (await sql<{ v: string }>`select version() as v`.execute(ctx.db)).rows[0]?.v ?? null),
        timed(() => ctx.storage.check()),
        ctx.redis
          ? timed(async () => {
              const info = await ctx.redis!.client.info('memory');
              const used = /used_memory:(\d+)/.exec(info)?.[1];
              return used ? Number(used) : null;
            })
          : Promise.resolve({ state: 'not configured' as const, latencyMs: null, value: null }),
      ]);
      const bus = app.cacheBus;
      const load = os.loadavg();
      const info: ServerInfo = {
        process: {
          nodeVersion: process.version,
          pid: process.pid,
          uptimeSeconds: Math.round(process.uptime()),
          rssBytes: memory.rss,
          heapUsedBytes: memory.heapUsed,
          heapTotalBytes: memory.heapTotal,
          externalBytes: memory.external,
          cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        },
        host: {
          platform: os.platform(),
          arch: os.arch(),
          cpus: os.availableParallelism(),
          loadAverage: [load[0] ?? 0, load[1] ?? 0, load[2] ?? 0],
          totalMemoryBytes: os.totalmem(),
          freeMemoryBytes: os.freemem(),
        },
        database: {
          engine: ctx.engine,
          state: database.state,
          latencyMs: database.latencyMs,
          // "PostgreSQL 17.4 on x86_64-pc-linux-gnu, compiled by …": the first two words say what runs.
          version: database.value ? database.value.split(' ').slice(0, 2).join(' ') : null,
        },
        storage: { kind: ctx.storage.kind, state: storage.state, latencyMs: storage.latencyMs },
        redis: { state: redis.state, latencyMs: redis.latencyMs, usedMemoryBytes: redis.value ?? null },
        cacheBus: bus ? (bus.isListening ? 'ok' : 'down') : 'not configured',
      };
      return ok(info);
    },
  );

  app.get(
    cacheMonitor.path,
    {
      onRequest: app.requirePerm(`${cacheMonitor.perm}:list`),
      schema: { tags, security, summary: 'The caches of this process (monitor:cache:list)' },
    },
    async () => {
      let redisKeys: number | null = null;
      if (ctx.redis) {
        const counted = await timed(async () => {
          const client = ctx.redis!.client;
          // SCAN's pattern is not prefixed by the client: name this deployment's prefix in it.
          const match = `${client.options.keyPrefix ?? ''}*`;
          let cursor = '0';
          let n = 0;
          do {
            const [next, keys] = await client.scan(cursor, 'MATCH', match, 'COUNT', 1000);
            cursor = next;
            n += keys.length;
          } while (cursor !== '0' && n < REDIS_KEYS_COUNTED);
          return n;
        });
        redisKeys = counted.value ?? null;
      }
      const info: CacheInfo = {
        responses: { entries: ctx.cache.size, maxEntries: ctx.cache.maxEntries, ttlMs: ctx.cache.ttlMs },
        redisKeys,
      };
      return ok(info);
    },
  );

  app.delete(
    cacheMonitor.path,
    {
      onRequest: app.requirePerm(`${cacheMonitor.perm}:remove`),
      // The response cache of every process is cleared (here and through the cache bus) once this answers.
      config: { invalidatesCache: true },
      schema: {
        tags,
        security,
        summary: 'Clear the public answers and settings cached by every process (monitor:cache:remove)',
      },
    },
    async (req) => {
      ctx.clearConfigCache();
      await recordOperation(ctx, req, { module: cacheMonitor.perm, action: 'other', targetName: 'clear' });
      return ok();
    },
  );
}
