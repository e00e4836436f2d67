import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { XLSX_MEDIA_TYPE } from '@labelwise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/fakeFetch';
import { renderPage } from '../test/renderPage';
import { installResizeObserver, paths } from '../test/pageHelpers';
import { messages } from '../pages/pages.messages';
import { messages as crudMessages } from './shared.messages';
import { CrudPage } from './CrudPage';
import type { FieldDef, FilterDef } from './types';

beforeAll(installResizeObserver);

interface Thing {
  thingId: number;
  name: string;
}

const rows: Thing[] = [
  { thingId: 1, name: 'Alpha' },
  { thingId: 2, name: 'Beta' },
];

/** The hidden columns the fake API remembers, as the server would per operator. */
let storedView: { hidden: string[] } = { hidden: [] };

function respond(request: Request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/system/user/profile/list-views/things'))
    return json({ code: 200, msg: 'ok', data: storedView });
  if (url.pathname.endsWith('/things/list')) return json({ code: 200, msg: 'ok', rows, total: rows.length });
  if (url.pathname.endsWith('/broken/list')) return json({ code: 500, msg: 'down' }, 500);
  if (url.pathname.endsWith('/things/import'))
    return json(
      {
        code: 400,
        msg: 'file: 1 rows were not accepted; nothing was imported',
        data: {
          reason: 'importRows',
          field: 'file',
          params: { count: 1 },
          rows: [{ row: 4, column: 'name', reason: 'tooLong', params: {} }],
        },
      },
      400,
    );
  if (url.pathname.endsWith('/things/list.xlsx'))
    return new Response(new Blob(['PK']), { headers: { 'content-type': XLSX_MEDIA_TYPE } });
  return json({ code: 200, msg: 'ok' });
}

const filters: readonly FilterDef[] = [{ key: 'name', label: messages.name }];
const fields: readonly FieldDef[] = [
  { key: 'name', label: messages.name, kind: 'text', required: true, maxLength: 20 },
];

function Where() {
  return <output aria-label="search params">{useLocation().search}</output>;
}

function Things({
  listUrl = '/things/list',
  bulk = false,
  bulkRemove = false,
}: {
  listUrl?: string;
  bulk?: boolean;
  bulkRemove?: boolean;
}) {
  return (
    <>
      <CrudPage<Thing>
        headingId="things"
        title="Things"
        listUrl={listUrl}
        baseUrl="/things"
        rowId={(row) => row.thingId}
        rowName={(row) => row.name}
        perm="test:thing"
        columns={[
          { key: 'name', sortKey: 'name', header: 'Name', rowHeader: true },
          { key: 'status', header: 'State', exportLabels: { '0': 'Shown', '1': 'Hidden' } },
          { key: 'thingId', header: <abbr title="Identifier">ID</abbr> },
          { key: 'picture', header: 'Picture', exportKey: false },
        ]}
        filters={filters}
        form={{
          fields,
          emptyDraft: { name: '' },
          toDraft: (row) => ({ name: row.name }),
          toBody: (draft, row) => ({ ...(row ? { thingId: row.thingId } : {}), name: String(draft.name).trim() }),
          addLabel: messages.add,
          editLabel: crudMessages.edit,
        }}
        removeLabel={messages.removeTitle}
        bulkRemove={bulkRemove}
        canRemove={(row) => row.name !== 'Alpha'}
        importer={{ columns: [{ key: 'name', header: messages.name }] }}
        {...(bulk
          ? { bulkActions: (selected: Thing[]) => <span>{selected.map((row) => row.name).join('+')}</span> }
          : {})}
      />
      <Where />
    </>
  );
}

const all = ['test:thing:add', 'test:thing:edit', 'test:thing:remove'];

describe('CrudPage: a declared resource list', { timeout: 20_000 }, () => {
  it('keeps the applied filters in the URL search params and sends them from page 1', async () => {
    const { calls } = renderPage(<Things />, { permissions: all, respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), ' Al ');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(paths(calls)).toContain('GET /api-v1.0/things/list?pageNum=1&pageSize=20&name=Al'));
    expect(screen.getByRole('status', { name: 'search params' })).toHaveTextContent('?name=Al');
    await u.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'search params' })).toHaveTextContent(/^$/));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('shows Add, Edit and Delete only for the permissions held', async () => {
    renderPage(<Things />, { permissions: ['test:thing:edit'], respond });
    await screen.findByText('Alpha');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('the declared dialog checks a required field, then posts the body and reloads', async () => {
    const { calls } = renderPage(<Things />, { permissions: all, respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please input')).toBeInTheDocument();
    // Past the declared limit the text stays as typed and the save is refused with the limit named.
    await u.type(name, 'G'.repeat(21));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Too long: at most 20 characters.')).toBeInTheDocument();
    expect(name).toHaveValue('G'.repeat(21));
    expect(paths(calls).some((p) => p.startsWith('POST'))).toBe(false);
    await u.clear(name);
    await u.type(name, 'Gamma');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({ name: 'Gamma' });
    await waitFor(() => expect(paths(calls).filter((p) => p.startsWith('GET /api-v1.0/things/list'))).toHaveLength(2));
  });

  it('bulk actions get the selected rows; "select all" takes the whole page', async () => {
    renderPage(<Things bulk />, { permissions: all, respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    await u.click(screen.getByRole('checkbox', { name: 'Select “Beta”' }));
    expect(screen.getByRole('group', { name: '1 row selected' })).toHaveTextContent('Beta');
    const header = within(screen.getByRole('table')).getByRole('checkbox', { name: 'Select all rows on this page' });
    await u.click(header);
    expect(screen.getByRole('group', { name: '2 rows selected' })).toHaveTextContent('Alpha+Beta');
    await u.click(header);
    expect(screen.queryByRole('group', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('phones get a labelled "select all" outside the table (whose header they do not see), doing the same', async () => {
    renderPage(<Things bulk />, { permissions: all, respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    // jsdom lays out no phone: the control's media query never shows it here, so it is looked up hidden or not.
    const phone = screen
      .getAllByRole('checkbox', { name: 'Select all rows on this page', hidden: true })
      .find((box) => !screen.getByRole('table').contains(box));
    expect(phone).toBeDefined();
    // A written label, not only an accessible name: a phone user reads what the box does.
    expect(phone!.closest('[data-phone-select-all]')).toHaveTextContent('Select all rows on this page');
    await u.click(phone!);
    expect(screen.getByRole('group', { name: '2 rows selected' })).toHaveTextContent('Alpha+Beta');
    expect(phone).toHaveAttribute('data-state', 'checked');
    await u.click(screen.getByRole('checkbox', { name: 'Select “Beta”' }));
    expect(phone).toHaveAttribute('data-state', 'indeterminate');
    await u.click(phone!);
    await u.click(phone!);
    expect(screen.queryByRole('group', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('hides a column from the Columns menu, tells the server, and shows the list that way on the next visit', async () => {
    storedView = { hidden: [] };
    const first = renderPage(<Things />, { permissions: [], respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    expect(screen.getByRole('columnheader', { name: 'State' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // The row header names each row: it is not offered.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Name' })).not.toBeInTheDocument();
    await u.click(within(menu).getByRole('menuitemcheckbox', { name: 'State' }));
    expect(screen.queryByRole('columnheader', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Picture' })).toBeInTheDocument();
    const put = first.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('http://admin.test/api-v1.0/system/user/profile/list-views/things');
    expect(JSON.parse(put.body)).toEqual({ hidden: ['status'] });
    cleanup();

    storedView = { hidden: ['picture'] };
    renderPage(<Things />, { permissions: [], respond });
    await screen.findByText('Alpha');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Picture' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'State' })).toBeInTheDocument();
  });

  it('deletes the selected rows it may in one call, after a confirmation naming them', async () => {
    const { calls } = renderPage(<Things bulkRemove />, { permissions: all, respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    await u.click(within(screen.getByRole('table')).getByRole('checkbox', { name: 'Select all rows on this page' }));
    // "Alpha" may not be deleted (canRemove): the bulk delete takes Beta only.
    await u.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the selected rows?' });
    expect(confirm).toHaveTextContent('1 row will be deleted: Beta.');
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/things/2'));
    await waitFor(() => expect(paths(calls).filter((p) => p.startsWith('GET /api-v1.0/things/list'))).toHaveLength(2));
  });

  it('offers no selection or bulk delete without the remove permission', async () => {
    renderPage(<Things bulkRemove />, { permissions: ['test:thing:edit'], respond });
    await screen.findByText('Alpha');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('a list that cannot load says so and offers to try again', async () => {
    const { calls } = renderPage(<Things listUrl="/broken/list" />, { permissions: all, respond });
    await screen.findByText('The list could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(paths(calls).filter((p) => p.startsWith('GET /api-v1.0/broken/list'))).toHaveLength(2));
  });

  it('exports every filtered row in the shown order: the list query, the text headers and the words for codes', async () => {
    const { calls, saved } = renderPage(<Things />, { permissions: [], respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Al');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await u.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(paths(calls).some((p) => p.includes('orderByColumn=name'))).toBe(true));
    await u.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('http://admin.test/api-v1.0/things/list.xlsx');
    expect(JSON.parse(post.body)).toEqual({
      query: { name: 'Al', orderByColumn: 'name', isAsc: 'ascending' },
      columns: [
        { key: 'name', header: 'Name' },
        { key: 'status', header: 'State', labels: { '0': 'Shown', '1': 'Hidden' } },
      ],
      sheet: 'Things',
    });
    expect(saved[0]!.name).toMatch(/^Things-\d{4}-\d\d-\d\d\.xlsx$/);
  });

  it('an import refused for one row stores nothing and names the row, the column and the reason', async () => {
    const { calls } = renderPage(<Things />, { permissions: all, respond });
    await screen.findByText('Alpha');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Import from Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Excel' });
    await u.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose the filled-in template first.')).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await u.upload(input, new File(['PK'], 'things.xlsx', { type: XLSX_MEDIA_TYPE }));
    await u.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('1 row was not accepted, so nothing was imported.');
    const table = within(dialog).getByRole('table', { name: 'Rows not accepted' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/4.*Name.*This value is too long\./);
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/things/import'))!;
    expect(post).toBeDefined();
    // The list was not reloaded: nothing changed.
    expect(paths(calls).filter((p) => p.startsWith('GET /api-v1.0/things/list'))).toHaveLength(1);
  });
});
