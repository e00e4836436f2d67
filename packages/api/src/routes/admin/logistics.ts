import type { App, Ctx } from '../../context.js';

/** Forwarders (carriers) and tracked parcels. */
export default async function logisticsRoutes(_app: App, _ctx: Ctx) {}
