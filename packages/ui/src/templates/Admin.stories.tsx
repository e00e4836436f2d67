import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { Pagination } from '../Pagination';
import { Select } from '../Select';
import { visitedTags as visited } from '../internal/fixtures/routes';
import { Table, type TableColumn } from '../Table';
import { brands, modelRows, type ModelRow } from './fixtures';
import { messages as t } from './adminContent.messages';
import { AdminPage, AdminTemplateContent, Panel, useAdminRouteTitles } from './TemplateLayout';

const meta = {
  title: 'Templates/Admin',
  parameters: {
    lwPadding: false,
    docs: {
      description: {
        component:
          'Whole screens of the admin console composed from the library with sample data: login, the shell with ' +
          'sidebar and visited-page tags, and a list page with filters and a dialog form. Switch the Locale ' +
          'toolbar to review each screen in every language: the sample content is translated too.',
      },
    },
  },
  decorators: [
    (Story) => (
      <AdminTemplateContent>
        <Story />
      </AdminTemplateContent>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LoginScreen = styled.div`
  min-height: 640px;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.color.sidebarBackground};
  font-family: ${({ theme }) => theme.font.family.sans};
`;

const LoginCard = styled.form`
  width: min(400px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[6]}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadow.lg};

  h1 {
    margin: 0;
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.xl}px;
  }
`;

function LoginPage() {
  const { formatMessage } = useIntl();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [signedIn, setSignedIn] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : formatMessage(t.loginUserError),
      password: password ? undefined : formatMessage(t.loginPasswordError),
    };
    setErrors(next);
    setSignedIn(!next.username && !next.password);
  };
  return (
    <LoginScreen>
      <LoginCard noValidate onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">{formatMessage(t.appTitle)}</h1>
        <FormField label={formatMessage(t.loginUser)} required error={errors.username}>
          <Input autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
        </FormField>
        <FormField label={formatMessage(t.loginPassword)} required error={errors.password}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={signedIn}>
          {formatMessage(signedIn ? t.loginBusy : t.loginSubmit)}
        </Button>
      </LoginCard>
    </LoginScreen>
  );
}

/** The admin login: both fields required, errors tied to their fields, the button busy while signing in. */
export const Login: Story = {
  render: () => <LoginPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const user = canvas.getByRole('textbox', { name: /User name/ });
    await expect(user).toHaveAttribute('aria-invalid', 'true');
    await expect(user).toHaveAccessibleDescription(/Please enter your user name\./);
    await userEvent.type(user, 'operator');
    await userEvent.type(canvas.getByLabelText(/Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Signing in' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

function LayoutPage() {
  const titles = useAdminRouteTitles();
  const tags = useMemo(() => visited(['/system/user', '/system/role', '/content/brand'], titles), [titles]);
  const [active, setActive] = useState('/system/role');
  const title = tags.find((tag) => tag.path === active)?.title ?? '';
  return (
    <AdminPage activePath={active} tags={tags} onSelectTag={(tag) => setActive(tag.path)}>
      <h1>{title}</h1>
      <Panel>
        <EmptyState compact />
      </Panel>
    </AdminPage>
  );
}

/** The admin shell: the sidebar with the current page marked, the visited-page tags, and the page. */
export const Layout: Story = {
  render: () => <LayoutPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    // Selecting a tag switches the page, and the sidebar follows.
    await userEvent.click(canvas.getByRole('button', { name: 'Brands' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  },
};

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  & > div {
    width: 220px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

function ListPage() {
  const { formatMessage } = useIntl();
  const titles = useAdminRouteTitles();
  const tags = useMemo(() => visited(['/content/brand', '/content/model'], titles), [titles]);
  const columns = useMemo<TableColumn<ModelRow>[]>(
    () => [
      { key: 'model', header: formatMessage(t.listModel), rowHeader: true, render: (row) => row.model },
      { key: 'brand', header: formatMessage(t.listBrand), render: (row) => row.brand },
      { key: 'connection', header: formatMessage(t.listConnection), render: (row) => row.connection },
      { key: 'updated', header: formatMessage(t.listUpdated), render: (row) => row.updated },
    ],
    [formatMessage],
  );
  const [rows, setRows] = useState<ModelRow[]>(modelRows);
  const [brand, setBrand] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ model: '', brand: '' });
  const [draftError, setDraftError] = useState<string | undefined>(undefined);
  const brandName = brands.find((option) => option.value === brand)?.label;
  const shown = rows.filter(
    (row) => (!brandName || row.brand === brandName) && row.model.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.model.trim()) {
      setDraftError(formatMessage(t.formNameError));
      return;
    }
    const label = brands.find((option) => option.value === draft.brand)?.label ?? 'Labelwise';
    setRows((current) => [
      {
        id: String(current.length + 1),
        model: draft.model.trim(),
        brand: label,
        connection: 'USB',
        updated: '2025-04-01',
      },
      ...current,
    ]);
    setDraft({ model: '', brand: '' });
    setDraftError(undefined);
    setOpen(false);
  };
  return (
    <AdminPage activePath="/content/model" tags={tags}>
      <h1>{titles.models}</h1>
      <Panel>
        <Filters role="search" aria-label={formatMessage(t.listFilters)} onSubmit={(event) => event.preventDefault()}>
          <FormField label={formatMessage(t.listModel)}>
            <Input value={query} onChange={(event) => setQuery(event.target.value)} />
          </FormField>
          <FormField label={formatMessage(t.listBrand)}>
            <Select
              options={brands}
              value={brand}
              onValueChange={setBrand}
              placeholder={formatMessage(t.listAllBrands)}
            />
          </FormField>
          <Button
            type="button"
            onClick={() => {
              setQuery('');
              setBrand(undefined);
            }}
          >
            {formatMessage(t.listReset)}
          </Button>
        </Filters>
        <Toolbar>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="primary">{formatMessage(t.listAdd)}</Button>
            </DialogTrigger>
            <DialogContent
              title={formatMessage(t.listAdd)}
              footer={
                <>
                  <Button onClick={() => setOpen(false)}>{formatMessage(t.formCancel)}</Button>
                  <Button variant="primary" type="submit" form="add-model">
                    {formatMessage(t.formSave)}
                  </Button>
                </>
              }
            >
              <form id="add-model" noValidate onSubmit={save} style={{ display: 'grid', gap: 16 }}>
                <FormField label={formatMessage(t.formName)} required error={draftError}>
                  <Input value={draft.model} onChange={(event) => setDraft({ ...draft, model: event.target.value })} />
                </FormField>
                <FormField label={formatMessage(t.listBrand)}>
                  <Select
                    options={brands}
                    value={draft.brand || undefined}
                    onValueChange={(value) => setDraft({ ...draft, brand: value })}
                    placeholder={formatMessage(t.formChooseBrand)}
                  />
                </FormField>
              </form>
            </DialogContent>
          </Dialog>
        </Toolbar>
        <Table caption={formatMessage(t.listCaption)} columns={columns} rows={shown} rowKey={(row) => row.id} />
        <div style={{ marginTop: 16 }}>
          <Pagination page={page} pageSize={20} total={shown.length} onPageChange={setPage} />
        </div>
      </Panel>
    </AdminPage>
  );
}

/** A list page: filters above a table, an "Add model" dialog form, pagination below. */
export const ListWithDialogForm: Story = {
  render: () => <ListPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getAllByRole('row')).toHaveLength(modelRows.length + 1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Model' }), 'PM-241');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Add model' }));
    const dialog = await body.findByRole('dialog', { name: 'Add model' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('textbox', { name: /Model name/ })).toHaveAccessibleDescription(
      /Please enter the model name\./,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Model name/ }), 'IT-200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the button that opened the dialog, and the new model is listed first.
    await expect(canvas.getByRole('button', { name: 'Add model' })).toHaveFocus();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('IT-200');
  },
};

/** The model list in German: the menu, the tags, the filters, the table and the dialog's error are the app's words. */
export const ListGerman: Story = {
  render: () => <ListPage />,
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modelle' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Modelle filtern' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Verbindung' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modell hinzufügen' }));
    const dialog = await body.findByRole('dialog', { name: 'Modell hinzufügen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await expect(within(dialog).getByRole('textbox', { name: /Modellname/ })).toHaveAccessibleDescription(
      /Bitte geben Sie den Modellnamen ein\./,
    );
  },
};

/** The login in Simplified Chinese: the title, the labels and the errors are the app's, in the operator's language. */
export const LoginChineseSimplified: Story = {
  render: () => <LoginPage />,
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Labelwise 管理后台' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByRole('textbox', { name: /用户名/ })).toHaveAccessibleDescription(/请输入用户名。/);
  },
};
