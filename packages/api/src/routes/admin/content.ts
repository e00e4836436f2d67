import type { App, Ctx } from '../../context.js';

/** Site content: guides, videos, FAQ, home, partners and notices; drafts, preview and publish. */
export default async function contentRoutes(_app: App, _ctx: Ctx) {}
