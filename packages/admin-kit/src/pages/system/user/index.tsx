import {
  EMAIL_MAX,
  inputMaxLength,
  newPassword,
  PASSWORD_MAX,
  PHONE_MAX,
  userCreate,
  userName,
  userShape,
  users,
  type Post,
  type RowOf,
} from '@labelwise/contract';
import { Button, FormField, Input } from '@labelwise/ui';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { HasPermi } from '../../../permissions/gates';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages } from '../../pages.messages';
import { FormDialog } from '../../../crud/FormDialog';
import {
  CrudPage,
  useChoices,
  type BodyOf,
  type ColumnOf,
  type Draft,
  type FieldDef,
  type ImportDeclaration,
} from '../../../crud';
import { statusColumn, statusField } from '../../shared/status';
import { systemMessages as m } from '../system.messages';
import { messages as confirm } from '../../confirm.messages';
import { seededName } from '../shared/seededNames';
import { NO_DEPT, useDeptChoices } from './deptChoices';
import { messages as org } from './user.messages';

/**
 * The import template's columns, as RuoYi's: no password (imported users get the initial password of System →
 * Configuration and change it at their first sign-in, which the dialog says) and no roles.
 */
const importer: ImportDeclaration = {
  columns: [
    { key: 'userName', header: m.userName },
    { key: 'nickName', header: m.nickName },
    { key: 'email', header: messages.email },
    { key: 'phone', header: messages.phone },
    { key: 'status', header: messages.status, labels: { '0': messages.statusNormal, '1': messages.statusDisabled } },
  ],
  note: org.importPassword,
};

/** A user as `/system/user/list` sends it; `roles` are role keys, `roleIds` their ids. */
type AdminUser = RowOf<typeof users>;

export const passwordProblem = (value: string) =>
  newPassword.safeParse(value).success ? undefined : m.passwordTooShort;

const emptyDraft: Draft = {
  userName: '',
  nickName: '',
  password: '',
  email: '',
  phone: '',
  status: '0',
  deptId: NO_DEPT,
  postIds: [],
  roleIds: [],
};
const toDraft = (row: AdminUser): Draft => ({
  userId: String(row.userId),
  userName: row.userName,
  nickName: row.nickName,
  password: '',
  email: row.email,
  phone: row.phone,
  status: row.status,
  deptId: row.deptId === null ? NO_DEPT : String(row.deptId),
  postIds: row.postIds.map(String),
  roleIds: row.roleIds.map(String),
});
const ids = (value: unknown) => (Array.isArray(value) ? value : []).map(Number);
const toBody = (draft: Draft, row?: AdminUser): BodyOf<typeof users> => {
  const common = {
    nickName: String(draft.nickName).trim(),
    email: String(draft.email).trim(),
    phone: String(draft.phone).trim(),
    status: draft.status === '1' ? ('1' as const) : ('0' as const),
    deptId: draft.deptId === NO_DEPT ? null : Number(draft.deptId),
    postIds: ids(draft.postIds),
    roleIds: ids(draft.roleIds),
  };
  return row
    ? { userId: row.userId, ...common }
    : { userName: String(draft.userName).trim(), password: String(draft.password), ...common };
};

function ResetPasswordDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setPassword('');
    setProblem(false);
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (passwordProblem(password)) {
      setProblem(true);
      return;
    }
    setSaving(true);
    try {
      await client.put('/system/user/resetPwd', { userId: user.userId, password });
      notify({ type: 'success', message: intl.formatMessage(m.passwordReset), variant: 'message' });
      onClose();
    } catch {
      // Reported by the request layer.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      formId="lw-admin-reset-password"
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.resetPassword)}
      saving={saving}
      onSubmit={submit}
    >
      <FormField
        label={intl.formatMessage(m.resetPasswordFor, { name: user?.userName ?? '' })}
        required
        {...(problem ? { error: intl.formatMessage(m.passwordTooShort) } : {})}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          maxLength={PASSWORD_MAX}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(false);
          }}
        />
      </FormField>
    </FormDialog>
  );
}

/** Enable or Disable, for another user's row. */
function StatusToggle({ user, onChanged }: { user: AdminUser; onChanged: () => void }) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const setStatus = async (next: '0' | '1') => {
    try {
      await client.put(users.path, { userId: user.userId, status: next });
      notify({ type: 'success', message: intl.formatMessage(m.statusChanged), variant: 'message' });
      onChanged();
    } catch {
      // Reported by the request layer, in the user's words.
    }
  };
  return (
    <Button size="small" variant="text" onClick={() => void setStatus(user.status === '1' ? '0' : '1')}>
      {intl.formatMessage(user.status === '1' ? m.enable : m.disable)}
    </Button>
  );
}

/**
 * Users (system:user:*): search (also by department, with those below it), paginate, add/edit with department, posts
 * and roles, reset password, enable/disable, delete.
 */
export default function UsersPage() {
  const intl = useIntl();
  const { session } = useAdminRuntime();
  // Your own account cannot be deleted or disabled (the API refuses): those are not offered on your row.
  const me = useSyncExternalStore(session.subscribe, session.getState).user?.userId;
  const isMe = (userId: unknown) => me !== undefined && String(userId) === String(me);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  // Without system:role:list the role choices stay empty; the rest of the form works. A site has a handful of roles.
  const roles = useChoices<{ roleId: number; roleName: string; roleKey: string }>('/system/role/list', (role) => ({
    value: String(role.roleId),
    label: `${seededName(intl, 'role', role.roleKey, role.roleName)} (${role.roleKey})`,
  }));
  // Like the roles: without the list permission the choices stay empty and the user keeps what they hold.
  const posts = useChoices<Post>(
    '/system/post/list',
    (post) => ({
      value: String(post.postId),
      label:
        post.status === '1'
          ? intl.formatMessage(org.disabledChoice, { name: seededName(intl, 'post', post.postCode, post.postName) })
          : seededName(intl, 'post', post.postCode, post.postName),
    }),
    useHasPermi(['system:post:list']),
  );
  const depts = useDeptChoices(useHasPermi(['system:dept:list']));
  const filters = [
    { key: 'userName', label: m.userName },
    { key: 'deptId', label: org.dept, kind: 'select', anyLabel: org.anyDept, options: depts },
  ] as const;

  const fields: FieldDef[] = [
    {
      key: 'userName',
      label: m.userName,
      kind: 'text',
      required: true,
      readOnlyOnEdit: true,
      contract: { schema: userName, invalid: m.userNameFormat },
    },
    { key: 'nickName', label: m.nickName, kind: 'text', required: true, maxLength: inputMaxLength(userShape.nickName) },
    {
      key: 'password',
      label: m.password,
      kind: 'password',
      required: true,
      createOnly: true,
      contract: { schema: newPassword, invalid: m.passwordTooShort },
    },
    {
      key: 'email',
      label: messages.email,
      kind: 'text',
      maxLength: EMAIL_MAX,
      contract: { schema: userCreate.shape.email, invalid: m.invalidEmail },
    },
    {
      key: 'phone',
      label: messages.phone,
      kind: 'text',
      maxLength: PHONE_MAX,
      contract: { schema: userCreate.shape.phone, invalid: m.invalidPhone },
    },
    { key: 'deptId', label: org.dept, kind: 'select', options: [{ value: NO_DEPT, label: org.noDept }, ...depts] },
    { ...statusField, when: (draft) => !isMe(draft.userId) },
    { key: 'postIds', label: org.posts, kind: 'checks', options: posts },
    { key: 'roleIds', label: m.assignedRoles, kind: 'checks', options: roles },
  ];

  const columns: ColumnOf<typeof users>[] = [
    { key: 'userName', sortKey: 'userName', header: intl.formatMessage(m.userName), rowHeader: true },
    { key: 'nickName', sortKey: 'nickName', header: intl.formatMessage(m.nickName) },
    {
      key: 'deptName',
      header: intl.formatMessage(org.dept),
      render: (row) => (row.deptName === null ? '' : seededName(intl, 'dept', row.deptName, row.deptName)),
    },
    { key: 'email', header: intl.formatMessage(messages.email) },
    { key: 'roles', header: intl.formatMessage(m.assignedRoles), render: (row) => row.roles.join(', ') },
    statusColumn(intl),
  ];

  return (
    <>
      <CrudPage
        resource={users}
        headingId="lw-admin-users"
        title={intl.formatMessage(m.users)}
        rowName={(row) => row.userName}
        columns={columns}
        filters={filters}
        form={{ fields, emptyDraft, toDraft, toBody, addLabel: m.addUser, editLabel: m.editUser }}
        importer={importer}
        removeLabel={confirm.removeUser}
        canRemove={(row) => !isMe(row.userId)}
        rowActionsExtra={(row, list) => (
          <>
            <HasPermi any={['system:user:edit']}>
              {isMe(row.userId) ? null : <StatusToggle user={row} onChanged={list.reload} />}
            </HasPermi>
            <HasPermi any={['system:user:resetPwd']}>
              <Button size="small" variant="text" onClick={() => setResetting(row)}>
                {intl.formatMessage(m.resetPassword)}
              </Button>
            </HasPermi>
          </>
        )}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
