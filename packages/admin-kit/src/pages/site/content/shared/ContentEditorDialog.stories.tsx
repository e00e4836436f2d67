import type { ContentItem } from '@labelwise/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PermissionsProvider } from '../../../../permissions';
import type { AdminRuntime } from '../../../../runtime/adminRuntime';
import { createFakeFetch, json } from '../../../../test/fakeFetch';
import { createTestClient } from '../../../../test/testClient';
import { withAdminRuntime, withPageMessages } from '../../../logistics/withPageMessages';
import * as guide from '../guide/guide.messages';
import { guideDeclaration } from '../guide/guideDeclaration';
import { ContentEditorDialog } from './ContentEditorDialog';
import { ContentMessages } from './ContentMessages';

const d520: ContentItem = {
  itemId: 1,
  kind: 'guide',
  key: 'd520',
  sort: 10,
  status: '0',
  shared: {
    draft: null,
    published: {
      name: 'D520BT',
      brand: 'phomemo',
      photo: '',
      connections: ['usb', 'bluetooth'],
      sections: ['bluetooth', 'usb', 'windows'],
      firmwareVersion: '1.4.2',
      firmwareFile: '',
      videos: ['pc-driver-windows', 'mobile-bluetooth'],
      manual: true,
      manualUrl: '',
    },
  },
  texts: {
    'en-us': { draft: null, published: { intro: '', steps: {} } },
    'zh-cn': { draft: null, published: { intro: '', steps: {} } },
  },
  hasDraft: false,
  missingLocales: ['zh-hk', 'de-de', 'fr-fr', 'es-es'],
  publishedAt: '2026-11-24T00:00:00.000Z',
  publishedBy: 'seed',
  updatedAt: '2026-11-24T00:00:00.000Z',
  updatedBy: 'seed',
};

/** Every PUT body the editor sent, for the play functions. */
const sent: unknown[] = [];
const fake = createFakeFetch(async (request) => {
  if (request.method === 'PUT') {
    const body = (await request.json()) as { shared: unknown; texts: Record<string, unknown> };
    sent.push(body);
    const texts = Object.fromEntries(Object.entries(body.texts).map(([l, t]) => [l, { draft: t, published: null }]));
    return json({
      code: 200,
      msg: 'ok',
      data: { ...d520, hasDraft: true, texts, shared: { ...d520.shared, draft: body.shared } },
    });
  }
  return json({ code: 200, msg: 'ok', data: d520 });
});
const { client } = createTestClient({ fetch: fake.fetch });
const runtime = { client, notify: () => undefined, locale: 'en-us' } as unknown as AdminRuntime;

/** An editor with the guide's permissions, the content strings loaded. */
const asEditor: Decorator = (Story) => (
  <PermissionsProvider roles={['editor']} permissions={['site:guide:edit', 'site:guide:publish']}>
    <ContentMessages groups={[guide]}>
      <Story />
    </ContentMessages>
  </PermissionsProvider>
);

const body = within(document.body);

const meta = {
  title: 'Admin/Content/ContentEditorDialog',
  component: ContentEditorDialog,
  tags: ['!autodocs'],
  decorators: [asEditor, withAdminRuntime(runtime), withPageMessages([])],
  parameters: { visual: { target: 'viewport' } },
  args: { declaration: guideDeclaration, itemId: 1, open: true, onOpenChange: fn(), onChanged: fn() },
} satisfies Meta<typeof ContentEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The D520 guide: shared fields, the locale tabs with the four missing ones marked, English steps greyed. */
export const GuideInEnglish: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Edit “d520”' });
    await expect(await within(dialog).findByRole('textbox', { name: /Printer name/ })).toHaveValue('D520BT');
    await expect(within(dialog).getByRole('tab', { name: /German \(missing\)/ })).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'Simplified Chinese' })).toBeVisible();
    const usb = within(dialog).getByRole('textbox', { name: 'Steps: USB' });
    await expect(usb.getAttribute('placeholder')).toContain('D520BT');
  },
};

/** Writing the German steps and saving the draft sends them, one step per line. */
export const SaveGermanDraft: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Edit “d520”' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: /German \(missing\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write the German text' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Steps: USB' }),
      'Kabel einstecken.{Enter}Einschalten.',
    );
    sent.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    const put = sent[0] as { texts: Record<string, { steps: Record<string, string[]> }> };
    await expect(put.texts['de-de']!.steps.usb).toEqual(['Kabel einstecken.', 'Einschalten.']);
    await expect(within(dialog).getByRole('button', { name: 'Discard draft' })).toBeVisible();
  },
};

/** German back office: the same editor, every word German. */
export const German: Story = {
  globals: { locale: 'de-de' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '„d520“ bearbeiten' });
    await expect(await within(dialog).findByRole('button', { name: 'Entwurf speichern' })).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'Deutsch (fehlt)' })).toBeVisible();
  },
};
