/**
 * Permissions by effect: what a write changes for visitors decides the permission it needs, whatever route it takes.
 * One table, read by the API (which refuses) and the admin (which hides or disables what would be refused). Zod-free,
 * also the `@labelwise/contract/effects` entry.
 */

/** The role that passes every check. */
export const ADMIN_ROLE_KEY = 'admin';
/** The permission that passes every check. */
export const ALL_PERMISSIONS = '*:*:*';

/** What a caller holds, as `/getInfo` answers it. */
export interface Holder {
  roles: readonly string[];
  permissions: readonly string[];
}

/** `*:*:*` and the `admin` role hold everything; a held code may use `*` segments (`site:*:list`). */
export function holdsPermission(holder: Holder, perm: string): boolean {
  if (holder.roles.includes(ADMIN_ROLE_KEY)) return true;
  const want = perm.split(':');
  return holder.permissions.some((held) => {
    if (held === ALL_PERMISSIONS || held === perm) return true;
    const h = held.split(':');
    return h.length === want.length && h.every((seg, i) => seg === '*' || seg === want[i]);
  });
}

/**
 * Every effect a write can have on what visitors see or download, and the permission it needs. `{kind}` stands for
 * the content kind (`notice`, `guide`, …); `userAccount` needs every permission the target user holds.
 */
export const EFFECTS = {
  /** Adding, re-pointing (URL, checksum, key) or deleting a download link of `dataConfig.json`: the installers. */
  installerLink: { permission: 'site:driver:edit' },
  /**
   * Uploading an installer file (exe, pkg, deb, gz, zip, dmg), pointing a manual at one, or publishing content that
   * links one visitors cannot download yet.
   */
  installerFile: { permission: 'site:driver:edit' },
  /** A driver becoming, changing or ceasing to be published, in any model+os slot, empty or not. */
  driverSlot: { permission: 'site:driver:edit' },
  /** A manual becoming, changing or ceasing to be published for a model. */
  manualSlot: { permission: 'site:manual:edit' },
  /**
   * A model's identity (name, brand, guide path) or visibility changing while visitors download through it, its
   * deletion then, or a new model taking another's name or guide path (a look-alike).
   */
  modelIdentity: { permission: 'site:driver:edit' },
  /** A published content item shown, hidden, moved or deleted outside the publish step. */
  contentVisibility: { permission: 'site:{kind}:publish' },
  /** Seeing saved drafts of a kind in the page preview. */
  draftPreview: { permission: 'site:{kind}:query' },
  /** Resetting the password of, editing (e-mail included), disabling or deleting a user. */
  userAccount: { permission: 'every permission of the user' },
} as const;

export type Effect = keyof typeof EFFECTS;

/** The file types that are installers (the `installerFile` effect): a role without its permission cannot upload them. */
export const INSTALLER_EXTENSIONS: readonly string[] = ['exe', 'pkg', 'deb', 'gz', 'zip', 'dmg'];
export const isInstallerExt = (ext: string): boolean => INSTALLER_EXTENSIONS.includes(ext.toLowerCase());
export const EFFECT_NAMES = Object.keys(EFFECTS) as Effect[];

/** What an effect is about: the content kind, or the permissions and roles of the user acted on. */
export interface EffectSubject {
  kind?: string;
  target?: Holder;
}

/** The codes the effect needs for `subject` (all of them); `admin` when only the admin role will do. */
export function effectPermissions(effect: Effect, subject: EffectSubject = {}): string[] {
  if (effect === 'userAccount') {
    const target = subject.target ?? { roles: [], permissions: [] };
    return target.roles.includes(ADMIN_ROLE_KEY) ? [ALL_PERMISSIONS] : [...target.permissions];
  }
  const template: string = EFFECTS[effect].permission;
  if (template.includes('{kind}')) {
    if (!subject.kind) throw new Error(`effect ${effect} needs a content kind`);
    return [template.replace('{kind}', subject.kind)];
  }
  return [template];
}

/** Whether `holder` may cause `effect`; when not, the first permission it lacks (the refusal's `permission`). */
export function effectAllowed(
  holder: Holder,
  effect: Effect,
  subject: EffectSubject = {},
): { allowed: true } | { allowed: false; permission: string } {
  for (const perm of effectPermissions(effect, subject)) {
    if (perm === ALL_PERMISSIONS ? !isAllHolder(holder) : !holdsPermission(holder, perm))
      return { allowed: false, permission: perm };
  }
  return { allowed: true };
}

const isAllHolder = (h: Holder) => h.roles.includes(ADMIN_ROLE_KEY) || h.permissions.includes(ALL_PERMISSIONS);

/** The `params` of a 403 refused by effect, beside the reason's own: which rule, and the permission it needs. */
export interface EffectRefusalParams {
  effect: Effect;
  permission: string;
}
