import type { ServerRoute } from '../routing/types';

/** A menu page as the API's `buildRouters` sends it: shown, cached, not an external link. */
export function menuPage(name: string, path: string, component: string, title: string, icon: string): ServerRoute {
  return { name, path, hidden: false, component, meta: { title, icon, noCache: false, link: null } };
}

/** A menu directory as `buildRouters` sends it: always shown, and its title is not a link (`noRedirect`). */
export function menuDirectory(
  name: string,
  path: string,
  { title, icon, component = 'Layout' }: { title: string; icon: string; component?: string },
  children: ServerRoute[],
): ServerRoute {
  return {
    name,
    path,
    hidden: false,
    redirect: 'noRedirect',
    component,
    alwaysShow: true,
    meta: { title, icon, noCache: false, link: null },
    children,
  };
}
