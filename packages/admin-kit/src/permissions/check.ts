/** The role that passes every role check. */
export const SUPER_ADMIN_ROLE = 'admin';
/** The permission that passes every permission check. */
export const ALL_PERMISSION = '*:*:*';

/** `any`: holding one of the required values is enough; `all`: every one is needed. */
export type MatchMode = 'any' | 'all';

function requireNonEmpty(required: readonly string[], gate: 'HasRole' | 'HasPermi', example: string): void {
  // An empty list is a programming error, so it throws: it would silently show or hide the element for everyone.
  if (!Array.isArray(required) || required.length === 0) {
    throw new Error(`[labelwise/admin-kit: ${gate}] needs a non-empty list, e.g. ${example}`);
  }
}

function matches(held: readonly string[], required: readonly string[], mode: MatchMode): boolean {
  const set = new Set(held);
  return mode === 'all' ? required.every((value) => set.has(value)) : required.some((value) => set.has(value));
}

/** Whether `userRoles` satisfy `required`; the `admin` role passes everything. Throws on an empty `required`. */
export function checkRole(userRoles: readonly string[], required: readonly string[], mode: MatchMode = 'any'): boolean {
  requireNonEmpty(required, 'HasRole', `<HasRole any={['admin', 'editor']}>`);
  if (userRoles.includes(SUPER_ADMIN_ROLE)) return true;
  return matches(userRoles, required, mode);
}

/** Whether `userPermissions` satisfy `required`; `*:*:*` passes everything. Throws on an empty `required`. */
export function checkPermi(
  userPermissions: readonly string[],
  required: readonly string[],
  mode: MatchMode = 'any',
): boolean {
  requireNonEmpty(required, 'HasPermi', `<HasPermi any={['system:user:add']}>`);
  if (userPermissions.includes(ALL_PERMISSION)) return true;
  return matches(userPermissions, required, mode);
}
