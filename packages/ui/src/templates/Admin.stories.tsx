import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type FormEvent } from 'react';
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
import { AdminPage, Panel } from './TemplateLayout';

const meta = {
  title: 'Templates/Admin',
  parameters: {
    lwPadding: false,
    docs: {
      description: {
        component:
          'Whole screens of the admin console composed from the library with sample data: login, the shell with ' +
          'sidebar and visited-page tags, and a list page with filters and a dialog form.',
      },
    },
  },
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [signedIn, setSignedIn] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : 'Please enter your user name.',
      password: password ? undefined : 'Please enter your password.',
    };
    setErrors(next);
    setSignedIn(!next.username && !next.password);
  };
  return (
    <LoginScreen>
      <LoginCard noValidate onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Labelwise Admin</h1>
        <FormField label="User name" required error={errors.username}>
          <Input autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
        </FormField>
        <FormField label="Password" required error={errors.password}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={signedIn}>
          {signedIn ? 'Signing in' : 'Sign in'}
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
  const tags = useMemo(() => visited(['/system/user', '/system/role', '/content/brand']), []);
  const [active, setActive] = useState('/system/role');
  const title = tags.find((tag) => tag.path === active)?.title ?? '';
  return (
    <AdminPage activePath={active} heading="Labelwise Admin" tags={tags} onSelectTag={(tag) => setActive(tag.path)}>
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

const columns: TableColumn<ModelRow>[] = [
  { key: 'model', header: 'Model', rowHeader: true, render: (row) => row.model },
  { key: 'brand', header: 'Brand', render: (row) => row.brand },
  { key: 'connection', header: 'Connection', render: (row) => row.connection },
  { key: 'updated', header: 'Updated', render: (row) => row.updated },
];

function ListPage() {
  const tags = useMemo(() => visited(['/content/brand', '/content/model']), []);
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
      setDraftError('Please enter the model name.');
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
    <AdminPage activePath="/content/model" heading="Labelwise Admin" tags={tags}>
      <h1>Models</h1>
      <Panel>
        <Filters role="search" aria-label="Filter models" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Model">
            <Input value={query} onChange={(event) => setQuery(event.target.value)} />
          </FormField>
          <FormField label="Brand">
            <Select options={brands} value={brand} onValueChange={setBrand} placeholder="All brands" />
          </FormField>
          <Button
            type="button"
            onClick={() => {
              setQuery('');
              setBrand(undefined);
            }}
          >
            Reset filters
          </Button>
        </Filters>
        <Toolbar>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="primary">Add model</Button>
            </DialogTrigger>
            <DialogContent
              title="Add model"
              footer={
                <>
                  <Button onClick={() => setOpen(false)}>Cancel</Button>
                  <Button variant="primary" type="submit" form="add-model">
                    Save
                  </Button>
                </>
              }
            >
              <form id="add-model" noValidate onSubmit={save} style={{ display: 'grid', gap: 16 }}>
                <FormField label="Model name" required error={draftError}>
                  <Input value={draft.model} onChange={(event) => setDraft({ ...draft, model: event.target.value })} />
                </FormField>
                <FormField label="Brand">
                  <Select
                    options={brands}
                    value={draft.brand || undefined}
                    onValueChange={(value) => setDraft({ ...draft, brand: value })}
                    placeholder="Choose a brand"
                  />
                </FormField>
              </form>
            </DialogContent>
          </Dialog>
        </Toolbar>
        <Table caption="Printer models" columns={columns} rows={shown} rowKey={(row) => row.id} />
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
