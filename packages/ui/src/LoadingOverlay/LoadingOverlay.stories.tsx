import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useTheme } from '../theme/useTheme';
import { LoadingOverlay } from './LoadingOverlay';

const drivers = [
  ['PM-241-BT driver for Windows', '2024-03-18', '3.10.0'],
  ['PM-241-BT driver for macOS 10.14+', '2024-03-18', '3.10.0'],
  ['D520 driver for Windows', '2023-11-02', '3.8.0'],
  ['PM-344-WF driver for Linux', '2023-09-27', '1.4.2'],
];

/** A results card standing in for the driver table: the overlay covers it because it is `position: relative`. */
function DriverCard({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const line = `1px solid ${theme.color.border}`;
  return (
    <section
      aria-label="Drivers"
      style={{
        position: 'relative',
        maxWidth: 640,
        border: line,
        borderRadius: theme.radii.lg,
        padding: theme.space[4],
      }}
    >
      <h2 style={{ margin: '0 0 12px', fontSize: 16 }}>Drivers</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          <tr style={{ textAlign: 'left' }}>
            <th style={{ padding: '8px 0' }}>Title</th>
            <th>Release date</th>
            <th>Version</th>
          </tr>
        </thead>
        <tbody>
          {drivers.map(([title, date, version]) => (
            <tr key={title} style={{ borderTop: line }}>
              <td style={{ padding: '8px 0' }}>{title}</td>
              <td>{date}</td>
              <td>{version}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true, fullscreen: false },
  render: (args) => (
    <DriverCard>
      <LoadingOverlay {...args} />
    </DriverCard>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const Contained: Story = {
  args: { label: 'Downloading the driver…' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Drivers' });
    const status = within(card).getByRole('status');
    await expect(status).toHaveTextContent('Downloading the driver…');
    // It covers exactly its positioned parent.
    const [a, b] = [status.getBoundingClientRect(), card.getBoundingClientRect()];
    await expect(Math.round(a.width)).toBe(Math.round(b.width) - 2);
    await expect(Math.round(a.height)).toBe(Math.round(b.height) - 2);
  },
};

export const Fullscreen: Story = {
  args: { fullscreen: true, label: 'Downloading, please wait…' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-fullscreen', 'true');
    const box = status.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    // The live region stays mounted but empty, and the content is not covered.
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(within(canvasElement).getByText('D520 driver for Windows')).toBeVisible();
  },
};

function DownloadDemo() {
  const [busy, setBusy] = useState(false);
  return (
    <DriverCard>
      <Button variant="primary" onClick={() => setBusy(true)} style={{ marginTop: 12 }}>
        Download all
      </Button>
      <LoadingOverlay visible={busy} label="Downloading the driver…" />
    </DriverCard>
  );
}

export const DuringDownload: Story = {
  render: () => <DownloadDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(status).toHaveTextContent('Downloading the driver…'));
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中…');
  },
};
