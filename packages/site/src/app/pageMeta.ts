import { toBcp47, type Locale } from '@labelwise/ui';
import type { PublishedContent } from '@labelwise/contract';
import type { IntlShape } from 'react-intl';
import { connectionName, guideBySlug } from '../content/guides';
import { driverFeedPath } from '@labelwise/contract/guides';
import { hreflangAlternates, type RouteDef } from '../logic/routes';

/** What a page puts in `<head>`: the same data in the prerendered HTML and after client-side navigation. */
export interface PageMeta {
  /** `<html lang>` (BCP 47: `de-DE`). */
  lang: string;
  title: string;
  description: string;
  /** Absolute canonical URL; aliases (`/features`) point at their main page (`/contactUs`). */
  canonical: string;
  /** hreflang alternates including x-default; empty for hidden pages (404). */
  alternates: Array<{ hreflang: string; href: string }>;
  /** Hidden pages (404) ask search engines not to index them. */
  noindex: boolean;
  /** Atom feeds of the page (a guide's driver releases), for feed readers to discover. */
  feeds?: Array<{ title: string; href: string }>;
}

type Formatter = Pick<IntlShape, 'formatMessage' | 'formatList'>;

/**
 * A route's title and description as operators published them (a doctor landing page: its symptom's name and lead),
 * or null for the compiled messages. The heading, the crumb, the head and the header search all read this, so a
 * renamed symptom has one name everywhere.
 */
export function publishedRouteWords(
  route: Pick<RouteDef, 'symptom'>,
  content: PublishedContent | null | undefined,
): { title: string; description: string } | null {
  const text = route.symptom ? content?.doctor[route.symptom]?.text : undefined;
  return text ? { title: text.name, description: text.lead } : null;
}

/** The title a page shows in the crumb and the head: the published one, else its route message. */
export function routeTitle(route: RouteDef, intl: Pick<IntlShape, 'formatMessage'>, content?: PublishedContent | null) {
  return publishedRouteWords(route, content)?.title ?? intl.formatMessage({ id: route.title }, route.titleValues);
}

/**
 * Title, description, canonical and hreflang links of a route in a locale (`origin` without a trailing slash), with
 * the words `content` publishes for it (absent or null: the compiled ones).
 */
export function pageMeta(
  route: RouteDef,
  locale: Locale,
  intl: Formatter,
  origin: string,
  content?: PublishedContent | null,
): PageMeta {
  const published = publishedRouteWords(route, content);
  const guide = route.guide ? guideBySlug(route.guide) : undefined;
  const connections = guide
    ? intl.formatList(guide.connections.map((c) => intl.formatMessage({ id: connectionName[c] })))
    : '';
  const values = { ...route.titleValues, connections };
  const page = published?.title ?? intl.formatMessage({ id: route.title }, values);
  const title =
    route.path === '/'
      ? `${intl.formatMessage({ id: 'site.route.siteName' })} | ${page}`
      : intl.formatMessage({ id: 'site.route.documentTitle' }, { page });
  const lang = toBcp47(locale);
  const all = hreflangAlternates(route, origin);
  const canonical = all.find((a) => a.hreflang === lang)?.href ?? all[all.length - 1]!.href;
  return {
    lang,
    title: String(title),
    description: published?.description ?? String(intl.formatMessage({ id: route.description }, values)),
    canonical,
    alternates: route.hidden ? [] : all,
    noindex: route.hidden,
    feeds: guide
      ? [
          {
            title: String(intl.formatMessage({ id: 'site.releases.feedTitle' }, { model: guide.name })),
            href: `${origin}${driverFeedPath({ guidePath: `/${guide.slug}`, name: guide.name })}`,
          },
        ]
      : [],
  };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/** The `<head>` tags of a page as HTML, for the prerendered documents. */
export function pageMetaHtml(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...meta.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    ...(meta.feeds ?? []).map(
      (f) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}" />`,
    ),
  ];
  return tags.join('\n    ');
}
