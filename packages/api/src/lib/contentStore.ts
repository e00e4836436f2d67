import { sql, type Kysely } from 'kysely';
import {
  CONTENT_FALLBACK_LOCALE,
  CONTENT_LOCALES,
  type ContentKind,
  type ContentLocale,
  type GuideDriverLink,
  type PublishedContent,
  type PublishedGuide,
  type PublishedItem,
  pickLocale,
} from '@labelwise/contract';
import type { Ctx } from '../context.js';
import type { DB } from '../db/types.js';
import '../db/typesContent.js';
import { publishedDriverSystems } from './catalogQueries.js';
import { downloadUrl } from './dto.js';

/** The `app_meta` key of the published content's version: one row, so every API process on the database agrees. */
export const CONTENT_VERSION_KEY = 'content.version';
// Kept in the public response cache, which every admin write clears in this process and the cache bus clears in
// the others: a version read here is at most one invalidation (or one cache lifetime) old.
const VERSION_CACHE_KEY = '\u0000content:version';
const snapshotCacheKey = (locale: ContentLocale) => `\u0000content:published:${locale}`;
const parsedSnapshots = new WeakMap<object, PublishedContent>();

/** The published content's version: it grows at every publish (and every change to what visitors see). */
export async function contentVersion(ctx: Ctx): Promise<number> {
  const hit = ctx.cache.get(VERSION_CACHE_KEY);
  if (hit) return Number(hit.body);
  const row = await ctx.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', CONTENT_VERSION_KEY)
    .executeTakeFirst();
  const version = Number(row?.value ?? 0);
  ctx.cache.set(VERSION_CACHE_KEY, String(version));
  return version;
}

/**
 * Bumps the version inside the writer's transaction. The row lock orders concurrent publishers on every process, so
 * each publish gets its own number and none is lost.
 */
export async function bumpContentVersion(trx: Kysely<DB>): Promise<number> {
  const row = await sql<{ value: string }>`
    insert into app_meta (key, value) values (${CONTENT_VERSION_KEY}, '1')
    on conflict (key) do update set value = ((app_meta.value)::bigint + 1)::text, updated_at = now()
    returning value`.execute(trx);
  return Number(row.rows[0]!.value);
}

/** The download link set: each link's key and address, in the operators' order (dataConfig.json). */
export async function downloadConfig(ctx: Ctx): Promise<Record<string, string>> {
  const rows = await ctx.db
    .selectFrom('download_links')
    .select(['link_key', 'url'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const out: Record<string, string> = {};
  for (const r of rows) out[r.link_key] = r.url;
  return out;
}

const parse = <T>(json: string | null): T | null => (json === null ? null : (JSON.parse(json) as T));

interface ViewRow {
  id: number;
  kind: string;
  key: string;
  sort: number;
  shared: string | null;
  published_at: Date | null;
  updated_at: Date;
}

/** The text shown for `locale`: its own, else en-us, else the first locale that has one. */
export function pickText<T>(
  texts: Partial<Record<ContentLocale, T>>,
  locale: ContentLocale,
): { text: T; locale: ContentLocale } | null {
  for (const l of [locale, CONTENT_FALLBACK_LOCALE, ...CONTENT_LOCALES]) {
    const text = texts[l];
    if (text !== undefined && text !== null) return { text, locale: l };
  }
  return null;
}

/** The published drivers of the guides' models, titled in `locale` (English where it has no title). */
async function guideDrivers(ctx: Ctx, slugs: string[], locale: ContentLocale): Promise<Map<string, GuideDriverLink[]>> {
  const out = new Map<string, GuideDriverLink[]>();
  if (slugs.length === 0) return out;
  const rows = await ctx.db
    .selectFrom('drivers as d')
    .innerJoin('printer_models as m', 'm.id', 'd.model_id')
    .select([
      'm.guide_path',
      'd.id',
      'd.title',
      'd.title_i18n',
      'd.os',
      'd.version',
      'd.file_size',
      'd.sha256',
      'd.file_name',
    ])
    .where('d.status', '=', '0')
    .where('m.status', '=', '0')
    .where(
      sql<string>`lower(m.guide_path)`,
      'in',
      slugs.map((s) => `/${s.toLowerCase()}`),
    )
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  for (const r of rows) {
    const slug = r.guide_path.slice(1).toLowerCase();
    const list = out.get(slug) ?? [];
    list.push({
      driverId: r.id,
      title: pickLocale({ ...r.title_i18n, 'en-us': r.title }, locale),
      os: r.os,
      version: r.version,
      fileSize: r.file_size,
      sha256: r.sha256,
      url: downloadUrl(r.file_name),
    });
    out.set(slug, list);
  }
  return out;
}

/**
 * Everything visitors see for one locale (en-us fallback applied). With `draft`, each item's saved draft stands in for
 * its published version: what the next publish would show (the preview); `draftKinds` limits that to the kinds
 * named (the ones the previewer may query), the others showing as published.
 */
export async function loadPublishedContent(
  ctx: Ctx,
  locale: ContentLocale,
  options: { draft?: boolean; draftKinds?: readonly string[] } = {},
): Promise<PublishedContent> {
  const draft = options.draft === true;
  const drafted =
    options.draftKinds === undefined
      ? sql<boolean>`i.has_draft`
      : options.draftKinds.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`(i.has_draft and i.kind in (${sql.join([...options.draftKinds])}))`;
  if (!draft) {
    const hit = ctx.cache.get(snapshotCacheKey(locale));
    const parsed = hit && parsedSnapshots.get(hit);
    if (parsed) return parsed;
  }
  const version = await contentVersion(ctx);
  const shared = draft
    ? sql<string | null>`case when ${drafted} then i.shared_draft else i.shared_published end`
    : sql<string | null>`i.shared_published`;
  const text = draft
    ? sql<string | null>`case when ${drafted} then t.draft else t.published end`
    : sql<string | null>`t.published`;
  const items: ViewRow[] = await ctx.db
    .selectFrom('content_items as i')
    .select(['i.id', 'i.kind', 'i.key', 'i.sort', 'i.published_at', 'i.updated_at', shared.as('shared')])
    .where('i.status', '=', '0')
    .orderBy('i.sort')
    .orderBy('i.key')
    .execute();
  const visible = items.filter((i) => i.shared !== null);
  const texts = visible.length
    ? await ctx.db
        .selectFrom('content_texts as t')
        .innerJoin('content_items as i', 'i.id', 't.item_id')
        .select(['t.item_id', 't.locale', text.as('text')])
        .where(
          't.item_id',
          'in',
          visible.map((i) => i.id),
        )
        .execute()
    : [];
  const byItem = new Map<number, Partial<Record<ContentLocale, unknown>>>();
  for (const t of texts) {
    if (t.text === null) continue;
    const m = byItem.get(t.item_id) ?? {};
    m[t.locale as ContentLocale] = parse(t.text);
    byItem.set(t.item_id, m);
  }
  const out: PublishedContent = {
    version,
    locale,
    guides: {},
    videos: [],
    faq: [],
    home: [],
    partners: {},
    notices: [],
    doctor: {},
    doctorSteps: {},
    shipping: {},
    shippingCommon: {},
    downloads: await downloadConfig(ctx),
    // The chart is rendered with which systems have a published driver, so it never claims one that is not there.
    driverSystems: Object.fromEntries([...(await publishedDriverSystems(ctx.db))].map((key) => [key, true as const])),
  };
  const guideSlugs = visible.filter((i) => i.kind === 'guide').map((i) => i.key);
  const drivers = await guideDrivers(ctx, guideSlugs, locale);
  for (const item of visible) {
    const picked = pickText(byItem.get(item.id) ?? {}, locale);
    if (!picked) continue;
    const entry: PublishedItem<unknown, unknown> = {
      key: item.key,
      sort: item.sort,
      shared: parse(item.shared),
      text: picked.text,
      locale: picked.locale,
      publishedAt: (item.published_at ?? item.updated_at).toISOString(),
    };
    place(out, item.kind as ContentKind, entry, drivers);
  }
  if (!draft) parsedSnapshots.set(ctx.cache.set(snapshotCacheKey(locale), String(version)), out);
  return out;
}

function place(
  out: PublishedContent,
  kind: ContentKind,
  entry: PublishedItem<unknown, unknown>,
  drivers: Map<string, GuideDriverLink[]>,
) {
  // The bodies were checked against the kind's schema when they were saved; the casts name what that schema gave.
  switch (kind) {
    case 'guide':
      out.guides[entry.key] = {
        ...(entry as PublishedGuide),
        drivers: drivers.get(entry.key.toLowerCase()) ?? [],
      };
      break;
    case 'video':
      out.videos.push(entry as PublishedContent['videos'][number]);
      break;
    case 'faq':
      out.faq.push(entry as PublishedContent['faq'][number]);
      break;
    case 'home':
      out.home.push(entry as PublishedContent['home'][number]);
      break;
    case 'partner':
      out.partners[entry.key] = entry as PublishedContent['partners'][string];
      break;
    case 'doctor':
      out.doctor[entry.key] = entry as PublishedContent['doctor'][string];
      break;
    case 'doctorStep':
      out.doctorSteps[entry.key] = entry as PublishedContent['doctorSteps'][string];
      break;
    case 'shipping':
      out.shipping[entry.key] = entry as PublishedContent['shipping'][string];
      break;
    case 'shippingCommon':
      out.shippingCommon[entry.key] = entry as PublishedContent['shippingCommon'][string];
      break;
    case 'notice': {
      const notice = entry as PublishedContent['notices'][number];
      // A notice whose last day has passed is never shown again, so its text stays out of every page's data.
      // One still to come is kept: the site shows it from its start without waiting for another publish.
      if (Date.parse(notice.shared.endsAt) >= Date.now()) out.notices.push(notice);
      break;
    }
  }
}
