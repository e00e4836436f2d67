/**
 * The API's value rules the admin checks before sending, until `@labelwise/contract` exports them: each is written
 * once here and used by every form that has such a field.
 */

/** A key of a role, a dictionary type, a config entry or a download link. */
export const KEY_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** Names and labels shown on the public site (packages/api safeText). */
export const SAFE_TEXT = /^[\p{L}\p{N} ._+\-/()#&,]*$/u;

/** A sort position: a whole number up to 100 000. */
export const isSortNumber = (value: string): boolean => /^\d{1,6}$/.test(value) && Number(value) <= 100_000;
