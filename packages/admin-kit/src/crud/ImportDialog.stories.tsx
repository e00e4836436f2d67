import type { Meta, StoryObj } from '@storybook/react-vite';
import { XLSX_MEDIA_TYPE } from '@labelwise/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminRuntime } from '../shell/runtime';
import { createFakeFetch, json } from '../test/fake-fetch';
import { createTestClient } from '../test/test-client';
import { withAdminRuntime, withPageMessages } from '../pages/logistics/withPageMessages';
import { messages } from '../pages/pages.messages';
import { ImportDialog, type ImportDeclaration } from './ImportDialog';

/** The printer models' template, as the models page declares it. */
const models: ImportDeclaration = {
  columns: [
    { key: 'brandName', header: messages.brand },
    { key: 'name', header: messages.name },
    { key: 'connections', header: messages.connections },
    { key: 'status', header: messages.status, labels: { '0': messages.statusNormal, '1': messages.statusDisabled } },
  ],
};

/** The API refuses the file: two of its rows, each problem by sheet row and column. */
const fake = createFakeFetch(() =>
  json(
    {
      code: 400,
      msg: 'file: 2 rows were not accepted; nothing was imported',
      data: {
        reason: 'importRows',
        field: 'file',
        params: { count: 2 },
        rows: [
          { row: 4, column: 'brandName', reason: 'missingReference', params: {} },
          { row: 7, column: 'name', reason: 'required', params: {} },
          { row: 7, column: 'status', reason: 'notAnOption', params: {} },
        ],
      },
    },
    400,
  ),
);
const { client } = createTestClient({ fetch: fake.fetch });
const runtime = { client, notify: () => undefined, locale: 'en-us' } as unknown as AdminRuntime;

const body = within(document.body);

async function importFilledTemplate(dialogName: string, importLabel: string) {
  const dialog = await body.findByRole('dialog', { name: dialogName });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['PK'], 'models.xlsx', { type: XLSX_MEDIA_TYPE }));
  await userEvent.click(within(dialog).getByRole('button', { name: importLabel }));
  return dialog;
}

const meta = {
  title: 'Admin/ImportDialog',
  component: ImportDialog,
  tags: ['!autodocs'],
  decorators: [withAdminRuntime(runtime), withPageMessages([])],
  parameters: { visual: { target: 'viewport' } },
  args: {
    open: true,
    onOpenChange: fn(),
    onImported: fn(),
    baseUrl: '/site/model',
    title: 'Printer models',
    declaration: models,
  },
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: what the import does, the template, and the file to upload. */
export const Empty: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Import from Excel' });
    await expect(within(dialog).getByRole('button', { name: 'Download template' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(within(dialog).getByText('Choose the filled-in template first.')).toBeVisible();
  },
};

/** Refused: nothing imported, and each problem named by its row and column header. */
export const RowsRefused: Story = {
  play: async ({ args }) => {
    const dialog = await importFilledTemplate('Import from Excel', 'Import');
    await expect(await within(dialog).findByText('2 rows were not accepted, so nothing was imported.')).toBeVisible();
    const table = within(dialog).getByRole('table', { name: 'Rows not accepted' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('The selected item no longer exists; choose again.')).toBeVisible();
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};

/** The same refusal in German: the reasons and the column headers in the operator's language. */
export const RowsRefusedGerman: Story = {
  globals: { locale: 'de-de' },
  play: async () => {
    const dialog = await importFilledTemplate('Aus Excel importieren', 'Importieren');
    await expect(
      await within(dialog).findByText('2 Zeilen wurden nicht angenommen, daher wurde nichts importiert.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('table', { name: 'Nicht angenommene Zeilen' })).toBeVisible();
  },
};

/** On a phone: the problems as cards. */
export const RowsRefusedPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await importFilledTemplate('Import from Excel', 'Import');
    await expect(await within(dialog).findByText('2 rows were not accepted, so nothing was imported.')).toBeVisible();
  },
};
