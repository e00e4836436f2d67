/**
 * Checked by `tsc`, never run: what a renamed row field breaks on the admin's side. The manifest below is the
 * download links' with `key` renamed to `linkKey` in its row; every `@ts-expect-error` marks a place that must stop
 * compiling (if one of them compiled, tsc would fail on the unused directive).
 */
import { defineResource, linkRow, links } from '@labelwise/contract';
import { CrudPage } from './CrudPage';
import type { ColumnOf, FilterOf, ResourceFormDeclaration } from './types';

const renamed = defineResource({
  ...links,
  row: linkRow.omit({ key: true }).extend({ linkKey: linkRow.shape.key }),
  sortable: ['label', 'sort'],
});

const columns: ColumnOf<typeof renamed>[] = [
  { key: 'label', sortKey: 'label', header: 'Label' },
  // @ts-expect-error 'key' is no longer a sort field
  { key: 'key', sortKey: 'key', header: 'Key' },
];

const filters: readonly FilterOf<typeof renamed>[] = [
  { key: 'key', label: { id: 'x' } },
  // @ts-expect-error 'linkKey' is a row field, not a filter of the manifest
  { key: 'linkKey', label: { id: 'x' } },
];

const form: ResourceFormDeclaration<typeof renamed> = {
  fields: [],
  emptyDraft: {},
  // @ts-expect-error the row has no `key` any more
  toDraft: (row) => ({ key: row.key }),
  // @ts-expect-error a create body needs `url`
  toBody: (draft) => ({ key: String(draft.key) }),
  addLabel: { id: 'add' },
  editLabel: { id: 'edit' },
};

export const page = (
  <CrudPage
    resource={renamed}
    headingId="renamed"
    title="Renamed"
    // @ts-expect-error the list's rows have no `key` any more
    rowName={(row) => row.key}
    columns={columns}
    filters={filters}
    form={form}
  />
);
