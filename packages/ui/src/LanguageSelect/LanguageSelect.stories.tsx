import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { locales, type Locale } from '../i18n/locales';
import { LanguageSelect } from './LanguageSelect';

const meta = {
  title: 'Components/LanguageSelect',
  component: LanguageSelect,
  args: { value: 'en-us', onValueChange: fn(), compact: false, align: 'end' },
  argTypes: {
    value: { control: 'select', options: [...locales] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
  },
  // Sits at the right end of a bar, as in the top bar; leaves room for the open menu below.
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', width: 360, minHeight: 300 }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Keyboard: Enter opens the menu, arrows move, Enter picks; the choice is reported as a locale code. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Language\s*English/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('de-de');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // The first opening loads the menu and swaps in its button (same look, new node), so look it up again.
    const button = within(canvasElement).getByRole('button');
    await waitFor(() => expect(button).toHaveFocus());
    button.blur();
  },
};

/** The open menu: every language in its own name and script, the current one checked. */
export const Open: Story = {
  args: { value: 'fr-fr' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'English',
      '简体中文',
      '繁體中文',
      'Deutsch',
      'Français',
      'Español',
    ]);
    await expect(within(menu).getByText('繁體中文')).toHaveAttribute('lang', 'zh-HK');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Globe only, for a narrow bar; the language name is still read out. */
export const Compact: Story = {
  args: { compact: true, value: 'es-es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Language\s*Español/ })).toHaveAttribute(
      'data-compact',
      'true',
    );
  },
};

/** Controlled: the label follows the choice, as when the app stores it and re-renders. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Locale>('en-us');
    return (
      <LanguageSelect
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitemradio', { name: '简体中文' }));
    // A new node since the menu loaded on first use: look the button up again.
    const button = within(canvasElement).getByRole('button');
    await waitFor(() => expect(within(button).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN'));
    button.blur();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { value: 'zh-cn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /语言\s*简体中文/ })).toBeInTheDocument();
  },
};
