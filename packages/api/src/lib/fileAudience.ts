import { holdsPermission, type Holder } from '@labelwise/contract';
import { sql } from 'kysely';
import type { Ctx } from '../context.js';

/**
 * Who may download a stored file. A file is public while something visitors see references it: a published driver,
 * driver release or manual of a shown model, a download link of `dataConfig.json`, a shown brand's logo or website,
 * or the published version of a shown content item. Anything else (an upload nobody attached yet, the file of a
 * hidden driver, a video only a draft names) answers as if it did not exist, except to an operator who may query one
 * of the things that reference it, or, for an upload nobody references, who may upload or remove files.
 *
 * Decided from the database at every request, never cached: publishing makes a file public and hiding makes it
 * private at once, on every process.
 */
export interface FileAudience {
  /** A visitor may download it. */
  public: boolean;
  /** The query permissions of everything that references it, published or not (empty: nothing does). */
  queryPermissions: string[];
}

/** The permissions that reach an upload nobody references: whoever may put files in the store or take them out. */
export const UNREFERENCED_FILE_PERMISSIONS = ['common:file:upload', 'common:file:remove'] as const;

// A stored name is letters, digits, `._-` and `/` (lib/files.ts), percent-encoded or not; whatever follows (a quote,
// a bracket of Markdown, a sentence's full stop) ends it.
const RESOURCE_REF = /\/common\/download\/resource\?(?:[^\s"'<>#]*?&)?resource=([A-Za-z0-9._~%/-]+)/g;

/** The stored files `text` links through the resource download, encoded or not. */
export function linkedFiles(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(RESOURCE_REF)) {
    try {
      const name = decodeURIComponent(m[1]!).replace(/^\/+/, '');
      out.push(name);
      // A link at the end of a sentence: the full stop may be the text's, not the name's.
      if (name.endsWith('.')) out.push(name.replace(/\.+$/, ''));
    } catch {
      // Not a name any stored file has.
    }
  }
  return out;
}

/** Whether `text` links the stored file `fileName` through the resource download. */
export function linksFile(text: string, fileName: string): boolean {
  return linkedFiles(text).includes(fileName);
}

/**
 * The audience of the registered file `fileName`. With `stopAtPublic` the look-up ends at the first published
 * reference (a visitor's download needs no more); `queryPermissions` is then incomplete.
 */
export async function fileAudience(ctx: Ctx, fileName: string, stopAtPublic = false): Promise<FileAudience> {
  const out: FileAudience = { public: false, queryPermissions: [] };
  const found = (published: boolean, permission: string) => {
    out.public ||= published;
    if (!out.queryPermissions.includes(permission)) out.queryPermissions.push(permission);
    return stopAtPublic && out.public;
  };
  // Free-text columns are narrowed in SQL by the name's last segment, which no URL encoding changes, then matched
  // exactly here.
  const segment = fileName.slice(fileName.lastIndexOf('/') + 1);
  const mentions = (column: string) => sql<boolean>`strpos(coalesce(${sql.ref(column)}, ''), ${segment}) > 0`;

  const drivers = await ctx.db
    .selectFrom('drivers as d')
    .innerJoin('printer_models as m', 'm.id', 'd.model_id')
    .select(['d.status as own', 'm.status as model'])
    .where('d.file_name', '=', fileName)
    .execute();
  for (const r of drivers) if (found(r.own === '0' && r.model === '0', 'site:driver:query')) return out;

  const releases = await ctx.db
    .selectFrom('driver_releases as r')
    .innerJoin('drivers as d', 'd.id', 'r.driver_id')
    .innerJoin('printer_models as m', 'm.id', 'd.model_id')
    .select(['r.status as own', 'd.status as driver', 'm.status as model'])
    .where('r.file_name', '=', fileName)
    .execute();
  for (const r of releases)
    if (found(r.own === '0' && r.driver === '0' && r.model === '0', 'site:driver:query')) return out;

  const manuals = await ctx.db
    .selectFrom('manuals as d')
    .innerJoin('printer_models as m', 'm.id', 'd.model_id')
    .select(['d.status as own', 'm.status as model'])
    .where('d.file_name', '=', fileName)
    .execute();
  for (const r of manuals) if (found(r.own === '0' && r.model === '0', 'site:manual:query')) return out;

  const links = await ctx.db.selectFrom('download_links').select('url').where(mentions('url')).execute();
  for (const r of links) if (linksFile(r.url, fileName) && found(true, 'site:link:query')) return out;

  const brands = await ctx.db
    .selectFrom('brands')
    .select(['logo', 'website', 'status'])
    .where((eb) => eb.or([mentions('logo'), mentions('website')]))
    .execute();
  for (const r of brands)
    if (linksFile(`${r.logo} ${r.website}`, fileName) && found(r.status === '0', 'site:brand:query')) return out;

  const items = await ctx.db
    .selectFrom('content_items')
    .select(['kind', 'status', 'shared_published', 'shared_draft'])
    .where((eb) => eb.or([mentions('shared_published'), mentions('shared_draft')]))
    .execute();
  for (const r of items) {
    const live = r.status === '0' && r.shared_published !== null && linksFile(r.shared_published, fileName);
    if ((live || linksFile(r.shared_draft ?? '', fileName)) && found(live, `site:${r.kind}:query`)) return out;
  }
  const texts = await ctx.db
    .selectFrom('content_texts as t')
    .innerJoin('content_items as i', 'i.id', 't.item_id')
    .select(['i.kind', 'i.status', 'i.shared_published', 't.published', 't.draft'])
    .where((eb) => eb.or([mentions('t.published'), mentions('t.draft')]))
    .execute();
  for (const r of texts) {
    const live =
      r.status === '0' && r.shared_published !== null && r.published !== null && linksFile(r.published, fileName);
    if ((live || linksFile(r.draft ?? '', fileName)) && found(live, `site:${r.kind}:query`)) return out;
  }
  return out;
}

/** Whether `holder` (null: a visitor) may download a file with this audience. */
export function mayDownload(audience: FileAudience, holder: Holder | null): boolean {
  if (audience.public) return true;
  if (!holder) return false;
  const reach = audience.queryPermissions.length ? audience.queryPermissions : UNREFERENCED_FILE_PERMISSIONS;
  return reach.some((perm) => holdsPermission(holder, perm));
}
