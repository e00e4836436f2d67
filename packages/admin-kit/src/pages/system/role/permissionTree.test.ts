import type { RoleMenuNode } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import { allCodes, checkState, parentIds, permTree, subtreeCodes, toggle } from './permissionTree';

const menu = (menuId: number, parentId: number, menuType: 'M' | 'C' | 'F', perms = '', sort = menuId) =>
  ({ menuId, parentId, menuName: `m${menuId}`, menuType, perms, sort }) satisfies RoleMenuNode;

// System (dir) → Users (page) → add/edit buttons; Roles (page) → edit button
const menus = [
  menu(1, 0, 'M'),
  menu(2, 1, 'C', 'system:user:list', 2),
  menu(3, 2, 'F', 'system:user:add'),
  menu(4, 2, 'F', 'system:user:edit'),
  menu(5, 1, 'C', 'system:role:list', 1),
  menu(6, 5, 'F', 'system:role:edit'),
];
const [system] = permTree(menus);
const users = system!.children.find((n) => n.id === 2)!;
const all = () => true;

describe('permission tree', () => {
  it('builds the tree in menu order, directories without a code', () => {
    expect(system!.code).toBe('');
    expect(system!.children.map((n) => n.id)).toEqual([5, 2]);
    expect(users.children.map((n) => n.code)).toEqual(['system:user:add', 'system:user:edit']);
    expect(parentIds([system!])).toEqual([1, 5, 2]);
    expect(allCodes([system!]).sort()).toEqual(subtreeCodes(system!).sort());
    expect(allCodes([system!])).toHaveLength(5);
  });

  it('a parent is checked when all its codes are chosen, half-checked when some are', () => {
    const some = new Set(['system:user:list', 'system:user:add']);
    expect(checkState(users, some, true)).toBe('mixed');
    expect(checkState(system!, some, true)).toBe('mixed');
    const usersAll = new Set(subtreeCodes(users));
    expect(checkState(users, usersAll, true)).toBe(true);
    expect(checkState(system!, usersAll, true)).toBe('mixed');
    expect(checkState(system!, new Set(), true)).toBe(false);
    expect(checkState(system!, new Set(allCodes([system!])), true)).toBe(true);
  });

  it('linked, checking a parent checks everything below it and unchecking clears it', () => {
    const on = toggle(users, [], true, all);
    expect(on.sort()).toEqual(['system:user:add', 'system:user:edit', 'system:user:list']);
    // a half-checked parent becomes fully checked first
    expect(toggle(users, ['system:user:add'], true, all)).toHaveLength(3);
    expect(toggle(users, on, true, all)).toEqual([]);
    // codes outside the node are kept
    expect(toggle(users, ['other:x:y'], true, all)).toContain('other:x:y');
  });

  it('unlinked, a page box flips only its own code', () => {
    expect(toggle(users, [], false, all)).toEqual(['system:user:list']);
    expect(checkState(users, new Set(['system:user:add']), false)).toBe(false);
    expect(checkState(users, new Set(['system:user:list']), false)).toBe(true);
    // a directory has no code of its own: its box still acts on what is below it
    expect(toggle(system!, [], false, all)).toHaveLength(5);
  });

  it('codes the operator does not hold stay as they were', () => {
    const holds = (code: string) => code !== 'system:user:edit';
    expect(toggle(users, [], true, holds).sort()).toEqual(['system:user:add', 'system:user:list']);
    expect(toggle(users, subtreeCodes(users), true, holds)).toEqual(['system:user:edit']);
  });
});
