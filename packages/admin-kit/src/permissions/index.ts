export { ALL_PERMISSION, SUPER_ADMIN_ROLE, checkPermi, checkRole } from './check';
export type { MatchMode } from './check';
export { PermissionsProvider, useEffectAllowed, useHasPermi, useHasRole, usePermissions } from './PermissionsProvider';
export type { PermissionsProviderProps, PermissionsValue } from './PermissionsProvider';
export { HasPermi, HasRole } from './gates';
export type { GateProps } from './gates';
