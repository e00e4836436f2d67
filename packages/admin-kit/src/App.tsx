import { pageRegistryFromGlob } from './routing/buildRoutes';
import { AdminApp } from './shell/AdminApp';
import { loadLocaleFont } from './shell/cjkFont';
import Dashboard from './pages/dashboard/index';

/**
 * Page components by the key the server's menu names: `./pages/site/driver/index.tsx` is `site/driver/index`.
 * The dashboard is the shell's own constant route, so it is bundled up front instead.
 */
const pages = pageRegistryFromGlob(import.meta.glob(['./pages/**/index.tsx', '!./pages/dashboard/**']), './pages');

/** The Labelwise back office, served at /admin. */
export function App() {
  return <AdminApp pages={pages} dashboard={Dashboard} loadLocaleFont={loadLocaleFont} />;
}
