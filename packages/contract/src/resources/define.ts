import type { z } from 'zod';

/**
 * One back-office resource, declared once: where its routes live, the permission prefix its actions need, the row
 * its list and get answer, its request bodies, its list filters and the row fields a list may be sorted by. The API
 * registers its routes from it, the admin's CRUD page reads and writes through it, and the seed menus, the
 * operation-log modules and the permission matrix iterate it.
 */
export interface ResourceManifest<
  Row extends z.ZodObject = z.ZodObject,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Filters extends z.ZodRawShape = z.ZodRawShape,
  Sort extends string = string,
  Id extends string = string,
  Key extends string = string,
> {
  /** The resource's name among the manifests (`link`). */
  readonly key: Key;
  /** Route base under the API prefix (`/site/link`): `…/list`, `…/:id`, POST, PUT, `DELETE …/:ids`. */
  readonly path: `/${string}`;
  /** Permission prefix (`site:link`): its actions need `:list`, `:query`, `:add`, `:edit`, `:remove`. */
  readonly perm: string;
  /** The row field (and PUT body field) holding the id (`linkId`). */
  readonly idField: Id;
  /**
   * What the list and get answer, one row. Strict, so a field the API adds or renames without declaring it is a
   * server error in tests instead of a field the serializer drops.
   */
  readonly row: Row;
  readonly create: Create;
  readonly update: Update;
  /** The list's query-string filters. */
  readonly filters: Filters;
  /** The row fields a list may be ordered by (`?orderByColumn=`). */
  readonly sortable: readonly Sort[];
}

/** Any manifest, for code that serves every resource. */
export type AnyResource = ResourceManifest<z.ZodObject, z.ZodType, z.ZodType, z.ZodRawShape, string, string>;

/** The row as the API hands it to the serializer (dates already ISO strings). */
export type RowInput<R extends AnyResource> = z.input<R['row']>;
/** The row as the admin receives it. */
export type RowOf<R extends AnyResource> = z.output<R['row']>;
export type CreateBody<R extends AnyResource> = z.input<R['create']>;
export type UpdateBody<R extends AnyResource> = z.input<R['update']>;
export type SortKeyOf<R extends AnyResource> = R['sortable'][number];
export type FilterKeyOf<R extends AnyResource> = keyof R['filters'] & string;

/**
 * Declares a resource. The sort fields and the id field must be fields of `row`, so renaming a row field breaks
 * every place that still names the old one.
 */
export function defineResource<
  const Key extends string,
  Row extends z.ZodObject,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Filters extends z.ZodRawShape,
  const Sort extends keyof z.output<Row> & string,
  const Id extends keyof z.output<Row> & string,
>(
  manifest: ResourceManifest<Row, Create, Update, Filters, Sort, Id, Key>,
): ResourceManifest<Row, Create, Update, Filters, Sort, Id, Key> {
  return Object.freeze(manifest);
}
