import type { Dept } from '@labelwise/contract';

/** One line of the department tree table. */
export interface DeptTreeRow {
  dept: Dept;
  depth: number;
  hasChildren: boolean;
}

/**
 * The flat list as a depth-first tree (siblings by `orderNum`, then id). A department whose parent is not in the list
 * is a root, so a filtered list still shows. Children of `collapsed` departments are left out.
 */
export function deptTree(depts: readonly Dept[], collapsed: ReadonlySet<number> = new Set()): DeptTreeRow[] {
  const ids = new Set(depts.map((dept) => dept.deptId));
  const children = new Map<number, Dept[]>();
  for (const dept of depts) {
    const parent = ids.has(dept.parentId) && dept.parentId !== dept.deptId ? dept.parentId : 0;
    children.set(parent, [...(children.get(parent) ?? []), dept]);
  }
  for (const list of children.values()) list.sort((a, b) => a.orderNum - b.orderNum || a.deptId - b.deptId);
  const out: DeptTreeRow[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const dept of children.get(parent) ?? []) {
      if (seen.has(dept.deptId)) continue; // a cycle in bad data must not loop forever
      seen.add(dept.deptId);
      const hasChildren = (children.get(dept.deptId) ?? []).length > 0;
      out.push({ dept, depth, hasChildren });
      if (hasChildren && !collapsed.has(dept.deptId)) walk(dept.deptId, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

/**
 * The departments whose name contains `query` (case-insensitive) and whose status is `status` (any when empty), with
 * their ancestors so the tree stays readable.
 */
export function filterDepts(depts: readonly Dept[], query: string, status = ''): Dept[] {
  const q = query.trim().toLowerCase();
  if (!q && !status) return [...depts];
  const byId = new Map(depts.map((dept) => [dept.deptId, dept]));
  const keep = new Set<number>();
  for (const dept of depts) {
    if (q && !dept.deptName.toLowerCase().includes(q)) continue;
    if (status && dept.status !== status) continue;
    let at: Dept | undefined = dept;
    while (at && !keep.has(at.deptId)) {
      keep.add(at.deptId);
      at = byId.get(at.parentId);
    }
  }
  return depts.filter((dept) => keep.has(dept.deptId));
}

/** Ids of `deptId` and everything below it: not offered as its new parent (the API refuses a cycle too). */
export function subtreeIds(depts: readonly Dept[], deptId: number): Set<number> {
  const out = new Set([deptId]);
  for (const dept of depts) if (dept.ancestors.split(',').includes(String(deptId))) out.add(dept.deptId);
  return out;
}
