import type { ReactNode } from 'react';
import { useHasPermi, useHasRole } from './PermissionsProvider';

/** Exactly one of `any` (one of them is enough) or `all` (every one is needed). */
export type GateProps = ({ any: readonly string[]; all?: never } | { all: readonly string[]; any?: never }) & {
  children?: ReactNode;
  /** Rendered instead when the user lacks them; default nothing (the element is removed). */
  fallback?: ReactNode;
};

function modeOf(props: GateProps): { required: readonly string[]; mode: 'any' | 'all' } {
  return props.all !== undefined ? { required: props.all, mode: 'all' } : { required: props.any ?? [], mode: 'any' };
}

/** Renders its children only for users holding the roles (RuoYi's `v-hasRole` / `v-hasRoleOr`). */
export function HasRole(props: GateProps) {
  const { required, mode } = modeOf(props);
  return useHasRole(required, mode) ? <>{props.children}</> : <>{props.fallback ?? null}</>;
}

/** Renders its children only for users holding the permissions (RuoYi's `v-hasPermi`). */
export function HasPermi(props: GateProps) {
  const { required, mode } = modeOf(props);
  return useHasPermi(required, mode) ? <>{props.children}</> : <>{props.fallback ?? null}</>;
}
