import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ title: 'Guides and FAQ', path: '/guides' }, { title: 'D520 setup guide' }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A printer guide two levels below Home; clicking a crumb hands its path to the router. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('D520 setup guide')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Guides and FAQ' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/guides');
    // The baseline shows the resting state, not the focus ring left by the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A top-level page: the home crumb, then the route title. */
export const SinglePage: Story = {
  args: { items: [{ title: 'Drivers' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', '/Drivers']);
  },
};

/** A partner page puts its own landing page first. */
export const PartnerHome: Story = {
  args: {
    home: { title: 'Phomemo', path: '/phomemo' },
    items: [{ title: 'Printers', path: '/printers' }, { title: 'PM-241-BT setup guide' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Phomemo' })).toHaveAttribute('href', '/phomemo');
  },
};

/** The home crumb follows the locale; route titles come translated from the consumer. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { items: [{ title: '指南与常见问题', path: '/guides' }, { title: 'D520 设置指南' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '面包屑导航' });
    await expect(within(nav).getByRole('link', { name: '首页' })).toBeInTheDocument();
  },
};

/** A phone: long trails wrap under the home crumb instead of widening the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { title: 'Guides and FAQ', path: '/guides' },
      { title: 'Printers', path: '/printers' },
      { title: 'PM-241-BT shipping label printer setup guide' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(within(nav).getByText('PM-241-BT shipping label printer setup guide')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
