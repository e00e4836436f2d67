import { checkPermi, checkRole } from '../permissions/check';
import type { Access } from './types';

/* Rules are read from the top level (RuoYi's static routes) or from `meta`, on any route shape. */

function stringList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
}

function rulesOf(route: object): { roles?: readonly string[]; permissions?: readonly string[] } {
  const record = route as Record<string, unknown>;
  const meta = (typeof record.meta === 'object' && record.meta !== null ? record.meta : {}) as Record<string, unknown>;
  return {
    roles: stringList(record.roles) ?? stringList(meta.roles),
    permissions: stringList(record.permissions) ?? stringList(meta.permissions),
  };
}

/**
 * Whether the user may see a route: with permissions, holding any of them; else with roles, holding any
 * of them; with neither, everyone. An empty list here is data, not a programming error, so it means "no rule".
 */
export function canAccess(route: object, access: Access): boolean {
  const { roles, permissions } = rulesOf(route);
  if (permissions && permissions.length > 0) return checkPermi(access.permissions, permissions, 'any');
  if (roles && roles.length > 0) return checkRole(access.roles, roles, 'any');
  return true;
}

/**
 * Keeps the routes the user may see, at every depth (RuoYi's `filterDynamicRoutes`, which only looked at the top
 * level; a hidden child route with its own rule is filtered too). Returns new arrays; the input is untouched.
 */
export function filterAsyncRoutes<R extends object>(routes: readonly R[], access: Access): R[] {
  const kept: R[] = [];
  for (const route of routes) {
    if (!canAccess(route, access)) continue;
    const children = (route as { children?: unknown }).children;
    kept.push(
      Array.isArray(children) ? { ...route, children: filterAsyncRoutes(children as object[], access) } : route,
    );
  }
  return kept;
}
