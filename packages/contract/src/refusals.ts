/**
 * Why the API refused a request, as a code with parameters: the admin words each code in the user's language, so
 * the server's English `msg` (kept for logs and API callers) is never what an operator reads. Zod-free, also the
 * `@labelwise/contract/refusals` entry. A refusal rides in the error envelope's `data` as `{reason, field, params}`.
 *
 * Each entry lists its parameters and says in English what the admin must say; the admin's six-locale sentences
 * are keyed by these codes, and a test fails when one is missing.
 */
export const REFUSALS = {
  /** The route's own permission is missing. */
  needsPermission: { params: ['permission'], en: 'This needs the permission {permission}.' },
  /** The caller holds no role at all. */
  noRole: { params: [], en: 'Your account has no role yet. Ask an administrator.' },
  /** The account's password was set by an administrator (an import) and must be changed before anything else. */
  passwordChangeRequired: {
    params: [],
    en: 'Change your password first: your account may do nothing else until then.',
  },
  /** An installer file type (`installerFile` effect). */
  installerUpload: {
    params: ['ext', 'permission'],
    en: '.{ext} files are installers: uploading one needs the permission {permission}.',
  },
  /** A manual pointing at an installer file. */
  manualInstaller: {
    params: ['permission'],
    en: 'This file is an installer; a manual would publish it, which needs the permission {permission}.',
  },
  /** Publishing a content item whose draft links an installer file visitors cannot download yet. */
  contentInstaller: {
    params: ['permission'],
    en: 'This draft links an installer file that visitors cannot download yet; publishing it would offer that file, which needs the permission {permission}.',
  },
  /** A download link of the installers being added, re-pointed or deleted. */
  installerLink: {
    params: ['permission'],
    en: 'Download links are live for visitors at once: changing them needs the permission {permission}.',
  },
  /** `what` is `driver`, `release` or `manual`. */
  publishDownload: {
    params: ['what', 'permission'],
    en: 'Saving this as published changes what visitors download, which needs the permission {permission}. Save it as hidden instead.',
  },
  /** Changing a published item or publishing a hidden one. */
  changePublished: {
    params: ['what', 'permission'],
    en: 'This item is, or would become, published: changing it needs the permission {permission}.',
  },
  deletePublished: {
    params: ['what', 'id', 'permission'],
    en: 'Item {id} is published; deleting it withdraws it from visitors, which needs the permission {permission}.',
  },
  /** A model's name, brand, guide path or status changing while visitors download through it. */
  modelServed: {
    params: ['model', 'permission'],
    en: 'Visitors download through model {model}: changing its name, brand, guide path or status needs the permission {permission}.',
  },
  /** A model taking another's name or guide path. */
  modelLookAlike: {
    params: ['model', 'permission'],
    en: 'Model {model} already answers to this name or guide path; a look-alike needs the permission {permission}.',
  },
  /** `what` is `drivers` or `manuals`. */
  modelHasPublished: {
    params: ['model', 'what', 'permission'],
    en: 'Model {model} has published downloads, which deleting it would delete; that needs the permission {permission}.',
  },
  contentPublished: {
    params: ['permission'],
    en: 'The item is published: showing, hiding, moving or deleting it needs the permission {permission}.',
  },
  userHoldsMore: {
    params: ['user', 'permission'],
    en: 'User {user} holds the permission {permission}, which you do not; only someone holding all of theirs may change them.',
  },
  ownAccountDelete: { params: [], en: 'You cannot delete your own account.' },
  ownAccountDisable: { params: [], en: 'You cannot disable your own account.' },
  ownSessionEnd: { params: [], en: 'This is your own session: sign out instead.' },
  passwordTooShort: { params: ['min'], en: 'The password must be at least {min} characters long.' },
  passwordWeak: {
    params: [],
    en: 'This password is too easy to guess (a common password, or close to the user name). Try several unrelated words.',
  },
  passwordReused: { params: ['count'], en: 'Choose a password that is not one of your last {count}.' },
  adminAccountOnly: { params: [], en: 'Only an administrator can change an administrator account.' },
  adminRoleGrant: { params: [], en: 'Only an administrator can grant the administrator role.' },
  /** A role or permission the caller does not hold itself. */
  grantUnheld: { params: ['permission'], en: 'You cannot grant {permission}: you do not hold it yourself.' },
  revokeUnheld: { params: ['permission'], en: 'You cannot take away {permission}: you do not hold it yourself.' },
  adminRoleExists: { params: [], en: 'The administrator role already exists.' },
  adminRoleFixed: { params: [], en: 'The administrator role cannot be changed or deleted.' },
  alreadyExists: { params: [], en: 'This value is already in use; choose another.' },
  inUse: { params: [], en: 'Still used by other records, so it cannot be removed.' },
  inUseByUsers: { params: [], en: 'Users still belong to it; move them or take it from them first.' },
  inUseByParcels: { params: [], en: 'Tracked parcels still use this forwarder.' },
  hasChildren: { params: [], en: 'It has entries below it; delete or move them first.' },
  childrenActive: { params: [], en: 'Departments below it are still enabled; disable them first.' },
  missingReference: { params: [], en: 'The selected item no longer exists; choose again.' },
  parentDisabled: { params: [], en: 'The parent is disabled.' },
  parentCycle: { params: [], en: 'It cannot be placed below itself or one of its own entries.' },
  treeTooDeep: { params: ['max'], en: 'This would make the tree deeper than {max} levels.' },
  buttonNoChildren: { params: [], en: 'A button cannot have entries below it.' },
  menuPathRequired: { params: [], en: 'A directory or page needs a route path.' },
  builtInConfig: { params: ['key'], en: 'The built-in setting {key} cannot be deleted.' },
  unknownDictType: { params: [], en: 'This dictionary type does not exist.' },
  forwarderInactive: { params: [], en: 'This forwarder is disabled; choose an active one.' },
  verifiedOnRequired: { params: [], en: 'Enter the date it was verified.' },
  notAnOption: { params: [], en: 'Choose one of the offered values.' },
  required: { params: [], en: 'This field is required.' },
  tooLong: { params: [], en: 'This value is too long.' },
  invalidValue: { params: [], en: 'This value was not accepted.' },
  noDraft: { params: [], en: 'There is no draft.' },
  draftChanged: { params: [], en: 'Someone changed the draft since you opened it; reload it before publishing.' },
  neverPublished: { params: [], en: 'It was never published, so there is nothing to go back to; delete it instead.' },
  /** Publishing a symptom tree that names a step whose words are not published (the site would skip the step). */
  doctorStepUnpublished: {
    params: ['step'],
    en: 'Step {step} has no published words yet: publish it under Printer doctor steps first, or take it out of the tree.',
  },
  /** Deleting a printer doctor step that symptom trees name; `trees` lists them. */
  doctorStepInUse: {
    params: ['step', 'trees'],
    en: 'Step {step} is used by the symptom trees {trees}: take it out of them first.',
  },
  notPlayable: { params: [], en: 'The file is not a playable MP4 video.' },
  fileTooLarge: { params: ['maxMb'], en: 'The file is larger than the limit of {maxMb} MB.' },
  fileTypeMismatch: { params: ['ext'], en: 'The file’s content is not a .{ext} file.' },
  fileEmpty: { params: [], en: 'The file is empty.' },
  stillProcessing: { params: [], en: 'The same submission is still being processed.' },
  notFound: { params: [], en: 'It no longer exists; reload the list.' },
  importRows: {
    params: ['count'],
    en: '{count, plural, one {# row was} other {# rows were}} not accepted, so nothing was imported.',
  },
  importNotTemplate: { params: [], en: 'This file is not the import template; download the template and fill it in.' },
  importTooManyRows: { params: ['max'], en: 'The file has more than {max} rows; split it into smaller files.' },
  /** Imported users get the initial password from System → Config; it must pass the password policy. */
  importInitPassword: {
    params: [],
    en: 'The initial password in System → Configuration (sys.user.initPassword) is not set or does not meet the password policy, so no user was imported. Set a stronger one there and import again.',
  },
  /** A password change whose current password is wrong. */
  currentPasswordWrong: { params: [], en: 'The current password is not correct.' },
  /** An avatar whose content is not a PNG, JPEG or WebP picture, or one that cannot be decoded. */
  avatarNotImage: { params: [], en: 'Choose a PNG, JPEG or WebP picture.' },
} as const satisfies Record<string, { params: readonly string[]; en: string }>;

export type RefusalCode = keyof typeof REFUSALS;
export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];
export type RefusalParams = Record<string, string | number>;

/** What the error envelope's `data` carries for a refusal. */
export interface Refusal {
  reason: RefusalCode;
  /** The API field it concerns, as the API spells it (`userId`, `file`). */
  field?: string;
  params: RefusalParams;
}

const isCode = (value: unknown): value is RefusalCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(REFUSALS, value);

/** The refusal in an error envelope's `data`; `undefined` when it carries none (or one this build does not know). */
export function readRefusal(data: unknown): Refusal | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { reason, field, params } = data as Record<string, unknown>;
  if (!isCode(reason)) return undefined;
  const clean: RefusalParams = {};
  if (typeof params === 'object' && params !== null)
    for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') clean[k] = v;
  return { reason, params: clean, ...(typeof field === 'string' ? { field } : {}) };
}

/** What `/common/upload/limits` answers: the upload limit in force (`sys.upload.maxSizeMb`, capped by the server). */
export interface UploadLimits {
  maxSizeMb: number;
}

/** Bytes as the MB figure a limit is named by (1 MB = 1024 × 1024 bytes), to one decimal. */
export const bytesToMb = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;
