import type { App, Ctx } from '../../context.js';
import brandRoutes from './brands.js';
import chartRoutes from './chart.js';
import compatRoutes from './compat.js';
import configRoutes from './config.js';
import contentRoutes from './content.js';
import contactMessageRoutes from './contact.js';
import dictRoutes from './dict.js';
import driverRoutes from './drivers.js';
import fileRoutes from './files.js';
import linkRoutes from './links.js';
import { collectLists, registerListExports } from './listExport.js';
import logisticsRoutes from './logistics.js';
import logRoutes from './logs.js';
import manualRoutes from './manuals.js';
import menuRoutes from './menus.js';
import modelRoutes from './models.js';
import monitorRoutes from './monitor.js';
import onlineRoutes from './online.js';
import orgRoutes from './org.js';
import profileRoutes from './profile.js';
import releaseRoutes from './releases.js';
import roleRoutes from './roles.js';
import userRoutes from './users.js';

/** The back office's resources, one module each; every route checks its own permission. */
export default async function adminRoutes(app: App, ctx: Ctx) {
  const lists = collectLists(app);
  for (const routes of [
    dictRoutes,
    configRoutes,
    brandRoutes,
    modelRoutes,
    driverRoutes,
    releaseRoutes,
    manualRoutes,
    chartRoutes,
    compatRoutes,
    linkRoutes,
    contactMessageRoutes,
    userRoutes,
    roleRoutes,
    menuRoutes,
    contentRoutes,
    orgRoutes,
    logRoutes,
    fileRoutes,
    onlineRoutes,
    monitorRoutes,
    logisticsRoutes,
    profileRoutes,
  ]) {
    await routes(app, ctx);
  }
  registerListExports(app, lists);
}
