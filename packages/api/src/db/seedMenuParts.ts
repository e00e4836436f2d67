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

/** A resource page's list permission and its four buttons, from the resource's manifest (`@labelwise/contract`). */
export const resourcePerms = (resource: { perm: string }): Pick<MenuSeed, 'perms' | 'children'> => ({
  perms: `${resource.perm}:list`,
  children: crudButtons(resource.perm),
});

/** A button for one action of a page that is not one of the four (`monitor:online:forceLogout`). */
export const actionButton = (name: string, perms: string): MenuSeed => ({ name, path: '', type: 'F', perms });

/** The buttons of a page over `prefix`: all four by default, or only the actions the page offers. */
export const crudButtons = (
  prefix: string,
  actions: readonly (keyof typeof BUTTON_TITLES)[] = ['query', 'add', 'edit', 'remove'],
): MenuSeed[] =>
  actions.map((a) => ({
    name: BUTTON_TITLES[a],
    path: '',
    type: 'F',
    perms: `${prefix}:${a}`,
  }));
