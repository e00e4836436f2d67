import type { Menu, MenuType } from '@labelwise/contract';

export type { MenuType };

/** A menu as `/system/menu/list` sends it (flat; `parentId` 0 is the top level), the fields this page reads. */
export type AdminMenu = Omit<Menu, 'routeName' | 'isFrame' | 'createTime'>;

/** One line of the tree table. */
export interface MenuTreeRow {
  menu: AdminMenu;
  depth: number;
  hasChildren: boolean;
}

/**
 * The flat list as a depth-first tree (siblings by `sort`, then id). A menu whose parent is not in the list is a root,
 * so a filtered list still shows. Children of `collapsed` menus are left out.
 */
export function menuTree(menus: readonly AdminMenu[], collapsed: ReadonlySet<number> = new Set()): MenuTreeRow[] {
  const ids = new Set(menus.map((menu) => menu.menuId));
  const children = new Map<number, AdminMenu[]>();
  for (const menu of menus) {
    const parent = ids.has(menu.parentId) && menu.parentId !== menu.menuId ? menu.parentId : 0;
    children.set(parent, [...(children.get(parent) ?? []), menu]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.menuId - b.menuId);
  const out: MenuTreeRow[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const menu of children.get(parent) ?? []) {
      if (seen.has(menu.menuId)) continue; // a cycle in bad data must not loop forever
      seen.add(menu.menuId);
      const hasChildren = (children.get(menu.menuId) ?? []).length > 0;
      out.push({ menu, depth, hasChildren });
      if (hasChildren && !collapsed.has(menu.menuId)) walk(menu.menuId, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

/** The menus whose name contains `query` (case-insensitive), with their ancestors so the tree stays readable. */
export function filterMenus(
  menus: readonly AdminMenu[],
  query: string,
  titleOf: (name: string) => string = (name) => name,
): AdminMenu[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...menus];
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const keep = new Set<number>();
  for (const menu of menus) {
    // The name as shown (translated for the seeded message ids), or as stored.
    if (!titleOf(menu.menuName).toLowerCase().includes(q) && !menu.menuName.toLowerCase().includes(q)) continue;
    let at: AdminMenu | undefined = menu;
    while (at && !keep.has(at.menuId)) {
      keep.add(at.menuId);
      at = byId.get(at.parentId);
    }
  }
  return menus.filter((menu) => keep.has(menu.menuId));
}

/** Ids of `menuId` and everything below it (not selectable as its new parent). */
export function subtreeIds(menus: readonly AdminMenu[], menuId: number): Set<number> {
  const out = new Set([menuId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const menu of menus) {
      if (out.has(menu.parentId) && !out.has(menu.menuId)) {
        out.add(menu.menuId);
        grew = true;
      }
    }
  }
  return out;
}
