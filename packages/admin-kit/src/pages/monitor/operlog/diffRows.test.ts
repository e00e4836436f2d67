import { describe, expect, it } from 'vitest';
import { diffRows } from './diffRows';

describe('diffRows', () => {
  it('marks exactly the fields whose values differ, in the record order', () => {
    const rows = diffRows(
      { brandId: 3, name: 'Acme', sort: 0, tags: ['a'] },
      { brandId: 3, name: 'Acme 2', sort: 0, tags: ['a', 'b'], website: 'https://a.example' },
    );
    expect(rows.map((r) => [r.field, r.changed])).toEqual([
      ['brandId', false],
      ['name', true],
      ['sort', false],
      ['tags', true],
      ['website', true],
    ]);
    expect(rows[3]).toMatchObject({ before: '["a"]', after: '["a","b"]' });
    expect(rows[4]).toMatchObject({ before: undefined, after: 'https://a.example' });
  });

  it('an add or a delete has every field on one side only', () => {
    expect(diffRows(null, { name: 'New' })).toEqual([
      { field: 'name', before: undefined, after: 'New', changed: true },
    ]);
    expect(diffRows({ name: 'Gone' }, null)).toEqual([
      { field: 'name', before: 'Gone', after: undefined, changed: true },
    ]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
