import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch } from './HeaderSearch';

/** The site's public routes with their English titles, as the router would pass them. */
const routes = [
  { title: 'Home', path: '/index' },
  { title: 'Features', path: '/features' },
  { title: 'Guides and FAQ', path: '/guides' },
  { title: 'About us', path: '/aboutUs' },
  { title: 'Contact us', path: '/contactUs' },
  { title: 'Download', path: '/download' },
  { title: 'Printers', path: '/chart' },
  { title: 'Drivers', path: '/printers' },
  { title: 'Supported barcodes', path: '/supportedBarcode' },
  { title: 'D520 setup guide', path: '/d520' },
  { title: 'D550 Pro setup guide', path: '/d550Pro' },
  { title: 'PM-241-BT setup guide', path: '/pm241' },
];

const routesZhCn = [
  { title: '首页', path: '/index' },
  { title: '功能', path: '/features' },
  { title: '指南与常见问题', path: '/guides' },
  { title: '关于我们', path: '/aboutUs' },
  { title: '联系我们', path: '/contactUs' },
  { title: '下载', path: '/download' },
  { title: '打印机', path: '/chart' },
  { title: '驱动程序', path: '/printers' },
  { title: 'D520 设置指南', path: '/d520' },
];

const meta = {
  title: 'Components/HeaderSearch',
  component: HeaderSearch,
  args: { routes, onSelect: fn(), limit: 8 },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
  },
  // Room below the box for the result list.
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectedOption = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .find((option) => option.getAttribute('aria-selected') === 'true');

/** Typing with a typo and pressing Enter jumps to the best match: the Drivers page. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search pages' });
    await userEvent.click(box);
    await userEvent.keyboard('drivrs');
    const list = await within(canvasElement).findByRole('listbox');
    await expect(selectedOption(list)).toHaveTextContent('Drivers');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('/printers');
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    box.blur();
  },
};

/** Several matches; ArrowDown moves the highlight, which the box points at with aria-activedescendant. */
export const Results: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('guide');
    const list = await within(canvasElement).findByRole('listbox', { name: 'Search pages' });
    const options = within(list).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Guides and FAQ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/**
 * A model number: exact matches come first (the guide and "Drivers for PM-241-BT", which the site adds per model),
 * before near misses like PM-241-WF.
 */
export const ModelQuery: Story = {
  parameters: { visual: { target: 'viewport' } },
  args: {
    routes: [
      ...routes,
      { title: 'PM-241-WF setup guide', path: '/pm241wf' },
      { title: 'Drivers for PM-241-BT', path: '/printers?q=PM-241-BT' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('PM-241-BT');
    const list = await within(canvasElement).findByRole('listbox', { name: 'Search pages' });
    const options = within(list).getAllByRole('option');
    await expect(options.slice(0, 2).map((o) => o.textContent?.includes('PM-241-BT'))).toEqual([true, true]);
    await expect(within(list).getByRole('option', { name: /Drivers for PM-241-BT/ })).toBeInTheDocument();
    // The list stays open for the screenshot; choosing is covered by Playground.
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Nonsense finds nothing: the list stays closed and the message is announced. */
export const NoResults: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('zzqxv');
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No matching pages'));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Route titles arrive translated; the placeholder and messages follow the locale. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { routes: routesZhCn },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '搜索页面' });
    await expect(box).toHaveAttribute('placeholder', '搜索');
    await userEvent.click(box);
    await userEvent.keyboard('驱动');
    const list = await within(canvasElement).findByRole('listbox');
    await expect(selectedOption(list)).toHaveTextContent('驱动程序');
  },
};

/** A phone: the open result list stays inside the screen and still works from the keyboard. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search pages' });
    await userEvent.click(box);
    await userEvent.keyboard('print');
    const list = await within(canvasElement).findByRole('listbox');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]?.id);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
