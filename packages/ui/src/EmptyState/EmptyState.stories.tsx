import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { useTheme } from '../theme/useTheme';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { compact: false },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // The empty printer search: 'No data', with a decorative picture screen readers skip.
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden] svg')).not.toBeNull();
  },
};

const onClear = fn();

export const WithAction: Story = {
  args: {
    title: 'No drivers found for “PM-999”',
    description:
      'Check the model number on the label under your printer, or choose the brand and model from the lists.',
    action: <Button onClick={onClear}>Clear search</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No drivers found for “PM-999”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};

function TableDemo(args: Parameters<typeof EmptyState>[0]) {
  const theme = useTheme();
  const cell = { padding: '10px 12px', textAlign: 'left' as const, borderBottom: `1px solid ${theme.color.border}` };
  return (
    <table style={{ width: 720, borderCollapse: 'collapse', fontSize: 14 }}>
      <thead style={{ background: theme.color.surfaceMuted }}>
        <tr>
          <th style={cell}>Title</th>
          <th style={cell}>Release date</th>
          <th style={cell}>View / download</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td colSpan={3} style={{ borderBottom: `1px solid ${theme.color.border}` }}>
            <EmptyState {...args} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export const InTable: Story = {
  args: { compact: true },
  render: (args) => <TableDemo {...args} />,
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getAllByRole('cell')[0]!;
    await expect(within(cell).getByText('No data')).toBeVisible();
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, title: 'No manuals for this model yet' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** A whole page that is empty, such as the site's 404: the title is the page's h1 and looks the same. */
export const PageHeading: Story = {
  args: {
    title: 'Page not found',
    description: 'The page may have moved. Try the menu or the search.',
    headingLevel: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};
