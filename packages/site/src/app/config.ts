/**
 * Build-time configuration (Vite env). Third-party URLs come from here so that tests and local builds never call
 * an outside service: without them the Ship button is not shown and no usage event is sent.
 */
export interface SiteConfig {
  /** External shipping service login (the top bar's Ship button). */
  shipUrl: string | null;
  /** Third-party data-collection endpoint the Ship button reports to. */
  shipEventUrl: string | null;
  /** `cn` or `global` forces the site variant; otherwise the host decides. */
  buildVariant: string | null;
  /** Hosts of the Chinese-market variant, comma separated. */
  cnHosts: string[] | null;
  /** App version sent as versionName / versionCode with the Ship event. */
  versionName: string;
  versionCode: string;
  /**
   * The public origin (`https://www.example.com`) of canonical and hreflang URLs and the sitemap, fixed at
   * build time (VITE_SITE_ORIGIN); null: `DEFAULT_SITE_ORIGIN`.
   */
  siteOrigin: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Only http(s) URLs are accepted, so a mistyped env value cannot become a `javascript:` link. */
const httpUrl = (value: unknown): string | null => {
  const v = text(value);
  if (!v) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * Canonical, hreflang and sitemap URLs use this origin when VITE_SITE_ORIGIN is not set (the prerender warns),
 * in the static HTML and after client-side navigation alike.
 */
export const DEFAULT_SITE_ORIGIN = 'https://www.labelwise.com';

/** An http(s) origin without path (`https://x.example/` → `https://x.example`); anything else is ignored. */
const httpOrigin = (value: unknown): string | null => {
  const url = httpUrl(value);
  return url ? new URL(url).origin : null;
};

export function readConfig(env: Record<string, unknown> = import.meta.env): SiteConfig {
  const hosts = text(env.VITE_CN_HOSTS);
  return {
    shipUrl: httpUrl(env.VITE_SHIP_URL),
    shipEventUrl: httpUrl(env.VITE_SHIP_EVENT_URL),
    buildVariant: text(env.VITE_SITE_VARIANT),
    cnHosts: hosts
      ? hosts
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean)
      : null,
    versionName: text(env.VITE_APP_VERSION) ?? '0.1.0',
    versionCode: text(env.VITE_APP_VERSION_CODE) ?? '1',
    siteOrigin: httpOrigin(env.VITE_SITE_ORIGIN),
  };
}

export const siteConfig: SiteConfig = readConfig();
