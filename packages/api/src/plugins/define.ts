import type { App } from '../context.js';

export type AppPlugin<O> = (app: App, opts: O) => Promise<void>;

/**
 * Marks a plugin so Fastify runs it in the parent scope: its decorators and hooks apply to the whole app, as
 * `fastify-plugin` does (the same two symbols), without a dependency for two lines.
 */
export function definePlugin<O>(name: string, fn: AppPlugin<O>): AppPlugin<O> {
  const marked = fn as AppPlugin<O> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
