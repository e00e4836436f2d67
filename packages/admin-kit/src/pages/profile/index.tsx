import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  bytesToMb,
  isEmail,
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
} from '@labelwise/contract';
import {
  Button,
  DescriptionListItem,
  FormField,
  Heading,
  Input,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  VisuallyHidden,
} from '@labelwise/ui';
import type { MessageDescriptor } from '@labelwise/ui/messages';
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { messages as routes } from '../../routing/constantRoutes.messages';
import { fieldErrorOf } from '../../request/httpError';
import { PRODUCT_LOGO_URL } from '../../brand/ProductLogo';
import { messages as shell } from '../../session/password.messages';
import { useAdminRuntime } from '../../runtime/adminRuntime';
import { messages as pages } from '../pages.messages';
import { messages as crudMessages } from '../../crud/shared.messages';
import { Panel } from '../../crud/pageParts';
import { messages as system } from '../system/system.messages';
import { messages as user } from '../system/user/user.messages';
import { messages } from './profile.messages';
import { AvatarImage, Card, Facts, Layout, PanelForm } from './profile.styles';
import { useAdminLoad } from '../../runtime/useAdminLoad';

const DETAIL_FIELDS = ['nickName', 'email', 'phone'] as const;
const PASSWORD_FIELDS = ['oldPassword', 'newPassword'] as const;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'].join(',');

type Problems<K extends string> = Partial<Record<K, string>>;

/** The API's refusals under their fields; anything else the request layer has toasted already. */
function onFieldOf<K extends string>(error: unknown, fields: readonly K[]): Problems<K> {
  const onField = fieldErrorOf(error, fields);
  return onField ? ({ [onField.field]: onField.message } as Problems<K>) : {};
}

/** The operator's own account (RuoYi's personal centre): picture, details and password. */
export default function ProfilePage() {
  const intl = useIntl();
  const { notify } = useAdminRuntime();
  const { data: loaded } = useAdminLoad((client) => client.get<Profile>('/system/user/profile'), []);
  const [search] = useSearchParams();
  const { session } = useAdminRuntime();
  const mustChange = useSyncExternalStore(
    session.subscribe,
    () => session.getState().user?.passwordChangeRequired === true,
  );
  const [edited, setProfile] = useState<Profile | null>(null);
  const profile = edited ?? loaded;

  if (!profile) return null;
  return (
    <Layout aria-labelledby="lw-admin-profile">
      {/* Named for assistive technology; the tab and breadcrumb already show the title. */}
      <VisuallyHidden asChild>
        <Heading level={1} id="lw-admin-profile">
          {intl.formatMessage(routes.profile)}
        </Heading>
      </VisuallyHidden>
      <AboutCard profile={profile} onChange={setProfile} />
      <Panel as="div">
        {mustChange ? (
          <p role="alert" data-password-change-required>
            {intl.formatMessage(messages.passwordChangeRequired)}
          </p>
        ) : null}
        <Tabs defaultValue={mustChange || search.get('tab') === 'password' ? 'password' : 'details'}>
          <TabsList aria-label={intl.formatMessage(routes.profile)}>
            <TabsTrigger value="details">{intl.formatMessage(messages.details)}</TabsTrigger>
            <TabsTrigger value="password">{intl.formatMessage(messages.password)}</TabsTrigger>
          </TabsList>
          <TabsContent value="details">
            <DetailsForm
              profile={profile}
              onSaved={(next) => {
                setProfile(next);
                notify({ type: 'success', variant: 'message', message: intl.formatMessage(crudMessages.saved) });
              }}
            />
          </TabsContent>
          <TabsContent value="password">
            <PasswordForm />
          </TabsContent>
        </Tabs>
      </Panel>
    </Layout>
  );
}

function AboutCard({ profile, onChange }: { profile: Profile; onChange: (next: Profile) => void }) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const maxMb = bytesToMb(AVATAR_MAX_BYTES);

  async function upload(file: File) {
    setProblem(undefined);
    // Checked here only to answer at once; the server decides by the picture's content, not its type or name.
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem(intl.formatMessage(messages.avatarHint, { maxMb }));
      return;
    }
    const body = new FormData();
    body.append(AVATAR_FIELD, file, file.name);
    setUploading(true);
    try {
      const { imgUrl } = await client.request<{ imgUrl: string }>('/system/user/profile/avatar', {
        method: 'POST',
        body,
        fields: [AVATAR_FIELD],
      });
      onChange({ ...profile, avatar: imgUrl });
      notify({ type: 'success', variant: 'message', message: intl.formatMessage(messages.avatarSaved) });
    } catch (error) {
      setProblem(onFieldOf(error, [AVATAR_FIELD])[AVATAR_FIELD]);
    } finally {
      setUploading(false);
    }
  }

  const fact = (label: MessageDescriptor, value: string) => (
    <DescriptionListItem term={intl.formatMessage(label)}>{value || '—'}</DescriptionListItem>
  );
  return (
    <Card align="center" aria-labelledby="lw-admin-profile-about">
      <h2 id="lw-admin-profile-about">{intl.formatMessage(messages.aboutMe)}</h2>
      <AvatarImage
        src={profile.avatar ? client.resolveUrl(profile.avatar) : PRODUCT_LOGO_URL}
        alt={intl.formatMessage(messages.avatarAlt)}
        width={128}
        height={128}
      />
      {/* The button opens the system's file picker; the input itself stays out of sight and out of the tab order. */}
      <input
        ref={picker}
        type="file"
        accept={ACCEPTED}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        loading={uploading}
        onClick={() => picker.current?.click()}
        aria-describedby={problem ? 'lw-admin-avatar-problem' : 'lw-admin-avatar-hint'}
      >
        {intl.formatMessage(messages.changeAvatar)}
      </Button>
      {problem ? (
        <Text id="lw-admin-avatar-problem" size="sm" tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
      <Text id="lw-admin-avatar-hint" size="sm" tone="muted">
        {intl.formatMessage(messages.avatarHint, { maxMb })}
      </Text>
      <Facts termWidth="sm">
        {fact(system.userName, profile.userName)}
        {fact(pages.phone, profile.phone)}
        {fact(pages.email, profile.email)}
        {fact(user.dept, profile.deptName ?? '')}
        {fact(messages.roles, profile.roleNames.join(', ') || intl.formatMessage(messages.noRole))}
        {fact(messages.created, intl.formatDate(profile.createTime, { dateStyle: 'medium' }))}
      </Facts>
    </Card>
  );
}

function DetailsForm({ profile, onSaved }: { profile: Profile; onSaved: (next: Profile) => void }) {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const [draft, setDraft] = useState({ nickName: profile.nickName, email: profile.email, phone: profile.phone });
  const [problems, setProblems] = useState<Problems<(typeof DETAIL_FIELDS)[number]>>({});
  const [saving, setSaving] = useState(false);
  const edit = (key: keyof typeof draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblems(({ [key]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof problems = {};
    if (!draft.nickName.trim()) next.nickName = intl.formatMessage(messages.nickNameRequired);
    if (draft.email.trim() && !isEmail(draft.email.trim())) next.email = intl.formatMessage(messages.emailInvalid);
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    const body: ProfileUpdate = {
      nickName: draft.nickName.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
    };
    setSaving(true);
    try {
      onSaved(await client.put<Profile>('/system/user/profile', body, { fields: DETAIL_FIELDS }));
    } catch (error) {
      setProblems(onFieldOf(error, DETAIL_FIELDS));
    } finally {
      setSaving(false);
    }
  }

  return (
    <PanelForm forwardedAs="form" gap={3} align="start" noValidate onSubmit={submit}>
      <FormField label={intl.formatMessage(system.nickName)} error={problems.nickName} required>
        <Input name="nickName" value={draft.nickName} onChange={(e) => edit('nickName')(e.target.value)} />
      </FormField>
      <FormField label={intl.formatMessage(pages.phone)} error={problems.phone}>
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={(e) => edit('phone')(e.target.value)}
        />
      </FormField>
      <FormField label={intl.formatMessage(pages.email)} error={problems.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(e) => edit('email')(e.target.value)}
        />
      </FormField>
      <Button type="submit" variant="primary" loading={saving}>
        {intl.formatMessage(crudMessages.save)}
      </Button>
    </PanelForm>
  );
}

const emptyPasswords = { oldPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const intl = useIntl();
  const { client, notify, session } = useAdminRuntime();
  const [draft, setDraft] = useState(emptyPasswords);
  const [problems, setProblems] = useState<Problems<keyof typeof emptyPasswords>>({});
  const [saving, setSaving] = useState(false);
  const edit = (key: keyof typeof draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblems(({ [key]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof problems = {};
    const limits = { passwordMin: PASSWORD_MIN, passwordMax: PASSWORD_MAX };
    if (!draft.oldPassword) next.oldPassword = intl.formatMessage(messages.oldPasswordRequired);
    if (draft.newPassword.length < PASSWORD_MIN || draft.newPassword.length > PASSWORD_MAX)
      next.newPassword = intl.formatMessage(shell.passwordLength, limits);
    if (!draft.confirmPassword) next.confirmPassword = intl.formatMessage(shell.confirmRequired);
    else if (draft.confirmPassword !== draft.newPassword)
      next.confirmPassword = intl.formatMessage(shell.passwordMismatch);
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    const body: PasswordChange = { oldPassword: draft.oldPassword, newPassword: draft.newPassword };
    setSaving(true);
    try {
      await client.put('/system/user/profile/updatePwd', body, { fields: PASSWORD_FIELDS });
      setDraft(emptyPasswords);
      notify({ type: 'success', variant: 'message', message: intl.formatMessage(messages.passwordChanged) });
      // The server has cleared "must change the password": reloading the session brings back the whole menu.
      if (session.getState().user?.passwordChangeRequired) await session.load();
    } catch (error) {
      setProblems(onFieldOf(error, PASSWORD_FIELDS));
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof typeof draft, label: MessageDescriptor, autoComplete: string) => (
    <FormField label={intl.formatMessage(label)} error={problems[key]} required>
      <Input
        name={key}
        type="password"
        autoComplete={autoComplete}
        value={draft[key]}
        onChange={(e) => edit(key)(e.target.value)}
      />
    </FormField>
  );
  return (
    <PanelForm forwardedAs="form" gap={3} align="start" noValidate onSubmit={submit}>
      <Text size="sm" tone="muted">
        {intl.formatMessage(messages.otherSessionsNote)}
      </Text>
      {field('oldPassword', messages.oldPassword, 'current-password')}
      {field('newPassword', messages.newPassword, 'new-password')}
      {field('confirmPassword', shell.confirmPassword, 'new-password')}
      <Button type="submit" variant="primary" loading={saving}>
        {intl.formatMessage(messages.changePassword)}
      </Button>
    </PanelForm>
  );
}
