import type { SiteMessageId } from '../i18n';

/** Product name used in the download link keys (`{product}Setup_Win64`); the API's `site.product.name`. */
export const PRODUCT = 'Labelwise';

/** The version in the file name used when a link's URL does not carry one. */
export const FALLBACK_INSTALLER_VERSION = '3.8.0';

export const downloadPlatforms = ['Win64', 'Win32', 'Mac', 'Android', 'IOS', 'chrome'] as const;
export type DownloadPlatform = (typeof downloadPlatforms)[number];
export type DownloadKey = `${typeof PRODUCT}Setup_${DownloadPlatform}`;

export interface DownloadLink {
  readonly key: DownloadKey;
  readonly platform: DownloadPlatform;
  /** Null while the installer or store entry is not published: the card says so and offers no button. */
  readonly url: string | null;
  /** Installer version, when the link is a file we serve. */
  readonly version: string | null;
  /** SHA-256 of the file, when published (the `{key}_sha256` keys of dataConfig.json). */
  readonly sha256: string | null;
  /** Name to save the file as. */
  readonly fileName: string | null;
  /** Store or web links open in a new tab instead of downloading. */
  readonly external: boolean;
  readonly label: SiteMessageId;
  readonly note: SiteMessageId | null;
  readonly button: SiteMessageId;
}

export type DownloadLinks = Readonly<Record<DownloadKey, DownloadLink>>;

export const downloadKey = (platform: DownloadPlatform): DownloadKey => `${PRODUCT}Setup_${platform}`;

const installer = (platform: 'Win64' | 'Win32' | 'Mac', version: string) =>
  `${PRODUCT}Setup_${platform}_${version}.${platform === 'Mac' ? 'pkg' : 'exe'}`;

/** Save-as name when the URL names no file (the 3.8.0 installer's name). */
export function fallbackFileName(platform: 'Win64' | 'Win32' | 'Mac'): string {
  return installer(platform, FALLBACK_INSTALLER_VERSION);
}

const file = (platform: 'Win64' | 'Win32' | 'Mac', label: SiteMessageId, note: SiteMessageId): DownloadLink => ({
  key: downloadKey(platform),
  platform,
  url: null,
  version: null,
  sha256: null,
  fileName: null,
  external: false,
  label,
  note,
  button: 'site.download.downloadButton',
});

const store = (
  platform: 'Android' | 'IOS' | 'chrome',
  label: SiteMessageId,
  button: SiteMessageId,
  note: SiteMessageId | null,
): DownloadLink => ({
  key: downloadKey(platform),
  platform,
  url: null,
  version: null,
  sha256: null,
  fileName: null,
  external: true,
  label,
  note,
  button,
});

/**
 * The download entries before `/resources/dataConfig.json` answers: their names and notes, and no address. Only the
 * API knows what is published (a production site may have no installer yet, the demo site has stand-ins), so the
 * site never offers an address of its own.
 */
export const defaultDownloadLinks: DownloadLinks = {
  [downloadKey('Win64')]: file('Win64', 'site.download.windows64', 'site.download.windowsRequirement'),
  [downloadKey('Win32')]: file('Win32', 'site.download.windows32', 'site.download.windowsRequirement'),
  [downloadKey('Mac')]: file('Mac', 'site.download.mac', 'site.download.macRequirement'),
  [downloadKey('Android')]: store('Android', 'site.download.android', 'site.download.androidButton', null),
  [downloadKey('IOS')]: store('IOS', 'site.download.ios', 'site.download.iosButton', null),
  [downloadKey('chrome')]: store(
    'chrome',
    'site.download.chromeTitle',
    'site.download.chromeButton',
    'site.download.chromeBody',
  ),
} as DownloadLinks;

/** Driver entries of the Download page: they lead to the driver finder filtered by system. */
export const driverLinks: ReadonlyArray<{
  readonly os: 'windows' | 'macos' | 'linux';
  readonly label: SiteMessageId;
  readonly to: string;
}> = [
  { os: 'windows', label: 'site.download.driverWindows', to: '/printers?os=windows' },
  { os: 'macos', label: 'site.download.driverMac', to: '/printers?os=macos' },
  { os: 'linux', label: 'site.download.driverLinux', to: '/printers?os=linux' },
];

const SHA256 = /^[0-9a-f]{64}$/i;
const VERSION_IN_NAME = /_(\d+\.\d+\.\d+)\.(?:exe|pkg|dmg|zip|msi)$/i;

/** A URL the page may put in an href: root-relative (not protocol-relative) or http(s). */
export function isSafeDownloadUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return !/[\s\\]/.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The file name a URL names: its `resource`/`fileName` query parameter or its last path segment. */
export function fileNameFromUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const fromQuery = parsed.searchParams.get('resource') ?? parsed.searchParams.get('fileName');
  const candidate = (fromQuery ?? parsed.pathname).split('/').pop() ?? '';
  return /\.[a-z0-9]{2,4}$/i.test(candidate) ? candidate : null;
}

/**
 * The entries `/resources/dataConfig.json` publishes. Pure: unknown keys, non-strings, empty strings and unsafe URLs
 * (javascript:, protocol-relative) are ignored, so a bad config never breaks the page; an entry the config does not
 * publish keeps no address (not published yet). `{key}_sha256` entries set the published checksum. Versions and file
 * names follow the URL.
 */
export function mergeDownloadLinks(defaults: DownloadLinks, dataConfigJson: unknown): DownloadLinks {
  if (typeof dataConfigJson !== 'object' || dataConfigJson === null || Array.isArray(dataConfigJson)) return defaults;
  const config = dataConfigJson as Record<string, unknown>;
  const merged = { ...defaults } as Record<DownloadKey, DownloadLink>;
  for (const key of Object.keys(defaults) as DownloadKey[]) {
    const base = defaults[key];
    let next: DownloadLink = base;
    const url = config[key];
    if (typeof url === 'string' && url.trim() !== '' && isSafeDownloadUrl(url.trim())) {
      const clean = url.trim();
      if (clean !== base.url) {
        const name = base.external ? null : fileNameFromUrl(clean);
        const version = name?.match(VERSION_IN_NAME)?.[1] ?? null;
        next = {
          ...base,
          url: clean,
          version: base.external ? null : version,
          // A new file: the default checksum no longer applies.
          sha256: null,
          fileName: base.external ? null : (name ?? fallbackFileName(base.platform as 'Win64' | 'Win32' | 'Mac')),
        };
      }
    }
    const hash = config[`${key}_sha256`];
    if (!next.external && next.url && typeof hash === 'string' && SHA256.test(hash.trim()))
      next = { ...next, sha256: hash.trim().toLowerCase() };
    merged[key] = next;
  }
  return merged;
}
