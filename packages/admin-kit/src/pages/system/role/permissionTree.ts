import type { MenuType, RoleMenuNode } from '@labelwise/contract';

/** One node of the permission picker: a menu (directory, page, button) and the code it stands for. */
export interface PermNode {
  id: number;
  name: string;
  type: MenuType;
  /** The menu's own code; empty for directories and for menus that guard nothing. */
  code: string;
  children: PermNode[];
}

export type CheckState = boolean | 'mixed';

/** The flat menu list as a tree (siblings by `sort`, then id); a menu whose parent is missing is a root. */
export function permTree(menus: readonly RoleMenuNode[]): PermNode[] {
  const ids = new Set(menus.map((m) => m.menuId));
  const byParent = new Map<number, RoleMenuNode[]>();
  for (const m of menus) {
    const parent = ids.has(m.parentId) && m.parentId !== m.menuId ? m.parentId : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), m]);
  }
  const seen = new Set<number>();
  const build = (parent: number): PermNode[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.sort - b.sort || a.menuId - b.menuId)
      .filter((m) => !seen.has(m.menuId) && seen.add(m.menuId))
      .map((m) => ({ id: m.menuId, name: m.menuName, type: m.menuType, code: m.perms, children: build(m.menuId) }));
  return build(0);
}

/** The codes of `node` and everything below it, each once. */
export function subtreeCodes(node: PermNode): string[] {
  const out = new Set<string>();
  const walk = (n: PermNode) => {
    if (n.code) out.add(n.code);
    n.children.forEach(walk);
  };
  walk(node);
  return [...out];
}

/**
 * A node's box. Linked (parent and children together), a parent is checked when every code below it is chosen,
 * half-checked when some are; unlinked, each box shows its own code only (a parent without one shows its children's
 * state, since it has nothing of its own to choose).
 */
export function checkState(node: PermNode, chosen: ReadonlySet<string>, linked: boolean): CheckState {
  if (!linked && node.code) return chosen.has(node.code);
  const codes = subtreeCodes(node);
  if (codes.length === 0) return false;
  const held = codes.filter((c) => chosen.has(c)).length;
  if (held === 0) return false;
  return held === codes.length ? true : 'mixed';
}

/**
 * The chosen codes after clicking `node`'s box: linked, a box that is not fully checked checks every code below it
 * and a checked one clears them; unlinked, only the node's own code flips. Codes `canChange` refuses (ones the
 * operator does not hold) stay as they were.
 */
export function toggle(
  node: PermNode,
  chosen: readonly string[],
  linked: boolean,
  canChange: (code: string) => boolean,
): string[] {
  const set = new Set(chosen);
  const codes = linked || !node.code ? subtreeCodes(node) : [node.code];
  const changeable = codes.filter(canChange);
  const turnOn = linked || !node.code ? changeable.some((c) => !set.has(c)) : !set.has(node.code);
  for (const code of changeable) {
    if (turnOn) set.add(code);
    else set.delete(code);
  }
  return [...set];
}

/** Every code of the tree (for "check all"), each once. */
export function allCodes(nodes: readonly PermNode[]): string[] {
  return [...new Set(nodes.flatMap(subtreeCodes))];
}

/** Ids of the nodes that have children (for "expand all"). */
export function parentIds(nodes: readonly PermNode[]): number[] {
  const out: number[] = [];
  const walk = (n: PermNode) => {
    if (n.children.length) out.push(n.id);
    n.children.forEach(walk);
  };
  nodes.forEach(walk);
  return out;
}
