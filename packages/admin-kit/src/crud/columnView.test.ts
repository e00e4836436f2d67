import { describe, expect, it } from 'vitest';
import { hideableColumns, readListView, shownColumns, withColumn } from './columnView';

const columns = [
  { key: 'title', rowHeader: true },
  { key: 'modelName' },
  { key: 'version' },
  { key: 'fileSize' },
  { key: 'actions' },
];

describe('list columns an operator shows and hides', () => {
  it('never offers the row header or the actions column', () => {
    expect(hideableColumns(columns).map((c) => c.key)).toEqual(['modelName', 'version', 'fileSize']);
  });

  it('hides the stored keys and ignores keys the list no longer has or may not hide', () => {
    const shown = shownColumns(columns, ['version', 'gone', 'title', 'actions']).map((c) => c.key);
    expect(shown).toEqual(['title', 'modelName', 'fileSize', 'actions']);
  });

  it('keeps the hidden keys in the list’s order and drops stale ones when a column changes', () => {
    expect(withColumn(columns, ['gone', 'fileSize'], 'modelName', false)).toEqual(['modelName', 'fileSize']);
    expect(withColumn(columns, ['modelName', 'fileSize'], 'modelName', true)).toEqual(['fileSize']);
    // Asking to hide what may not be hidden changes nothing.
    expect(withColumn(columns, ['version'], 'title', false)).toEqual(['version']);
  });

  it('lets every data column go when a row header still names each row, but not otherwise', () => {
    expect(withColumn(columns, ['modelName', 'version'], 'fileSize', false)).toEqual([
      'modelName',
      'version',
      'fileSize',
    ]);
    const noHeader = columns.filter((c) => !c.rowHeader);
    expect(withColumn(noHeader, ['modelName', 'version'], 'fileSize', false)).toEqual(['modelName', 'version']);
  });

  it('reads a stored view defensively', () => {
    expect(readListView({ hidden: ['version', 'version'] })).toEqual({ hidden: ['version'] });
    expect(readListView({ hidden: 'version' })).toEqual({ hidden: [] });
    expect(readListView(undefined)).toEqual({ hidden: [] });
  });
});
