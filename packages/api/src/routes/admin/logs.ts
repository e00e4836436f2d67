import type { App, Ctx } from '../../context.js';

/** The operation log and the login log (Monitor). */
export default async function logsRoutes(_app: App, _ctx: Ctx) {}
