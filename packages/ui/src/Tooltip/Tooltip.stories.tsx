import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, tooltipSides } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Requires macOS 10.14 (Mojave) or later',
    side: 'top',
    children: <Button variant="primary">Download for Mac</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ padding: '48px 0 0 120px' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Download for Mac' });
    await userEvent.hover(trigger);
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Requires macOS 10.14 (Mojave) or later');
    // The hint describes the button for screen readers.
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('Requires macOS 10.14 (Mojave) or later'));
    await userEvent.unhover(trigger);
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Download for Mac' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toBeVisible();
    // Escape dismisses the hint and leaves focus on the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Requires macOS 10.14');
  },
};

export const Sides: Story = {
  parameters: { visual: { target: 'viewport' } },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 320px)',
        justifyItems: 'center',
        gap: 96,
        padding: '72px 0 0 120px',
      }}
    >
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Tooltip on the ${side}`} defaultOpen>
          <Button>{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    const tips = await within(document.body).findAllByRole('tooltip');
    await expect(tips).toHaveLength(4);
    for (const tip of tips) {
      const side = tip.textContent?.replace('Tooltip on the ', '');
      await expect(tip).toHaveAttribute('data-side', side);
    }
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content:
      'System Bluetooth pairing works only for printers whose serial number starts with Q332, Q103, Q233 or Q505. Other printers connect through the app.',
    children: (
      // A term with a definition: focusable so keyboard users reach the tooltip, not a control of its own.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the tooltip trigger must take focus.
      <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
        Bluetooth pairing
      </span>
    ),
  },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};
