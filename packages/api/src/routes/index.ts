import type { App, Ctx } from '../context.js';
import adminRoutes from './admin/index.js';
import contactRoutes from './contact.js';
import doctorRoutes from './doctor.js';
import publishedContentRoutes from './content.js';
import fileRoutes from './files.js';
import healthRoutes from './health.js';
import publicRoutes from './public.js';
import publicReleaseRoutes from './publicReleases.js';
import publicCompatRoutes from './publicCompat.js';
import sessionRoutes from './session.js';
import vitalsRoutes from './vitals.js';

/** Every route under the API prefix, in the order the OpenAPI document lists them. */
export default async function apiRoutes(app: App, { ctx }: { ctx: Ctx }) {
  await healthRoutes(app, ctx);
  await publicRoutes(app, ctx);
  await publicReleaseRoutes(app, ctx);
  await publicCompatRoutes(app, ctx);
  await publishedContentRoutes(app, ctx);
  await contactRoutes(app, ctx);
  await sessionRoutes(app, ctx);
  await fileRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await vitalsRoutes(app, ctx);
  await doctorRoutes(app, ctx);
}
