import type { App, Ctx } from '../context.js';
import { requireAuth, requireOperator, requirePerm } from '../lib/auth.js';
import { definePlugin } from './define.js';

/**
 * Sessions: `request.auth` (null until a guard or `authenticate` reads the bearer token) and the guards routes put
 * in `onRequest`, so they run before the body is parsed: `app.requireAuth`, `app.requirePerm('site:brand:edit')`,
 * `app.requireOperator` (signed in with a role).
 */
export const authPlugin = definePlugin('labelwise-auth', async (app: App, { ctx }: { ctx: Ctx }) => {
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', requireAuth(ctx));
  app.decorate('requireOperator', requireOperator(ctx));
  app.decorate('requirePerm', (perm: string) => requirePerm(ctx, perm));
});
