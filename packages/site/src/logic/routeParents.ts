import { routesForVariant, type RouteDef, type SiteVariant } from './routes';

/**
 * The pages above a nested one, top first: `/shipping` for `/shipping/ups`, `/doctor` for `/doctor/blank-labels`.
 * An ancestor path that is no page of the variant (`/tools` of `/tools/label-pdf`) is left out.
 */
export function parentRoutes(route: RouteDef, variant: SiteVariant = 'global'): RouteDef[] {
  const available = routesForVariant(variant);
  const segments = route.path.split('/').filter(Boolean);
  return segments
    .slice(0, -1)
    .map((_, i) => available.find((r) => r.path === `/${segments.slice(0, i + 1).join('/')}`))
    .filter((r): r is RouteDef => r !== undefined && !r.hidden);
}
