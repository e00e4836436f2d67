import { menuPageOf, RESOURCES, type AnyResource, type PageAction } from '@labelwise/contract';

/** The shape of a seeded menu and the four buttons of a CRUD page, shared by the seeded trees. */

export interface MenuSeed {
  name: string;
  path: string;
  type: 'M' | 'C' | 'F';
  component?: string;
  perms?: string;
  icon?: string;
  visible?: boolean;
  isFrame?: boolean;
  routeName?: string;
  children?: MenuSeed[];
}

/** admin-kit message ids of the buttons: the tree shows which resource a button belongs to. */
export const BUTTON_TITLES = {
  query: 'admin.menu.buttonQuery',
  add: 'admin.menu.buttonAdd',
  edit: 'admin.menu.buttonEdit',
  remove: 'admin.menu.buttonRemove',
} as const;

/** A button for one action of a page that is not one of the four (`monitor:online:forceLogout`). */
export const actionButton = (name: string, perms: string): MenuSeed => ({ name, path: '', type: 'F', perms });

/** The buttons of a page over `prefix`: all four by default, or only the actions the page offers. */
export const crudButtons = (
  prefix: string,
  actions: readonly PageAction[] = ['query', 'add', 'edit', 'remove'],
): MenuSeed[] =>
  actions.map((a) => ({
    name: BUTTON_TITLES[a],
    path: '',
    type: 'F',
    perms: `${prefix}:${a}`,
  }));

/**
 * A resource's page as its manifest declares it (`menu`): its title, address, admin page, list permission and the
 * buttons of the actions it offers.
 */
export function resourcePage(resource: AnyResource): MenuSeed {
  const page = menuPageOf(resource);
  if (!page) throw new Error(`${resource.key} declares no menu page`);
  return {
    name: page.title,
    path: page.route,
    type: 'C',
    component: page.page,
    perms: `${resource.perm}:list`,
    icon: page.icon,
    children: [
      ...crudButtons(resource.perm, resource.menu?.actions),
      ...(resource.menu?.extraButtons ?? []).map((b) => actionButton(b.title, `${resource.perm}:${b.action}`)),
    ],
  };
}

/**
 * The pages of the directory at `parent` (`site/catalog`): `entries` in their order (a manifest stands for its page),
 * then the page of every other resource whose manifest places it there, so a new resource needs no line here.
 */
export function pagesUnder(parent: string, ...entries: (MenuSeed | AnyResource)[]): MenuSeed[] {
  const pages = entries.map((e) => ('perm' in e ? resourcePage(e) : e));
  const placed = new Set(pages.map((p) => p.component));
  const others = RESOURCES.filter((r) => r.menu?.parent === parent && !placed.has(menuPageOf(r)?.page));
  return [...pages, ...others.map(resourcePage)];
}

/** The permissions the pages of `resources` grant, as their manifests declare them, in order. */
export const pageCodes = (...resources: AnyResource[]): string[] =>
  resources.flatMap((r) => menuPageOf(r)?.permissions ?? []);

/** Every permission the resources' pages grant. */
export const resourcePermissionCodes = (): string[] => pageCodes(...RESOURCES);

/** The permissions seeded menus name (a page's list permission, then its buttons'), in order. */
export const menuCodes = (entries: readonly MenuSeed[]): string[] =>
  entries.flatMap((entry) => [...(entry.perms ? [entry.perms] : []), ...menuCodes(entry.children ?? [])]);
