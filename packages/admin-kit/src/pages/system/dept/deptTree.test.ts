import { describe, expect, it } from 'vitest';
import { deptTree, filterDepts, subtreeIds } from './deptTree';
import { deptFixtures } from './fixtures';

const names = (rows: ReturnType<typeof deptTree>) => rows.map((row) => `${'-'.repeat(row.depth)}${row.dept.deptName}`);

describe('department tree', () => {
  it('draws the flat list depth first, siblings by order, and hides what a collapsed row holds', () => {
    const shuffled = [...deptFixtures].reverse();
    expect(names(deptTree(shuffled))).toEqual([
      'Labelwise',
      '-Head office',
      '--Engineering',
      '--Product support',
      '--Marketing',
      '--Finance',
      '-Europe branch',
      '--Sales',
      '--Customer service',
    ]);
    expect(names(deptTree(deptFixtures, new Set([2])))).toEqual([
      'Labelwise',
      '-Head office',
      '-Europe branch',
      '--Sales',
      '--Customer service',
    ]);
  });

  it('a search keeps the matches with their ancestors; status filters too', () => {
    expect(names(deptTree(filterDepts(deptFixtures, 'MARK')))).toEqual(['Labelwise', '-Head office', '--Marketing']);
    expect(names(deptTree(filterDepts(deptFixtures, '', '1')))).toEqual(['Labelwise', '-Europe branch', '--Sales']);
  });

  it('a department cannot be moved under itself or below itself', () => {
    expect([...subtreeIds(deptFixtures, 2)].sort()).toEqual([2, 3, 4, 5, 6]);
    expect([...subtreeIds(deptFixtures, 9)]).toEqual([9]);
  });
});
