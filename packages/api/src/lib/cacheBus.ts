import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface CacheBusOptions {
  databaseUrl: string;
  /** The schema the app runs in: deployments (and test runs) on one server but different schemas stay apart. */
  schema?: string | undefined;
  /** Called when another process wrote, and after a reconnect (notifications may have been missed meanwhile). */
  onInvalidate: () => void;
  log: FastifyBaseLogger;
}

/**
 * Cross-process invalidation of the public response cache through PostgreSQL LISTEN/NOTIFY (no extra service).
 * One dedicated connection listens (a pooled one could be handed to a query mid-LISTEN); it reconnects with a
 * growing delay after an error. Our own notifications are recognised by an id and ignored.
 */
export class CacheBus {
  readonly channel: string;
  private readonly origin = crypto.randomUUID();
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 100;
  private timer: NodeJS.Timeout | null = null;
  /** Resolves once the first LISTEN is in place (or failed; it then keeps retrying in the background). */
  readonly started: Promise<void>;
  private listening = false;

  constructor(
    private readonly o: CacheBusOptions,
    private readonly publishVia: (channel: string, payload: string) => Promise<void>,
  ) {
    // Channel names are identifiers (at most 63 bytes); the schema name is already restricted to [a-z0-9_].
    this.channel = `lw_cache_${o.schema ?? 'public'}`.slice(0, 63);
    this.started = this.connect();
  }

  get isListening(): boolean {
    return this.listening;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // Named, so an operator can tell the listeners apart in pg_stat_activity.
    const client = new pg.Client({
      connectionString: this.o.databaseUrl,
      application_name: 'labelwise-cache-listener',
    });
    this.client = client;
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== this.origin) this.o.onInvalidate();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
      const reconnected = this.retryMs > 100;
      this.retryMs = 100;
      this.listening = true;
      if (reconnected) {
        this.o.log.info({ channel: this.channel }, 'cache invalidation listener reconnected');
        this.o.onInvalidate();
      }
    } catch (err) {
      this.lost(client, err);
    }
  }

  private lost(client: pg.Client, err: unknown) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.listening = false;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.o.log.warn(
      { err: err instanceof Error ? err.message : String(err), retryInMs: this.retryMs },
      'cache invalidation listener lost; reconnecting',
    );
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 5000);
  }

  /** Tells the other processes to drop their cached public answers. */
  async publish(): Promise<void> {
    await this.publishVia(this.channel, this.origin);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = null;
    this.listening = false;
    if (c) await c.end().catch(() => undefined);
  }
}
