import type { Locale } from '@labelwise/ui';
import type { SiteConfig } from './config';

/** The usage event's form fields: code sw_website_upright, systemType Web, id 0, model empty. */
export function shipEventBody(): URLSearchParams {
  return new URLSearchParams({ code: 'sw_website_upright', systemType: 'Web', id: '0', model: '' });
}

export function shipEventHeaders(
  config: Pick<SiteConfig, 'versionName' | 'versionCode'>,
  locale: Locale,
  userAgent: string,
  mobile: boolean,
) {
  return {
    versionName: config.versionName,
    versionCode: config.versionCode,
    lang: locale,
    // Header values must be ISO-8859-1; a UA with other characters would make fetch throw before sending.
    ua: userAgent.replace(/[^\x20-\x7e]/g, ''),
    device: mobile ? 'mobile' : 'desktop',
  };
}

/**
 * Fires the Ship button's data-collection POST and ignores the outcome.
 * `keepalive` lets the request finish while the new tab opens. Never throws.
 */
export function sendShipEvent(config: SiteConfig, locale: Locale, fetchImpl?: typeof fetch): void {
  if (!config.shipEventUrl) return;
  const nav = typeof navigator !== 'undefined' ? navigator : null;
  const mobile = typeof window !== 'undefined' && window.innerWidth < 992;
  try {
    // Plain fetch, not ky: this fire-and-forget call sits in the entry chunk, and ky is only needed by pages.
    const send = fetchImpl ?? globalThis.fetch;
    void send(config.shipEventUrl, {
      method: 'POST',
      body: shipEventBody(),
      headers: shipEventHeaders(config, locale, nav?.userAgent ?? '', mobile),
      keepalive: true,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
  } catch {
    // Fire and forget: an analytics failure must never affect the visitor.
  }
}
