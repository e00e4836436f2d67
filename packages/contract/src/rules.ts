/**
 * The wire rules without zod: limits, enum values, patterns and small pure validators. The public site imports this
 * entry (`@labelwise/contract/rules`) to stay inside its script budget; the zod schemas in this package are built
 * from the same constants, so the browser, the admin and the API reject at the same boundary.
 */

import { CONTENT_LOCALES } from './locales.js';

export { CONTENT_LOCALES, type ContentLocale } from './locales.js';
export { searchKey } from './searchKey.js';

// ---------- envelope ----------

/** Default message per envelope code (English; clients translate by code). */
export const CODE_MESSAGES: Readonly<Record<number, string>> = {
  200: 'Operation successful',
  400: 'Bad request',
  401: 'Authentication failed, cannot access system resources',
  403: 'No permission for the current operation',
  404: 'Requested resource does not exist',
  409: 'Conflict with existing data',
  413: 'Request body too large',
  415: 'Unsupported media type',
  429: 'Too many requests, please retry later',
  500: 'Unknown system error, please report to the administrator',
  503: 'Service unavailable',
};
export const OK_MESSAGE = 'Operation successful';

// ---------- pagination and sorting ----------

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const PAGE_NUM_MAX = 1_000_000;
/** The largest id (PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647;
/** RuoYi's `isAsc` values (its tables send `ascending`/`descending`; `asc`/`desc` are accepted too). */
export const SORT_DIRECTIONS = ['ascending', 'descending', 'asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const SORT_MAX = 100_000;

// ---------- shared text rules ----------

/** Identifier-like text: letters, digits and a few separators; no quotes, semicolons or comment markers. */
export const SAFE_TEXT = /^[\p{L}\p{N} ._+\-/()#&,]*$/u;
/** A key such as a dict type or config key. */
export const KEY_TEXT = /^[A-Za-z0-9_.:-]+$/;
/** Control characters other than tab, LF and CR: never accepted in free text. */
// eslint-disable-next-line no-control-regex -- the point of the pattern is to find control characters
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** Text without control characters other than tab, LF and CR (the free-text rule). */
// eslint-disable-next-line no-control-regex -- the pattern exists to refuse control characters
export const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/** zod 4's `z.email()` rule; the API's email schema is built with it (`z.email({ pattern: EMAIL_PATTERN })`). */
/* eslint-disable no-useless-escape -- zod's own source, character for character, so the test can compare them */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */
export const EMAIL_MAX = 254;
export const PHONE_PATTERN = /^[0-9+()\-. ]*$/;
export const PHONE_MAX = 40;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const SHA256_PATTERN = /^[a-f0-9]{64}$/;
export const VERSION_PATTERN = /^[A-Za-z0-9._+-]+$/;
export const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/;
/**
 * A path on this site: one leading slash. `//host` and `/\host` are refused because browsers read them as another
 * origin (a backslash counts as a slash), so a "site path" field would link off the site.
 */
export const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\]*$/;
export const URL_MAX = 500;

/**
 * The back office's session lives in an `HttpOnly` cookie that script cannot read (a cross-site script on any page
 * of the origin cannot take the session away), `SameSite=Strict`, scoped to the API's paths. The admin asks for it by
 * sending this header with the login; every cookie-authenticated write must carry the same header, which a
 * cross-site form cannot send and a cross-origin script cannot send without a CORS preflight the API refuses.
 * Programs (tests, scripts) use a bearer token in the Authorization header instead.
 */
/** Where the API answers, as browsers see it: the site, the admin and the session cookie's path use it. */
export const API_PREFIX = '/api-v1.0';

export const ADMIN_SESSION_COOKIE = 'lw-admin-session';
export const ADMIN_SESSION_HEADER = 'x-labelwise-session';
export const ADMIN_SESSION_HEADER_VALUE = 'cookie';

export const STATUS_VALUES = ['0', '1'] as const;
export type Status = (typeof STATUS_VALUES)[number];
export const YES_NO = ['Y', 'N'] as const;

// ---------- contact messages ----------

export const CONTACT_ROLES = ['software_user', 'chrome_extension_user', 'driver_user', 'printer_manufacturer'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const CONTACT_OS = ['windows', 'macos', 'linux', 'chromeos', 'ios', 'android', 'other'] as const;
export type ContactOs = (typeof CONTACT_OS)[number];
export const CONTACT_STATUSES = ['new', 'read', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = EMAIL_MAX;
export const CONTACT_PHONE_MAX = PHONE_MAX;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_WEBSITE_MAX = 500;
export const CONTACT_LIMITS = {
  name: CONTACT_NAME_MAX,
  email: CONTACT_EMAIL_MAX,
  phone: CONTACT_PHONE_MAX,
  message: CONTACT_MESSAGE_MAX,
} as const;

// ---------- catalog ----------

export const DRIVER_OS = ['windows', 'macos', 'linux'] as const;
export type DriverOs = (typeof DRIVER_OS)[number];
export const CONNECTIONS = ['usb', 'bluetooth', 'wifi'] as const;
export type Connection = (typeof CONNECTIONS)[number];
/**
 * Print-head resolutions a printer model may be recorded with, in dpi. A model's is null until someone has checked
 * it on the printer (its rating label or self-test page): the site then gives both resolutions' settings.
 */
export const PRINT_RESOLUTIONS = [203, 300] as const;
export type PrintResolution = (typeof PRINT_RESOLUTIONS)[number];
/** Whether `value` is a resolution a model may be recorded with; the API reads its column through this. */
export const isPrintResolution = (value: unknown): value is PrintResolution =>
  (PRINT_RESOLUTIONS as readonly unknown[]).includes(value);
export const BRAND_NAME_MAX = 60;
export const SLUG_MAX = 60;
export const MODEL_NAME_MAX = 60;
export const TITLE_MAX = 120;
export const FILE_NAME_MAX = 255;

// ---------- system ----------

export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 30;
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PERMISSION_CODE = /^[a-z*]+:[a-zA-Z*]+:[a-zA-Z*]+$/;
/** Menu types (RuoYi): M directory, C page, F button (a permission only, never a route). */
export const MENU_TYPES = ['M', 'C', 'F'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger', ''] as const;
export const CHALLENGE_STRENGTHS = ['normal', 'strong'] as const;
export type ChallengeStrength = (typeof CHALLENGE_STRENGTHS)[number];

// ---------- web vitals ----------

export const VITAL_METRICS = ['LCP', 'CLS', 'INP'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];
export const VITAL_LOCALES = CONTENT_LOCALES;
export const VITAL_NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export const VITAL_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
/** web-vitals' thresholds: above the first is "needs improvement", above the second "poor". */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, readonly [number, number]>> = {
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
};
/** The largest value believed: beyond it a beacon is broken or forged (ms for LCP and INP, unitless CLS). */
export const VITAL_MAX: Readonly<Record<VitalMetric, number>> = { LCP: 120_000, CLS: 100, INP: 60_000 };
export const VITALS_MAX_ENTRIES = 10;
export const VITAL_PATH_MAX = 120;

export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

// ---------- pure validators ----------

export const isEmail = (s: string): boolean => s.length <= EMAIL_MAX && EMAIL_PATTERN.test(s);
export const isPhone = (s: string): boolean => s.length <= PHONE_MAX && PHONE_PATTERN.test(s);
/** Text as the API validates it: control characters dropped, trimmed. */
export const cleanText = (value: unknown): string =>
  typeof value === 'string' ? value.replace(CONTROL_CHARS, '').trim() : '';

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  role: string;
  os: string;
}
export type ContactField = keyof ContactInput;
/** A valid contact message, as the site sends it: the role and system are the contract's values. */
export interface ContactSubmission extends ContactInput {
  role: ContactRole;
  os: ContactOs;
}
/** What is wrong with a field; a form maps each to its own translated message. */
export type ContactProblem = 'required' | 'tooLong' | 'invalid';

/** Trimmed values without control characters: what is validated and what is sent. */
export function normalizeContactMessage(input: Partial<Record<ContactField, unknown>>): ContactInput {
  return {
    name: cleanText(input.name),
    email: cleanText(input.email),
    phone: cleanText(input.phone),
    message: cleanText(input.message),
    role: cleanText(input.role),
    os: cleanText(input.os),
  };
}

/** The contact form's rules, as the API applies them: field → problem; empty when the message would be accepted. */
export function validateContactMessage(
  input: Partial<Record<ContactField, unknown>>,
): Partial<Record<ContactField, ContactProblem>> {
  const v = normalizeContactMessage(input);
  const errors: Partial<Record<ContactField, ContactProblem>> = {};
  if (!v.name) errors.name = 'required';
  else if (v.name.length > CONTACT_NAME_MAX) errors.name = 'tooLong';
  if (!v.email) errors.email = 'required';
  else if (v.email.length > CONTACT_EMAIL_MAX) errors.email = 'tooLong';
  else if (!EMAIL_PATTERN.test(v.email)) errors.email = 'invalid';
  if (v.phone.length > CONTACT_PHONE_MAX) errors.phone = 'tooLong';
  else if (!PHONE_PATTERN.test(v.phone)) errors.phone = 'invalid';
  if (!v.message) errors.message = 'required';
  else if (v.message.length > CONTACT_MESSAGE_MAX) errors.message = 'tooLong';
  if (!(CONTACT_ROLES as readonly string[]).includes(v.role)) errors.role = 'required';
  if (!(CONTACT_OS as readonly string[]).includes(v.os)) errors.os = 'required';
  return errors;
}

/**
 * Store links the seed uses until the business supplies the real ones: the App Store id, the Play Store package and
 * the Chrome Web Store extension id do not exist yet. The development seed publishes them and the site marks them
 * "demo"; the production seed leaves them out, so no made-up link is published until an operator sets the real one.
 */
export const DEMO_STORE_URLS = {
  android: 'https://play.google.com/store/apps/details?id=com.labelwise.app',
  ios: 'https://apps.apple.com/app/labelwise/id0000000000',
  chrome: 'https://chromewebstore.google.com/detail/labelwise',
} as const;

/** Whether a link is one of the seed's stand-in store links. */
export function isDemoStoreUrl(url: string): boolean {
  return (Object.values(DEMO_STORE_URLS) as string[]).includes(url);
}

/**
 * Where the demo seed stores its stand-in files (stub installers, driver zips holding a README, one-page manuals).
 * The storage name is the mark: it travels with every driver, release, manual and download link on the wire without
 * a field of its own, and the API stores an operator's upload under `upload/…`, never here, so a real file cannot
 * be taken for a stand-in. Only outside production does the seed write files here.
 */
export const DEMO_RESOURCE_PREFIX = 'resources/demo/';

/**
 * Whether a stored file name (`resources/demo/drivers/x.zip`) or a download address naming one
 * (`/api-v1.0/common/download/resource?resource=resources%2Fdemo%2F…`) is a demo stand-in.
 */
export function isDemoResource(fileNameOrUrl: string | null | undefined): boolean {
  if (!fileNameOrUrl) return false;
  let name = fileNameOrUrl;
  const query = fileNameOrUrl.indexOf('?');
  if (query >= 0) {
    const resource = new URLSearchParams(fileNameOrUrl.slice(query + 1)).get('resource');
    if (resource === null) return false;
    name = resource;
  }
  return name.replace(/^\/+/, '').startsWith(DEMO_RESOURCE_PREFIX);
}

/** The most rows one .xlsx export writes (narrower filters export the rest). */
export const EXPORT_ROWS_MAX = 100_000;
/** The most columns an export may ask for (every business list has far fewer). */
export const EXPORT_COLUMNS_MAX = 40;
/** The most rows one .xlsx import takes (all or none of them are stored). */
export const IMPORT_ROWS_MAX = 1000;
/** The media type of an .xlsx workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
