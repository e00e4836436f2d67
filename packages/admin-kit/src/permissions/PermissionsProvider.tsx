import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { effectAllowed, type Effect, type EffectSubject } from '@labelwise/contract/effects';
import { checkPermi, checkRole, type MatchMode } from './check';

export interface PermissionsValue {
  roles: readonly string[];
  permissions: readonly string[];
}

const PermissionsContext = createContext<PermissionsValue | null>(null);

export interface PermissionsProviderProps extends PermissionsValue {
  children?: ReactNode;
}

/** Supplies the signed-in user's roles and permissions (from `getInfo`) to the gates below it. */
export function PermissionsProvider({ roles, permissions, children }: PermissionsProviderProps) {
  const value = useMemo(() => ({ roles, permissions }), [roles, permissions]);
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

/** The current roles and permissions. A gate outside the provider is a wiring mistake, so it throws. */
export function usePermissions(): PermissionsValue {
  const value = useContext(PermissionsContext);
  if (!value) throw new Error('[labelwise/admin-kit: permissions] wrap the app in <PermissionsProvider>');
  return value;
}

/** Whether the user holds any (or all) of `required` roles; `admin` passes. Throws on an empty list. */
export function useHasRole(required: readonly string[], mode: MatchMode = 'any'): boolean {
  return checkRole(usePermissions().roles, required, mode);
}

/** Whether the user holds any (or all) of `required` permissions; `*:*:*` passes. Throws on an empty list. */
export function useHasPermi(required: readonly string[], mode: MatchMode = 'any'): boolean {
  return checkPermi(usePermissions().permissions, required, mode);
}

/**
 * Whether the user may cause `effect` (the contract's permissions-by-effect table, the one the API refuses by), so a
 * page offers only what will be accepted.
 */
export function useEffectAllowed(effect: Effect, subject?: EffectSubject): boolean {
  return effectAllowed(usePermissions(), effect, subject).allowed;
}
