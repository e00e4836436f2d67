import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon, iconSizes } from './Icon';
import * as icons from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: icons.PrinterIcon, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.getBoundingClientRect().width).toBe(20);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 24]);
  },
};

/** With a `label` the icon is an image with a name: for an icon that carries meaning on its own. */
export const Labelled: Story = {
  args: { icon: icons.CircleCheckIcon, label: 'Printer connected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Printer connected' })).toBeVisible();
  },
};

export const InButton: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button variant="primary" icon={<Icon icon={icons.DownloadIcon} size="sm" />}>
        Download driver
      </Button>
      <Button icon={<Icon icon={icons.PrinterIcon} size="sm" />}>Print test label</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download driver' })).toBeVisible();
  },
};

/** Every icon in the curated set, with its export name. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(6, 1fr)',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        fontSize: 12,
      }}
    >
      {Object.entries(icons).map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <Icon {...args} icon={glyph} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
