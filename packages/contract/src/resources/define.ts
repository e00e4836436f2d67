import { z } from 'zod';

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
  Detail extends z.ZodObject = Row,
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
  /** What get answers when one row carries more than the list shows (a log line's before and after); `row` if absent. */
  readonly detail?: Detail;
  /** `READ_ONLY` for a list that is only read and deleted (the logs): the API then has no POST and no PUT for it. */
  readonly create: Create;
  readonly update: Update;
  /** The list's query-string filters. */
  readonly filters: Filters;
  /** A rule across filters (a date range whose end is not before its start), refused as a 400 naming `path`. */
  readonly filtersCheck?: FiltersCheck<z.output<z.ZodObject<Filters>>>;
  /** The row fields a list may be ordered by (`?orderByColumn=`). */
  readonly sortable: readonly Sort[];
  /** Its page in the admin menu; without one the resource is reached from another's page (a driver's releases). */
  readonly menu?: ResourceMenu;
}

/** The four actions a resource page's buttons may grant, beside `:list`. */
export const PAGE_ACTIONS = ['query', 'add', 'edit', 'remove'] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

/**
 * A resource's page in the admin menu, from which the seed writes its menu row and buttons and the operation log
 * names its module. Its address is the last segment of the resource's path, its admin page `<path>/index`.
 */
export interface ResourceMenu {
  /** The admin-kit message id of its title (`admin.menu.links`), shown in the operator's language. */
  readonly title: string;
  /** The menu directory it sits in, by path from the top (`site/catalog`). */
  readonly parent: string;
  readonly icon: string;
  /** The admin page's key, when it is not `<path>/index` (`system/dict/index` for `/system/dict/type`). */
  readonly page?: string;
  /** Its address in the directory, when it is not the path's last segment. */
  readonly route?: string;
  /** The actions its buttons grant, all four by default. */
  readonly actions?: readonly PageAction[];
  /** Buttons of its own actions (`unlock`), each with the message id of its title. */
  readonly extraButtons?: readonly { readonly action: string; readonly title: string }[];
}

/** The menu page a resource declares, with its defaults filled in. */
export function menuPageOf(resource: { path: string; perm: string; menu?: ResourceMenu | undefined }) {
  const { menu, path, perm } = resource;
  if (!menu) return undefined;
  return {
    title: menu.title,
    parent: menu.parent,
    icon: menu.icon,
    page: menu.page ?? `${path.slice(1)}/index`,
    route: menu.route ?? path.slice(path.lastIndexOf('/') + 1),
    permissions: [
      ...['list', ...(menu.actions ?? PAGE_ACTIONS)].map((action) => `${perm}:${action}`),
      ...(menu.extraButtons ?? []).map((button) => `${perm}:${button.action}`),
    ],
  };
}

export interface FiltersCheck<Q> {
  valid: (query: Q) => boolean;
  error: string;
  path: string;
}

/** The create and update body of a resource that is never created or edited through its list. */
export const READ_ONLY = z.never();
export type ReadOnly = typeof READ_ONLY;

/** Any manifest, for code that serves every resource. */
export type AnyResource = ResourceManifest<
  z.ZodObject,
  z.ZodType,
  z.ZodType,
  z.ZodRawShape,
  string,
  string,
  string,
  z.ZodObject
>;

/** The row as the API hands it to the serializer (dates already ISO strings). */
export type RowInput<R extends AnyResource> = z.input<R['row']>;
/** The row as the admin receives it. */
export type RowOf<R extends AnyResource> = z.output<R['row']>;
/** What get answers, as the API hands it to the serializer. */
export type DetailInput<R extends AnyResource> = z.input<NonNullable<R['detail']>>;
/** What get answers, as the admin receives it. */
export type DetailOf<R extends AnyResource> = z.output<NonNullable<R['detail']>>;
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
  Detail extends z.ZodObject = Row,
>(
  manifest: ResourceManifest<Row, Create, Update, Filters, Sort, Id, Key, Detail>,
): ResourceManifest<Row, Create, Update, Filters, Sort, Id, Key, Detail> {
  return Object.freeze(manifest);
}
