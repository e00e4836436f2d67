import { toBcp47 } from '@labelwise/ui';
import { buildCatalog, uiMessages, type Locale } from '@labelwise/ui/messages';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../../i18n/catalog';
import { brandEditDetail, menuAddDetail } from './OperLogDetailDialog.fixtures';
import { OperLogDetailDialog } from './OperLogDetailDialog';
import * as operlog from './operlog.messages';

// The log's own strings are merged here too, so the story reads the same before and after the catalogue lists them.
const withLogMessages: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'en-us';
  return (
    <IntlProvider
      locale={toBcp47(locale)}
      defaultLocale="en-US"
      messages={{ ...uiMessages[locale], ...adminMessages[locale], ...buildCatalog(locale, [operlog]) }}
    >
      <Story />
    </IntlProvider>
  );
};

const body = within(document.body);

const meta = {
  title: 'Admin/OperLogDetailDialog',
  component: OperLogDetailDialog,
  tags: ['!autodocs'],
  decorators: [withLogMessages],
  parameters: { visual: { target: 'viewport' } },
  args: { entry: brandEditDetail, onClose: fn() },
} satisfies Meta<typeof OperLogDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A brand edited: every field before and after, the three that changed marked. */
export const Edit: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Operation details' });
    await expect(within(dialog).getByText('Brands · Edit')).toBeVisible();
    await expect(within(dialog).getByText('Changes — 3 fields changed')).toBeVisible();
    const marked = within(dialog).getAllByText('Changed');
    await expect(marked).toHaveLength(3);
    await expect(within(dialog).getByText('Acme Labels Europe').tagName).toBe('INS');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A menu added: nothing before, its name shown as the menu title it stands for. */
export const Add: Story = {
  args: { entry: menuAddDetail },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Operation details' });
    await expect(within(dialog).getByText('Menus · Add')).toBeVisible();
    await expect(within(dialog).getByText('Drivers #88')).toBeVisible();
    await expect(within(dialog).getByText('Changes — 4 fields changed')).toBeVisible();
  },
};

/** Simplified Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '操作详情' });
    await expect(within(dialog).getByText('品牌 · 修改')).toBeVisible();
    await expect(within(dialog).getAllByText('已变更')).toHaveLength(3);
  },
};
