import type { App, Ctx } from '../context.js';
import { effectsPreHandler } from '../lib/effects.js';
import { definePlugin } from './define.js';

/**
 * Permissions by effect: one `preHandler` for the whole app. Routes that write something visitors see or download
 * name their resource in `config.effects`; the rule itself is the contract's `EFFECTS` table (see lib/effects.ts).
 */
export const effectsPlugin = definePlugin('labelwise-effects', async (app: App, { ctx }: { ctx: Ctx }) => {
  app.addHook('preHandler', effectsPreHandler(ctx));
});
