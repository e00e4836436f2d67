import type { Dept } from '@labelwise/contract';

const dept = (deptId: number, parentId: number, ancestors: string, deptName: string, orderNum: number): Dept => ({
  deptId,
  parentId,
  ancestors,
  deptName,
  orderNum,
  leader: deptId === 1 ? 'Admin' : '',
  phone: deptId === 2 ? '+49 30 1234567' : '',
  email: '',
  status: deptId === 8 ? '1' : '0',
  createdAt: '2026-11-20T09:00:00.000Z',
});

/** The seeded tree: the company, its head office with four teams, a branch with two. */
export const deptFixtures: Dept[] = [
  dept(1, 0, '0', 'Labelwise', 0),
  dept(2, 1, '0,1', 'Head office', 1),
  dept(3, 2, '0,1,2', 'Engineering', 1),
  dept(4, 2, '0,1,2', 'Product support', 2),
  dept(5, 2, '0,1,2', 'Marketing', 3),
  dept(6, 2, '0,1,2', 'Finance', 4),
  dept(7, 1, '0,1', 'Europe branch', 2),
  dept(8, 7, '0,1,7', 'Sales', 1),
  dept(9, 7, '0,1,7', 'Customer service', 2),
];
