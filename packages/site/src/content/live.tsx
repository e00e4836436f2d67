/*
 * Content published from the back office, read by the pages at render time.
 *
 * The API renders public pages on request from this site's SSR bundle (packages/api/src/lib/livePages.ts) with the
 * locale's published snapshot, and writes what the page read of it into the page as JSON (`<script
 * type="application/json" id="lw-content">`, outside `#root`; not executed, so the CSP has nothing to say): the
 * notices and one guide, not all of them, so a page's weight stays flat as guides are published. The browser's first
 * render reads that same JSON, so hydration sees exactly what the server rendered. Another page reached by client-side
 * navigation fetches its locale's whole snapshot once (`/api-v1.0/content/published`); the page suspends meanwhile,
 * like it does for its messages.
 *
 * `null` means "the compiled defaults": the build's prerendered pages (no snapshot in them), the dev server without
 * an API, tests, or a fetch that failed. Pages then show what they showed before content became data.
 */
import type { PublishedContent } from '@labelwise/contract';
import type { Locale } from '@labelwise/ui';
import { createContext, use, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { SiteContext } from '../app/siteContext';

/** The published snapshot of one locale; a type-only import, so no zod reaches the browser bundle. */
export type { PublishedContent };

/** The id of the JSON island the server writes for the browser's first render. */
export const CONTENT_ELEMENT_ID = 'lw-content';

/**
 * The island's payload: which locale it is for, and the snapshot (null: the compiled defaults). With `path`, the
 * snapshot holds only what that page read while the server rendered it (`parts`); any other page fetches the whole.
 */
export interface EmbeddedContent {
  locale: Locale;
  content: PublishedContent | null;
  /** The page (its path without the locale prefix, as the site's context names it) the snapshot was cut for. */
  path?: string;
}

type Entry = PublishedContent | null | Promise<PublishedContent | null>;

/** Snapshots per locale, shared by the whole app; `undefined` = not asked yet. */
export interface ContentStore {
  get(locale: Locale): Entry | undefined;
  /** A suspending read for the page at `path` (without its locale prefix): starts the fetch on first use. */
  read(locale: Locale, path?: string): Entry;
  /**
   * The locale's whole snapshot, for the shell's extras that list every item (the header search's symptoms): fetched
   * when only one page's cut is known, and kept only once it arrives, so the page shown never suspends for it.
   */
  whole(locale: Locale): Promise<PublishedContent | null>;
}

/** A server render's store: it records what the page read, so the page embeds that and nothing else. */
export interface RecordingContentStore extends ContentStore {
  /** What the page read so far. */
  reads(): ContentReads;
  /** The island for the page rendered: the parts it read of its locale's snapshot. */
  embedded(): EmbeddedContent;
}

/** `<`, `>`, `&` and the line separators escaped, so the JSON can sit in HTML without ending its `<script>`. */
export function contentIsland(embedded: EmbeddedContent): string {
  const json = JSON.stringify(embedded).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${CONTENT_ELEMENT_ID}">${json}</script>`;
}

/** The island written into the current document, if any. */
export function readEmbeddedContent(doc: Document | undefined = globalThis.document): EmbeddedContent | null {
  const text = doc?.getElementById(CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as EmbeddedContent;
    return parsed && typeof parsed.locale === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

async function fetchPublished(locale: Locale, fetcher: typeof fetch): Promise<PublishedContent | null> {
  try {
    const response = await fetcher(`/api-v1.0/content/published?locale=${encodeURIComponent(locale)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { code?: number; data?: PublishedContent | null };
    return body.code === 200 && body.data && typeof body.data === 'object' ? body.data : null;
  } catch {
    return null;
  }
}

/**
 * A store seeded with what the server rendered. `fetcher: null` never fetches (server rendering, tests): unseeded
 * locales are the compiled defaults. `defaultsFor` marks a locale as the compiled defaults without fetching (the
 * build's prerendered page being hydrated, which has no snapshot in it). A seed cut for one page (`path`) answers
 * that page only; another page of the locale fetches the whole snapshot, once.
 */
export function createContentStore(
  options: { seed?: EmbeddedContent | null; fetcher?: typeof fetch | null; defaultsFor?: Locale | null } = {},
): ContentStore {
  const entries = new Map<Locale, Entry>();
  const seed = options.seed ?? null;
  const cut = seed?.path !== undefined && seed.content !== null ? seed : null;
  if (seed && !cut) entries.set(seed.locale, seed.content);
  else if (!seed && options.defaultsFor) entries.set(options.defaultsFor, null);
  const fetcher = options.fetcher === undefined ? globalThis.fetch?.bind(globalThis) : options.fetcher;
  return {
    get: (locale) => entries.get(locale) ?? (cut?.locale === locale ? cut.content : undefined),
    read(locale, path) {
      let entry = entries.get(locale);
      if (entry === undefined && cut?.locale === locale && (cut.path === path || !fetcher)) return cut.content;
      if (entry === undefined) {
        if (!fetcher) return null;
        const pending = fetchPublished(locale, fetcher).then((content) => {
          entries.set(locale, content);
          return content;
        });
        entries.set(locale, pending);
        entry = pending;
      }
      return entry;
    },
    async whole(locale) {
      const known = entries.get(locale);
      if (known !== undefined) return known;
      if (!fetcher) return cut?.locale === locale ? cut.content : null;
      const content = await fetchPublished(locale, fetcher);
      if (!entries.has(locale)) entries.set(locale, content);
      return content;
    },
  };
}

/** The snapshot's lists, and its maps a page looks one entry up in (a guide, a partner). */
type ListPart = 'videos' | 'faq' | 'home' | 'notices';
type MapPart = 'guides' | 'partners' | 'doctor' | 'doctorSteps' | 'shipping' | 'shippingCommon';
const MAPS: ReadonlySet<string> = new Set<MapPart | 'downloads' | 'driverSystems'>([
  'guides',
  'partners',
  'doctor',
  'doctorSteps',
  'shipping',
  'shippingCommon',
  'downloads',
  'driverSystems',
]);

/** Per item (list index or map key): the item's fields the page read, or 'all' when it listed them. */
type ItemReads = Map<string, Set<string> | 'all'>;

/**
 * The server's store for one page: reads go through proxies that note, per list and map of the snapshot, which
 * items the page touched and which of their fields (`shared`, `text`, `drivers`…) it read, each field kept whole.
 * `embedded()` is then what the page's first render in the browser reads again, and no more: a guide page that
 * looks its model's videos up by key carries the other videos as bare keys. A list keeps its length and order.
 */
export function recordingContentStore(seed: {
  locale: Locale;
  content: PublishedContent | null;
}): RecordingContentStore {
  const reads = new Map<string, ItemReads>();
  let pagePath: string | undefined;
  const itemsOf = (part: string) => {
    let items = reads.get(part);
    if (!items) reads.set(part, (items = new Map()));
    return items;
  };
  const note = (items: ItemReads, id: string, field: string | 'all') => {
    const known = items.get(id);
    if (known === 'all') return;
    if (field === 'all') items.set(id, 'all');
    else if (known) known.add(field);
    else items.set(id, new Set([field]));
  };
  // One proxy per object, so identity holds (`list.indexOf(found)`, memo dependencies) as it does without them.
  const proxies = new WeakMap<object, object>();
  const once = <T extends object>(value: T, make: () => T): T => {
    let known = proxies.get(value) as T | undefined;
    if (!known) proxies.set(value, (known = make()));
    return known;
  };
  const item = (items: ItemReads, id: string, value: object) =>
    once(
      value,
      () =>
        new Proxy(value, {
          get(target, key, receiver) {
            if (typeof key === 'string') note(items, id, key);
            return Reflect.get(target, key, receiver) as unknown;
          },
          has(target, key) {
            if (typeof key === 'string') note(items, id, key);
            return Reflect.has(target, key);
          },
          ownKeys(target) {
            note(items, id, 'all');
            return Reflect.ownKeys(target);
          },
        }),
    );
  // A map's entry looked up and absent is noted too: were it published later, the page would show it.
  const collection = (items: ItemReads, value: object, isList: boolean) =>
    once(
      value,
      () =>
        new Proxy(value, {
          get(target, key, receiver) {
            const found = Reflect.get(target, key, receiver) as unknown;
            if (typeof key !== 'string' || (isList && !/^\d+$/.test(key))) return found;
            if (found === null || typeof found !== 'object') {
              if (!isList) note(items, key, 'all');
              return found;
            }
            if (!items.has(key)) items.set(key, new Set());
            return item(items, key, found);
          },
          has(target, key) {
            if (typeof key === 'string' && !isList) note(items, key, 'all');
            return Reflect.has(target, key);
          },
          ownKeys(target) {
            for (const key of Object.keys(target)) note(items, key, 'all');
            return Reflect.ownKeys(target);
          },
        }),
    );
  const content = seed.content;
  const recorded =
    content === null
      ? null
      : new Proxy(content, {
          get(target, key, receiver) {
            const value = Reflect.get(target, key, receiver) as unknown;
            if (typeof key !== 'string' || value === null || typeof value !== 'object') return value;
            return collection(itemsOf(key), value, !MAPS.has(key));
          },
        });
  const readsNow = (): ContentReads =>
    Object.fromEntries(
      [...reads].map(([part, items]) => [
        part,
        Object.fromEntries([...items].map(([id, fields]) => [id, fields === 'all' ? 'all' : [...fields]])),
      ]),
    );
  return {
    get: (locale) => (locale === seed.locale ? recorded : undefined),
    read(locale, path) {
      if (locale !== seed.locale) return null;
      pagePath ??= path;
      return recorded;
    },
    whole: (locale) => Promise.resolve(locale === seed.locale ? content : null),
    reads: readsNow,
    embedded() {
      if (content === null || pagePath === undefined) return { locale: seed.locale, content };
      return { locale: seed.locale, content: cutContent(content, readsNow()), path: pagePath };
    },
  };
}

/**
 * What a page read of a snapshot, per list or map (`videos`, `guides`…), per item (list index or map key): the
 * item's fields, or 'all'. Plain data: the API keeps it with a rendered page, to tell whether a publish changed it.
 */
export type ContentReads = Record<string, Record<string, string[] | 'all'>>;

/**
 * The part of `content` a page with these reads shows. Every position of a list a page read stays (an untouched
 * one as `{}`), so indexes and lengths read in the browser agree, and a list that grew or moved cuts differently.
 */
export function cutContent(content: PublishedContent, reads: ContentReads): PublishedContent {
  const cutItem = <T extends object>(value: T, fields: string[] | 'all' | undefined): T =>
    fields === 'all' ? value : (Object.fromEntries(Object.entries(value).filter(([k]) => fields?.includes(k))) as T);
  const cutList = <T extends object>(part: ListPart, list: readonly T[]): T[] => {
    const items = reads[part];
    return items ? list.map((v, i) => cutItem(v, items[String(i)] ?? [])) : [];
  };
  const cutMap = <T extends object>(part: MapPart, map: Record<string, T>): Record<string, T> => {
    const items = reads[part] ?? {};
    return Object.fromEntries(
      Object.entries(items)
        .filter(([k]) => Object.hasOwn(map, k))
        .map(([k, fields]) => [k, cutItem(map[k]!, fields)]),
    );
  };
  return {
    version: content.version,
    locale: content.locale,
    guides: cutMap('guides', content.guides),
    partners: cutMap('partners', content.partners),
    videos: cutList('videos', content.videos),
    faq: cutList('faq', content.faq),
    home: cutList('home', content.home),
    notices: cutList('notices', content.notices),
    doctor: cutMap('doctor', content.doctor),
    doctorSteps: cutMap('doctorSteps', content.doctorSteps),
    shipping: cutMap('shipping', content.shipping),
    shippingCommon: cutMap('shippingCommon', content.shippingCommon),
    // The link set's entries are addresses, not items with fields: a key the page looked up is kept whole.
    ...(content.downloads && reads.downloads
      ? { downloads: Object.fromEntries(Object.entries(content.downloads).filter(([k]) => k in reads.downloads!)) }
      : {}),
    // Likewise the systems with a published driver: a key the chart looked up is kept (absent ones stay absent).
    ...(content.driverSystems && reads.driverSystems
      ? {
          driverSystems: Object.fromEntries(
            Object.entries(content.driverSystems).filter(([k]) => k in reads.driverSystems!),
          ),
        }
      : {}),
  };
}

const ContentContext = createContext<ContentStore | null>(null);

/** Provides the published content to the site; without a store, one seeded from the page's island. */
export function ContentProvider({ store, children }: { store?: ContentStore; children: ReactNode }) {
  const value = useMemo(() => store ?? createContentStore({ seed: readEmbeddedContent() }), [store]);
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

/**
 * The published snapshot of the current locale, or null for the compiled defaults. Suspends while a locale reached
 * by client-side navigation is fetched (once per locale per visit).
 */
export function usePublishedContent(): PublishedContent | null {
  const store = useContext(ContentContext);
  const site = useContext(SiteContext);
  if (!store || !site) return null;
  const entry = store.read(site.locale, site.path);
  return entry instanceof Promise ? use(entry) : entry;
}

/** The whole snapshot of a locale, for the shell's extras (`ContentStore.whole`); null without a store. */
export function useWholeContent(): (locale: Locale) => Promise<PublishedContent | null> {
  const store = useContext(ContentContext);
  return useCallback((locale: Locale) => (store ? store.whole(locale) : Promise.resolve(null)), [store]);
}

/**
 * The snapshot of `locale` without suspending, for the shell around the pages (the partner page's theme): null
 * while a locale reached by client-side navigation is fetched (the compiled defaults meanwhile), then the snapshot,
 * with a render of the caller when it arrives. Where the page was rendered by the server, the locale is seeded, so
 * the server and the browser's first render agree.
 */
export function useSettledContent(locale: Locale, path: string): PublishedContent | null {
  const store = useContext(ContentContext);
  // read(), not get(): a shell rendered before any page asked for the locale starts the fetch itself.
  const entry = store ? store.read(locale, path) : null;
  const [, settled] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!(entry instanceof Promise)) return;
    let current = true;
    void entry.then(() => {
      if (current) settled();
    });
    return () => {
      current = false;
    };
  }, [entry]);
  return entry instanceof Promise ? null : entry;
}
