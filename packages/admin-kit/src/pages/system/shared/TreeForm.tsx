import type { MessageDescriptor } from 'react-intl';
import { CrudFormDialog, type Choice, type Draft, type FieldDef, type FormDeclaration } from '../../../crud';
import type { TreeLine } from './TreeTable';

/** What a tree record's form opens with: a record to edit, or the draft of a new one (its parent already chosen). */
export type TreeEditing<T> = { row: T } | { start: Draft };

/** The record a form edits; none when it adds one. */
export const editedRow = <T,>(editing: TreeEditing<T> | null): T | undefined =>
  editing && 'row' in editing ? editing.row : undefined;

export interface TreeFormProps<T> {
  editing: TreeEditing<T> | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The add/edit dialog of a tree record (a department, a menu), open while there is something to edit or add. */
export function TreeFormDialog<T>({
  editing,
  onClose,
  onSaved,
  baseUrl,
  form,
}: TreeFormProps<T> & { baseUrl: string; form: FormDeclaration<T> }) {
  return (
    <CrudFormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      row={editedRow(editing)}
      startDraft={editing && 'start' in editing ? editing.start : undefined}
      onSaved={onSaved}
      baseUrl={baseUrl}
      form={form}
    />
  );
}

/**
 * The parent select of a tree record: the top level, then the tree indented by depth, leaving out what `offered`
 * refuses (the record being edited and everything below it, which would make a cycle).
 */
export function parentField<R extends TreeLine>(
  label: MessageDescriptor,
  rows: readonly R[],
  {
    topLevel,
    idOf,
    nameOf,
    offered,
  }: {
    topLevel: string;
    idOf: (row: R) => number;
    nameOf: (row: R) => string;
    offered: (row: R) => boolean;
  },
): FieldDef {
  const options: Choice[] = [{ value: '0', label: topLevel }];
  for (const row of rows) {
    if (!offered(row)) continue;
    options.push({ value: String(idOf(row)), label: nameOf(row), depth: row.depth + 1 });
  }
  return { key: 'parentId', label, kind: 'select', options };
}
