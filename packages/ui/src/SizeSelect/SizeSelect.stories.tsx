import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ComponentSize } from '../tokens';
import { SizeSelect } from './SizeSelect';

const meta = {
  title: 'Components/SizeSelect',
  component: SizeSelect,
  args: { value: 'medium', onChange: fn(), align: 'end' },
  argTypes: {
    value: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  // Sits at the right end of a bar, as in the navbar; leaves room for the open menu below.
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', width: 360, minHeight: 220 }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof SizeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Pointer: open the menu and pick Small; the choice is reported as a size name and the menu closes. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Component size' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Component size' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Small' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('small');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** The open menu: the four sizes, the current one checked and disabled, the pointer on another. */
export const Open: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Component size' }));
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['Default', 'Medium', 'Small', 'Mini']);
    const medium = within(menu).getByRole('menuitemradio', { name: 'Medium' });
    await expect(medium).toHaveAttribute('aria-checked', 'true');
    await expect(medium).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(medium, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    const mini = within(menu).getByRole('menuitemradio', { name: 'Mini' });
    await userEvent.hover(mini);
    await waitFor(() => expect(mini).toHaveAttribute('data-highlighted'));
  },
};

/**
 * Keyboard, controlled as in the admin shell: Enter opens on the first size that can be picked, the arrows skip
 * the current one, Enter picks; the stored size comes back as `value` and moves the check mark.
 */
export const KeyboardSelect: Story = {
  render: function Render(args) {
    const [size, setSize] = useState<ComponentSize>(args.value);
    return (
      <SizeSelect
        {...args}
        value={size}
        onChange={(next) => {
          args.onChange(next);
          setSize(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Component size' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Default' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Small' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('mini');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    menu = await body.findByRole('menu');
    const mini = within(menu).getByRole('menuitemradio', { name: 'Mini' });
    await expect(mini).toHaveAttribute('aria-checked', 'true');
    await expect(mini).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    trigger.blur();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { value: 'small' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '组件尺寸' }));
    const menu = await body.findByRole('menu', { name: '组件尺寸' });
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['默认', '中等', '小型', '迷你']);
    await expect(within(menu).getByRole('menuitemradio', { name: '小型' })).toHaveAttribute('aria-checked', 'true');
  },
};
