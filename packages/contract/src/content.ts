import { z } from 'zod';
import { boolField, freeText, id, keyText, maxMessage, oneOf, safeText, sortInt, statusEnum } from './fields.js';
import { pagination, sortQuery } from './pagination.js';
import { faqBody, homeBody, noticeBody, partnerBody, videoBody } from './contentKinds.js';
import { doctorBody, doctorStepBody, shippingBody, shippingCommonBody } from './helpContentKinds.js';
import { CONNECTIONS, HTTP_URL, MODEL_NAME_MAX, SITE_PATH, URL_MAX, type DriverOs } from './rules.js';
import { rowId, rowStatus, rowTime } from './resources/rowFields.js';
import {
  CONTENT_LOCALES,
  GUIDE_INTRO_MAX,
  GUIDE_SECTIONS,
  GUIDE_STEP_MAX,
  GUIDE_STEPS_MAX,
  GUIDE_VIDEOS_MAX,
  type ContentLocale,
} from './guides.js';

/** Site content published live from the back office: kinds, locales, drafts and the published snapshot. */
export const CONTENT_KINDS = [
  'guide',
  'video',
  'faq',
  'home',
  'partner',
  'notice',
  'doctor',
  'doctorStep',
  'shipping',
  'shippingCommon',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Permission of an action on a kind: `site:guide:publish`. */
export const CONTENT_ACTIONS = ['list', 'query', 'add', 'edit', 'remove', 'publish'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];
export const contentPermission = (kind: ContentKind, action: ContentAction) => `site:${kind}:${action}`;

// ---------- limits ----------

/** An item's key: a guide's route slug (`d520`, `6XL`, `DS-50P`), a partner's slug, any stable name. */
export const CONTENT_KEY_MAX = 60;
export const CONTENT_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** The JSON of one item's shared part or of one locale's text, in characters. */
export const CONTENT_BODY_MAX = 64_000;

export const contentKind = oneOf(CONTENT_KINDS);
export const contentLocale = oneOf(CONTENT_LOCALES);
export const contentKey = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(CONTENT_KEY_MAX, { error: maxMessage(CONTENT_KEY_MAX) })
  .regex(CONTENT_KEY_PATTERN, { error: 'may contain only letters, digits, dash and underscore' });

/** A file the admin uploaded (`/api-v1.0/files/…`), a site path or an http(s) URL; empty when none. */
export const contentUrl = z
  .string({ error: 'must be text' })
  .trim()
  .max(URL_MAX, { error: maxMessage(URL_MAX) })
  .refine((s) => s === '' || HTTP_URL.test(s) || SITE_PATH.test(s), {
    error: 'must be an http(s) URL or a site path starting with a single /',
  });

// ---------- the guide body ----------

const guideSection = oneOf(GUIDE_SECTIONS);
export const guideShared = z.object({
  /** Display name, as in the catalog (`D520BT`). */
  name: safeText(MODEL_NAME_MAX, 1),
  /** Brand slug the guide is listed under. */
  brand: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9-]*$/, { error: 'must be a brand slug' })
    .default(''),
  photo: contentUrl.default(''),
  connections: z
    .array(z.enum(CONNECTIONS, { error: 'must be usb, bluetooth or wifi' }), { error: 'must be an array' })
    .max(CONNECTIONS.length, { error: `at most ${CONNECTIONS.length} entries` })
    .refine((a) => new Set(a).size === a.length, { error: 'lists an entry twice' }),
  /** Setup sections shown, in page order. */
  sections: z
    .array(guideSection, { error: 'must be an array' })
    .max(GUIDE_SECTIONS.length)
    .refine((a) => new Set(a).size === a.length, { error: 'lists a section twice' }),
  firmwareVersion: z
    .string()
    .trim()
    .max(40, { error: maxMessage(40) })
    .regex(/^[A-Za-z0-9._+-]*$/, { error: 'may contain only letters, digits and . _ + -' })
    .default(''),
  firmwareFile: contentUrl.default(''),
  /** Ids of video items shown on the page. */
  videos: z
    .array(keyText(CONTENT_KEY_MAX), { error: 'must be an array' })
    .max(GUIDE_VIDEOS_MAX, { error: `at most ${GUIDE_VIDEOS_MAX} entries` })
    .default([]),
  manual: boolField.default(false),
  manualUrl: contentUrl.default(''),
});
const guideSteps = z
  .array(freeText(GUIDE_STEP_MAX, 1), { error: 'must be a list of steps' })
  .min(1, { error: 'needs at least one step' })
  .max(GUIDE_STEPS_MAX, { error: `at most ${GUIDE_STEPS_MAX} steps` });
export const guideText = z.object({
  /** Replaces the default intro; empty keeps the default. */
  intro: freeText(GUIDE_INTRO_MAX).default(''),
  /** Per section, steps replacing the shared default ones (`{model}` is replaced by the name); absent = default. */
  steps: z.partialRecord(guideSection, guideSteps, { error: 'must map sections to steps' }).default({}),
});
export const guideBody = { shared: guideShared, text: guideText };
export type GuideShared = z.output<typeof guideShared>;
export type GuideText = z.output<typeof guideText>;

// ---------- the registry ----------

export interface ContentBody {
  shared: z.ZodObject;
  text: z.ZodObject;
  /**
   * Checks one locale's valid text against the valid shared part (a doctor text names every step of its tree) and
   * returns it normalised; problems' paths are inside the text.
   */
  coverText?(
    shared: never,
    text: never,
  ): { text: Record<string, unknown>; issues: Array<{ path: string[]; message: string }> };
}
/** The shared and per-locale schema of each kind: the API validates a draft with it, the admin builds its form. */
export const contentBodies = {
  guide: guideBody,
  video: videoBody,
  faq: faqBody,
  home: homeBody,
  partner: partnerBody,
  notice: noticeBody,
  doctor: doctorBody,
  doctorStep: doctorStepBody,
  shipping: shippingBody,
  shippingCommon: shippingCommonBody,
} satisfies Record<ContentKind, ContentBody>;
type Bodies = typeof contentBodies;
export type ContentShared<K extends ContentKind> = z.output<Bodies[K]['shared']>;
export type ContentText<K extends ContentKind> = z.output<Bodies[K]['text']>;

// ---------- admin DTOs ----------

export interface ContentDraftPublished<T> {
  /** What the next publish makes public; null when the item has no draft (or the draft drops this locale). */
  draft: T | null;
  published: T | null;
}
/** A body part as stored: the kind's schema checked it on the way in. */
const storedBody = z.record(z.string(), z.unknown());
const draftPublished = z.strictObject({ draft: storedBody.nullable(), published: storedBody.nullable() });
/** What an item and its list row have in common: everything but the bodies. */
const itemFields = {
  itemId: rowId,
  kind: z.enum(CONTENT_KINDS),
  key: z.string(),
  sort: z.number().int(),
  /** '1' hides a published item from the public site. */
  status: rowStatus,
  /** A saved draft differs from what is public (a never-published item always has one). */
  hasDraft: z.boolean(),
  /** Locales without text in the current view (the draft if any, otherwise the published version). */
  missingLocales: z.array(z.enum(CONTENT_LOCALES)),
  publishedAt: rowTime.nullable(),
  publishedBy: z.string().nullable(),
  updatedAt: rowTime,
  updatedBy: z.string(),
};
/** One item with its draft and published bodies, as `/site/content/<kind>/:id` and the writes answer it. */
export const contentItemRow = z.strictObject({
  ...itemFields,
  shared: draftPublished,
  texts: z.partialRecord(z.enum(CONTENT_LOCALES), draftPublished),
});
/** An item, its bodies typed by kind where the caller knows it (`S` the shared part, `T` one locale's text). */
export type ContentItem<S = Record<string, unknown>, T = Record<string, unknown>> = Omit<
  z.output<typeof contentItemRow>,
  'shared' | 'texts'
> & {
  shared: ContentDraftPublished<S>;
  texts: Partial<Record<ContentLocale, ContentDraftPublished<T>>>;
};
/** A list row (`/site/content/<kind>/list`): the item without its bodies, plus a label taken from its en-us text or shared name. */
export const contentRow = z.strictObject({
  ...itemFields,
  label: z.string(),
  /** The label per locale, from that locale's text where it names the item (a symptom's name); else `label`. */
  labels: z.partialRecord(z.enum(CONTENT_LOCALES), z.string()),
  published: z.boolean(),
});
export type ContentRow = z.output<typeof contentRow>;

/** The fields an item list may be sorted by. */
export const CONTENT_SORTABLE = ['key', 'sort', 'status', 'updatedAt', 'publishedAt'] as const;
/** List filters; the kind is in the path (`/site/content/guide/list`). */
export const contentFilters = {
  key: z
    .string()
    .trim()
    .max(CONTENT_KEY_MAX, { error: maxMessage(CONTENT_KEY_MAX) })
    .optional(),
  hasDraft: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  missingLocale: contentLocale.optional(),
};
export const contentListQuery = z.object({ ...pagination, ...sortQuery(CONTENT_SORTABLE), ...contentFilters });
export type ContentListQuery = z.input<typeof contentListQuery>;

const bodyObject = z.record(z.string(), z.unknown(), { error: 'must be an object' });
/** Save a draft: the whole item as it should be published. A locale left out has no text in the draft. */
export const contentDraftBody = z.object({
  shared: bodyObject,
  texts: z.partialRecord(contentLocale, bodyObject, { error: 'must map locales to texts' }),
  sort: sortInt.optional(),
  status: statusEnum.optional(),
});
/** Add an item (its kind is in the path): a key and a first draft; nothing is public until it is published. */
export const contentCreateBody = contentDraftBody.extend({ key: contentKey });
export type ContentDraftBody = z.input<typeof contentDraftBody>;
export type ContentCreateBody = z.input<typeof contentCreateBody>;
/** Publish and discard act on the whole item; the version guards against publishing a draft one has not seen. */
export const contentPublishBody = z.object({ updatedAt: z.string().max(40).optional() });
export type ContentPublishBody = z.input<typeof contentPublishBody>;
/** What publishing answers: the item as it now is and the content version the publish made. */
export const contentPublished = z.strictObject({ item: contentItemRow, version: z.number().int() });
/** What deleting items answers: the content version after it, which the public pages are read at. */
export const contentRemoved = z.strictObject({ version: z.number().int() });
export const contentKindParam = z.object({ kind: contentKind });
export const contentIdParam = z.object({ kind: contentKind, id });

// ---------- the published snapshot ----------

export interface PublishedItem<S, T> {
  key: string;
  sort: number;
  shared: S;
  text: T;
  /** The locale the text is really in: the one asked for, or en-us when that locale has none. */
  locale: ContentLocale;
  publishedAt: string;
}
/** A driver of the guide's model in the catalog (the model whose guide path is `/<slug>`). */
export interface GuideDriverLink {
  driverId: number;
  title: string;
  os: DriverOs;
  version: string;
  fileSize: number;
  sha256: string;
  url: string;
}
export type PublishedGuide = PublishedItem<GuideShared, GuideText> & { drivers: GuideDriverLink[] };
export type PublishedOf<K extends ContentKind> = PublishedItem<ContentShared<K>, ContentText<K>>;
/** Everything published for one locale, with en-us fallback applied; `version` grows at every publish. */
export interface PublishedContent {
  version: number;
  locale: ContentLocale;
  /** By slug (the item key, the route without its slash). */
  guides: Record<string, PublishedGuide>;
  videos: PublishedOf<'video'>[];
  faq: PublishedOf<'faq'>[];
  home: PublishedOf<'home'>[];
  /** By slug. */
  partners: Record<string, PublishedOf<'partner'>>;
  notices: PublishedOf<'notice'>[];
  /** The doctor's trees by symptom id. */
  doctor: Record<string, PublishedOf<'doctor'>>;
  /** The words of the doctor's steps by step id, shared by every tree naming the step. */
  doctorSteps: Record<string, PublishedOf<'doctorStep'>>;
  /** The shipping set-ups by platform slug. */
  shipping: Record<string, PublishedOf<'shipping'>>;
  /** What every set-up shares (the print dialogs, the common mistakes), by key (`SHIPPING_COMMON_KEY`). */
  shippingCommon: Record<string, PublishedOf<'shippingCommon'>>;
  /**
   * The download link set as `/resources/dataConfig.json` publishes it (link key → address, `{key}_sha256` →
   * checksum), so /download is rendered with its real cards. Absent from snapshots made before it was part of them.
   */
  downloads?: Record<string, string>;
  /**
   * Each system one of a model's published drivers is for, keyed `driverSystemKey(modelId, os)`: the chart rendered
   * with the content says "driver not available yet" where none is. Absent from snapshots made before it was part
   * of them.
   */
  driverSystems?: Record<string, true>;
}
export const publishedQuery = z.object({ locale: contentLocale.default('en-us') });
