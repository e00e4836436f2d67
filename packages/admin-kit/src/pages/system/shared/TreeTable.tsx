import { AlertDialog, Button, Table, type TableColumn } from '@labelwise/ui';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages as common } from '../../../crud/shared.messages';

/** One line of a tree table: the record is the page's own; depth and children come from the tree walk. */
export interface TreeLine {
  depth: number;
  hasChildren: boolean;
}

/**
 * Loads a whole tree (RuoYi sends it flat; the page draws it), and which ids have rows below them (the rows that
 * "Collapse all" folds and that cannot be deleted).
 */
export function useFlatTree<T>(url: string, parentOf: (item: T) => number) {
  const { client } = useAdminRuntime();
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    client
      .get<T[]>(url)
      .then((rows) => {
        if (live) setItems(Array.isArray(rows) ? rows : []);
      })
      .catch(() => undefined) // reported by the request layer; keep what is shown
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [client, url, version]);
  const parents = useMemo(() => new Set(items.map(parentOf)), [items, parentOf]);
  return { items, loading, parents, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/** Which rows of a tree table are folded; every row starts unfolded. */
export function useCollapsed() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return { collapsed, toggle, setCollapsed };
}

/** "Expand all" and "Collapse all" above a tree table; a filtered tree shows everything, so both are off then. */
export function ExpandAllButtons({
  parents,
  filtered,
  onChange,
  labels,
}: {
  /** The ids that have rows below them: what "Collapse all" folds. */
  parents: ReadonlySet<number>;
  filtered: boolean;
  onChange: (collapsed: ReadonlySet<number>) => void;
  labels: { expandAll: MessageDescriptor; collapseAll: MessageDescriptor };
}) {
  const intl = useIntl();
  return (
    <>
      <Button type="button" onClick={() => onChange(new Set())} disabled={filtered}>
        {intl.formatMessage(labels.expandAll)}
      </Button>
      <Button type="button" onClick={() => onChange(parents)} disabled={filtered}>
        {intl.formatMessage(labels.collapseAll)}
      </Button>
    </>
  );
}

/**
 * Deleting a tree row: a row with rows below it is refused with a warning naming it (the API refuses it too); a leaf
 * asks first. Returns what opens the question, and the question to render.
 */
export function useRemoveLeaf<T>({
  baseUrl,
  idOf,
  nameOf,
  parents,
  hasChildren,
  title,
  reload,
}: {
  baseUrl: string;
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  parents: ReadonlySet<number>;
  /** The warning for a row with rows below it, with `{name}`. */
  hasChildren: MessageDescriptor;
  title: MessageDescriptor;
  reload: () => void;
}): { askRemove: (item: T) => void; dialog: ReactElement } {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [removing, setRemoving] = useState<T | null>(null);

  const askRemove = (item: T) => {
    if (parents.has(idOf(item))) {
      notify({ type: 'warning', message: intl.formatMessage(hasChildren, { name: nameOf(item) }), variant: 'message' });
      return;
    }
    setRemoving(item);
  };

  const remove = async (item: T) => {
    try {
      await client.delete(`${baseUrl}/${idOf(item)}`);
      notify({ type: 'success', message: intl.formatMessage(common.removed), variant: 'message' });
      reload();
    } catch {
      // Reported by the request layer (for example a child added meanwhile: 409).
    }
  };

  const dialog = (
    <AlertDialog
      open={removing !== null}
      onOpenChange={(open) => !open && setRemoving(null)}
      tone="danger"
      title={intl.formatMessage(title)}
      description={intl.formatMessage(common.removeConfirm, { name: removing ? nameOf(removing) : '' })}
      confirmLabel={intl.formatMessage(common.remove)}
      onConfirm={() => {
        if (removing) void remove(removing);
      }}
    />
  );
  return { askRemove, dialog };
}

const NameCell = styled.span<{ $depth: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding-inline-start: ${({ $depth }) => $depth * 20}px;
`;

/** Keeps leaf names aligned with the names of rows that have a toggle. */
const ToggleSpace = styled.span`
  display: inline-block;
  width: 24px;
`;

export interface TreeTableProps<R extends TreeLine> {
  labelledBy: string;
  rows: readonly R[];
  loading?: boolean;
  /** Filtering shows every match with its ancestors, without toggles. */
  filtered?: boolean;
  collapsed: ReadonlySet<number>;
  onToggle: (id: number) => void;
  idOf: (row: R) => number;
  /** The first column: the row header, its name indented by depth behind the row's toggle. */
  name: { key: string; header: string; text: (row: R) => string };
  /** The toggle's labels, with `{name}`. */
  toggleLabels: { expand: MessageDescriptor; collapse: MessageDescriptor };
  /** The columns after the name. */
  columns: readonly TableColumn<R>[];
}

/** A tree drawn as a table: indented names, each row with rows below it folding and unfolding them. */
export function TreeTable<R extends TreeLine>({
  labelledBy,
  rows,
  loading = false,
  filtered = false,
  collapsed,
  onToggle,
  idOf,
  name,
  toggleLabels,
  columns,
}: TreeTableProps<R>) {
  const intl = useIntl();
  const nameColumn: TableColumn<R> = {
    key: name.key,
    header: name.header,
    rowHeader: true,
    render: (row) => {
      const id = idOf(row);
      const folded = collapsed.has(id);
      return (
        <NameCell $depth={row.depth}>
          {row.hasChildren && !filtered ? (
            <Button
              size="small"
              variant="text"
              aria-expanded={!folded}
              aria-label={intl.formatMessage(folded ? toggleLabels.expand : toggleLabels.collapse, {
                name: name.text(row),
              })}
              onClick={() => onToggle(id)}
            >
              <span aria-hidden="true">{folded ? '▸' : '▾'}</span>
            </Button>
          ) : (
            <ToggleSpace aria-hidden="true" />
          )}
          {name.text(row)}
        </NameCell>
      );
    },
  };
  return (
    <Table
      aria-labelledby={labelledBy}
      columns={[nameColumn, ...columns]}
      rows={rows}
      rowKey={(row) => String(idOf(row))}
      loading={loading}
    />
  );
}
