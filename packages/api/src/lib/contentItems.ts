import type { z } from 'zod';
import {
  CONTENT_BODY_MAX,
  CONTENT_LOCALES,
  contentBodies,
  type ContentItem,
  type ContentKind,
  type ContentLocale,
  type ContentRow,
  type Status,
} from '@labelwise/contract';
import type { Ctx } from '../context.js';
import '../db/typesContent.js';
import { ApiError, refuse } from './http.js';

/** One problem of a content body, named by its path in the request (`texts.de-de.steps.usb.0`). */
export interface ContentFieldError {
  field: string;
  problem: string;
}

export interface ItemRow {
  id: number;
  kind: string;
  key: string;
  sort: number;
  status: string;
  has_draft: boolean;
  shared_draft: string | null;
  shared_published: string | null;
  published_at: Date | null;
  published_by: string;
  updated_at: Date;
  updated_by: string;
}
export interface TextRow {
  item_id: number;
  locale: string;
  draft: string | null;
  published: string | null;
}

const parse = (json: string | null): Record<string, unknown> | null =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

/** Locales without text in the item's current view: its draft when it has one, otherwise what is published. */
export function missingLocales(row: Pick<ItemRow, 'has_draft'>, texts: TextRow[]): ContentLocale[] {
  return CONTENT_LOCALES.filter((l) => {
    const t = texts.find((x) => x.locale === l);
    return !t || (row.has_draft ? t.draft : t.published) === null;
  });
}

export function itemDto(row: ItemRow, texts: TextRow[]): ContentItem {
  const byLocale: ContentItem['texts'] = {};
  for (const t of texts) {
    if (t.draft === null && t.published === null) continue;
    byLocale[t.locale as ContentLocale] = { draft: parse(t.draft), published: parse(t.published) };
  }
  return {
    itemId: row.id,
    kind: row.kind as ContentKind,
    key: row.key,
    sort: row.sort,
    status: row.status as Status,
    shared: { draft: row.has_draft ? parse(row.shared_draft) : null, published: parse(row.shared_published) },
    texts: byLocale,
    hasDraft: row.has_draft,
    missingLocales: missingLocales(row, texts),
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
    publishedBy: row.published_at ? row.published_by : null,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

const labelFields = ['title', 'name', 'question', 'headline', 'text'];
const pickLabel = (o: Record<string, unknown> | null | undefined) => {
  for (const f of labelFields) if (o && typeof o[f] === 'string' && o[f]) return o[f] as string;
  return undefined;
};

/** A readable name from one locale's text (its current view: the draft if any), else the shared name, else the key. */
function labelIn(item: ContentItem, locale: ContentLocale): string | undefined {
  const text = item.texts[locale];
  return pickLabel(text?.draft ?? text?.published);
}

/** A readable name for lists and the operation log: the en-us title or name, the shared name, else the key. */
export function labelOf(item: ContentItem): string {
  return (labelIn(item, 'en-us') ?? pickLabel(item.shared.draft ?? item.shared.published) ?? item.key).slice(0, 200);
}

export function rowDto(item: ContentItem): ContentRow {
  const { shared, texts: _texts, ...rest } = item;
  const labels: ContentRow['labels'] = {};
  for (const locale of CONTENT_LOCALES) {
    const label = labelIn(item, locale);
    if (label) labels[locale] = label.slice(0, 200);
  }
  return { ...rest, label: labelOf(item), labels, published: shared.published !== null };
}

export async function loadItem(ctx: Ctx, kind: ContentKind, id: number): Promise<ContentItem> {
  const row = await ctx.db
    .selectFrom('content_items')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw refuse(404, 'id', `${kind} not found`, 'notFound');
  const texts = await ctx.db.selectFrom('content_texts').selectAll().where('item_id', '=', id).execute();
  return itemDto(row, texts);
}

function issuesOf(prefix: string, error: z.ZodError): ContentFieldError[] {
  return error.issues.map((i) => ({
    field: [prefix, ...i.path.map(String)].join('.'),
    problem: i.message,
  }));
}

/** A kind's check of one locale's text against the shared part (`ContentBody.coverText`), on parsed values. */
type CoverText = (
  shared: unknown,
  text: unknown,
) => { text: Record<string, unknown>; issues: Array<{ path: string[]; message: string }> };

/** The body a kind stores: each part checked and normalised by the contract's schema, so stored JSON is always valid. */
export interface CheckedBody {
  shared: Record<string, unknown>;
  texts: Partial<Record<ContentLocale, Record<string, unknown>>>;
}

/**
 * Validates a draft against the kind's schema. Every problem is reported (the editor marks all fields at once); the
 * message names the first, as every other 400 does, so clients that only read `msg` still see the field.
 */
export function checkBody(
  kind: ContentKind,
  body: { shared: Record<string, unknown>; texts: Partial<Record<ContentLocale, Record<string, unknown>>> },
): CheckedBody {
  const schema = contentBodies[kind];
  const errors: ContentFieldError[] = [];
  const shared = schema.shared.safeParse(body.shared);
  if (!shared.success) errors.push(...issuesOf('shared', shared.error));
  const texts: CheckedBody['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const raw = body.texts[locale];
    if (raw === undefined) continue;
    const text = schema.text.safeParse(raw);
    if (!text.success) {
      errors.push(...issuesOf(`texts.${locale}`, text.error));
      continue;
    }
    texts[locale] = text.data as Record<string, unknown>;
    if (shared.success && 'coverText' in schema) {
      const covered = (schema.coverText as CoverText)(shared.data, text.data);
      texts[locale] = covered.text;
      for (const i of covered.issues)
        errors.push({ field: [`texts.${locale}`, ...i.path].join('.'), problem: i.message });
    }
  }
  if (shared.success && JSON.stringify(shared.data).length > CONTENT_BODY_MAX)
    errors.push({ field: 'shared', problem: `must be at most ${CONTENT_BODY_MAX} characters` });
  for (const [locale, text] of Object.entries(texts))
    if (JSON.stringify(text).length > CONTENT_BODY_MAX)
      errors.push({ field: `texts.${locale}`, problem: `must be at most ${CONTENT_BODY_MAX} characters` });
  if (errors.length > 0 || !shared.success) {
    const first = errors[0]!;
    throw new ApiError(400, `${first.field}: ${first.problem}`, { data: { errors } });
  }
  return { shared: shared.data as Record<string, unknown>, texts };
}
