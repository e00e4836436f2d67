import { describe, expect, it } from 'vitest';
import { nextTableSort } from './tableSort';

describe('nextTableSort', () => {
  it('cycles ascending → descending → none on one column', () => {
    expect(nextTableSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextTableSort(undefined, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextTableSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(nextTableSort({ key: 'name', direction: 'descending' }, 'name')).toBeNull();
  });

  it('starts ascending when another column is sorted', () => {
    expect(nextTableSort({ key: 'name', direction: 'descending' }, 'size')).toEqual({
      key: 'size',
      direction: 'ascending',
    });
    expect(nextTableSort({ key: 'name', direction: 'ascending' }, 'size')).toEqual({
      key: 'size',
      direction: 'ascending',
    });
  });
});
