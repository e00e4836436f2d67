import { ADMIN_ROLE_KEY as ADMIN_ROLE, holdsPermission, users, type Role, type User } from '@labelwise/contract';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  Inline,
  Input,
  Pagination,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@labelwise/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { usePermissions } from '../../../permissions';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages as common } from '../../../crud/shared.messages';
import { systemMessages as sm } from '../system.messages';
import { messages as m } from './role.messages';

const PAGE_SIZE = 10;

/** The search row (render it with `forwardedAs="form"`): the box takes the room the button leaves. */
const Search = styled(Inline)`
  input {
    flex: 1 1 180px;
    min-width: 0;
  }
`;

type Mode = 'members' | 'add';

/** The dialog's buttons: "Add users" under the role's users; back and "Add chosen" while choosing. */
function DialogActions(props: {
  mode: Mode;
  mayChange: boolean;
  canAdd: boolean;
  onSwitch: (mode: Mode) => void;
  onAdd: () => void;
}) {
  const intl = useIntl();
  if (props.mode === 'members') {
    return props.mayChange ? (
      <Inline gap={2}>
        <Button variant="primary" onClick={() => props.onSwitch('add')}>
          {intl.formatMessage(m.addUsers)}
        </Button>
      </Inline>
    ) : null;
  }
  return (
    <Inline gap={2} justify="between">
      <Button onClick={() => props.onSwitch('members')}>{intl.formatMessage(m.back)}</Button>
      <Button variant="primary" disabled={!props.canAdd} onClick={props.onAdd}>
        {intl.formatMessage(m.addChosen)}
      </Button>
    </Inline>
  );
}

/** One page of the role's users (`members`) or of the users without it (`add`), by user name. */
function useRoleUsers(roleId: number | undefined, mode: Mode, applied: string, page: number) {
  const { client } = useAdminRuntime();
  const [rows, setRows] = useState<User[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    if (roleId === undefined) return;
    setLoading(true);
    try {
      const filter = mode === 'members' ? { roleId } : { withoutRoleId: roleId };
      const result = await client.page<User>('/system/user/list', {
        ...filter,
        ...(applied ? { userName: applied } : {}),
        pageNum: page,
        pageSize: PAGE_SIZE,
      });
      setRows(result.rows);
      setTotal(result.total);
    } catch {
      // Reported by the request layer.
    } finally {
      setLoading(false);
    }
  }, [client, roleId, mode, applied, page]);

  useEffect(() => {
    void load();
  }, [load]);
  return { rows, total, loading, load };
}

interface ColumnProps {
  mode: Mode;
  busy: boolean;
  picked: ReadonlySet<number>;
  mayTouch: (user: User) => boolean;
  onRemove: (user: User) => Promise<void>;
  onPick: (userId: number, on: boolean) => void;
}

/** Members get "remove from role"; candidates a box to choose them. */
function useUserColumns({ mode, busy, picked, mayTouch, onRemove, onPick }: ColumnProps): TableColumn<User>[] {
  const intl = useIntl();
  const nameColumns: TableColumn<User>[] = [
    { key: 'userName', header: intl.formatMessage(sm.userName), rowHeader: true, render: (user) => user.userName },
    { key: 'nickName', header: intl.formatMessage(sm.nickName), render: (user) => user.nickName },
  ];
  if (mode === 'members')
    return [
      ...nameColumns,
      {
        key: 'actions',
        header: intl.formatMessage(common.actions),
        render: (user) =>
          mayTouch(user) ? (
            <Button size="small" variant="text" disabled={busy} onClick={() => void onRemove(user)}>
              {intl.formatMessage(m.removeFromRole)}
            </Button>
          ) : null,
      },
    ];
  return [
    {
      key: 'pick',
      header: intl.formatMessage(m.pickColumn),
      render: (user) => (
        <Checkbox
          aria-label={intl.formatMessage(m.choose, { name: user.userName })}
          disabled={!mayTouch(user)}
          checked={picked.has(user.userId)}
          onCheckedChange={(checked) => onPick(user.userId, checked === true)}
        />
      ),
    },
    ...nameColumns,
  ];
}

/**
 * Whether the operator may give or take `role` (the API's rule: every permission of the role held, the admin role by
 * admins only) and touch a given user's roles (an admin account by admins only).
 */
function useRoleRights(role: Role | null) {
  const holder = usePermissions();
  const isAdmin = holder.roles.includes(ADMIN_ROLE);
  const holdsRole =
    role !== null &&
    (role.roleKey === ADMIN_ROLE ? isAdmin : role.permissions.every((code) => holdsPermission(holder, code)));
  const mayChange = holdsPermission(holder, 'system:user:edit') && holdsRole;
  const mayTouch = (user: User) => mayChange && (!user.roles.includes(ADMIN_ROLE) || isAdmin);
  return { mayChange, mayTouch };
}

/**
 * RuoYi's "assign users" of a role: the role's users (search, pages) with "remove from role", and a second view
 * listing the users without the role to add some. Both write the user's role list, so the API's user rules apply
 * (the operator must hold the role's permissions and every permission of the user). Mount it keyed by the role, so
 * each role opens on its own users with a fresh search.
 */
export function RoleUsersDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [mode, setMode] = useState<Mode>('members');
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const roleId = role?.roleId;

  const { mayChange, mayTouch } = useRoleRights(role);

  const { rows, total, loading, load } = useRoleUsers(roleId, mode, applied, page);

  const switchTo = (next: Mode) => {
    setMode(next);
    setQuery('');
    setApplied('');
    setPage(1);
    setPicked(new Set());
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setApplied(query.trim());
    setPage(1);
  };

  const removeFrom = async (user: User) => {
    if (roleId === undefined) return;
    setBusy(true);
    try {
      await client.put(users.path, { userId: user.userId, roleIds: user.roleIds.filter((id) => id !== roleId) });
      notify({ type: 'success', message: intl.formatMessage(m.removedFromRole), variant: 'message' });
      await load();
    } catch {
      // Reported by the request layer, with the API's reason.
    } finally {
      setBusy(false);
    }
  };

  const addChosen = async () => {
    if (roleId === undefined) return;
    setBusy(true);
    try {
      // One user at a time: each write is checked on its own, and those done stay done if a later one is refused.
      for (const user of rows.filter((row) => picked.has(row.userId)))
        await client.put(users.path, { userId: user.userId, roleIds: [...user.roleIds, roleId] });
      notify({ type: 'success', message: intl.formatMessage(m.usersAdded), variant: 'message' });
      switchTo('members');
    } catch {
      await load();
    } finally {
      setBusy(false);
    }
  };

  const togglePick = (userId: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const columns = useUserColumns({ mode, busy, picked, mayTouch, onRemove: removeFrom, onPick: togglePick });

  const name = role?.roleName ?? '';
  return (
    <Dialog open={role !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={intl.formatMessage(mode === 'members' ? m.usersOfRole : m.addUsersTo, { name })}
        width={640}
      >
        <Stack gap={3}>
          {mayChange ? null : (
            <Text size="sm" tone="muted">
              {intl.formatMessage(m.notHeld)}
            </Text>
          )}
          <Search forwardedAs="form" gap={2} align="stretch" onSubmit={submitSearch} role="search">
            <Input
              aria-label={intl.formatMessage(m.searchUserName)}
              placeholder={intl.formatMessage(m.searchUserName)}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button type="submit">{intl.formatMessage(m.search)}</Button>
          </Search>
          <Table
            aria-label={intl.formatMessage(mode === 'members' ? m.usersOfRole : m.addUsersTo, { name })}
            columns={columns}
            rows={rows}
            rowKey={(user) => String(user.userId)}
            loading={loading}
            emptyText={intl.formatMessage(mode === 'members' ? m.noMembers : m.noCandidates)}
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
          <DialogActions
            mode={mode}
            mayChange={mayChange}
            canAdd={!busy && picked.size > 0}
            onSwitch={switchTo}
            onAdd={() => void addChosen()}
          />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
