import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { componentSizes, type ComponentSize } from '../tokens';
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsActivationModes,
  tabsOrientations,
  type TabsActivationMode,
  type TabsOrientation,
} from './Tabs';

interface StoryArgs {
  orientation: TabsOrientation;
  activationMode: TabsActivationMode;
  size?: ComponentSize;
  onValueChange: (value: string) => void;
}

interface Section {
  value: string;
  title: string;
  body: string;
  disabled?: boolean;
}

/** What the download page offers. */
const downloads: Section[] = [
  { value: 'win64', title: 'Windows 64-bit', body: 'Installer 3.10.0 for 64-bit Windows 10 and 11.' },
  { value: 'win32', title: 'Windows 32-bit', body: 'Installer 3.10.0 for 32-bit Windows.' },
  { value: 'mac', title: 'Mac', body: 'Requires macOS 10.14 (Mojave) or later.' },
  { value: 'drivers', title: 'Drivers', body: 'Printer drivers for Windows, macOS and Linux.' },
  { value: 'chrome', title: 'Chrome extension', body: 'Add the browser extension from the Chrome store.' },
];

const downloadsZh: Section[] = [
  { value: 'win64', title: 'Windows 64位', body: '适用于 64 位 Windows 10 和 11 的 3.10.0 安装包。' },
  { value: 'win32', title: 'Windows 32位', body: '适用于 32 位 Windows 的 3.10.0 安装包。' },
  { value: 'mac', title: 'Mac', body: '需要 macOS 10.14 (Mojave) 或更高版本。' },
  { value: 'drivers', title: '驱动', body: '适用于 Windows、macOS 和 Linux 的打印机驱动。' },
  { value: 'chrome', title: 'Chrome 扩展', body: '从 Chrome 应用商店添加浏览器扩展。' },
];

/** The sections of a printer's setup guide. */
const guide: Section[] = [
  {
    value: 'bluetooth',
    title: 'Bluetooth',
    body: 'Pair the printer in the app; system pairing works only for some serial numbers.',
  },
  { value: 'usb', title: 'USB', body: 'Connect the cable and the printer appears without extra drivers.' },
  { value: 'windows', title: 'Windows', body: 'Install the driver, then choose the printer in the print dialog.' },
  { value: 'mac', title: 'Mac', body: 'Requires macOS 10.14 (Mojave) or later.' },
  { value: 'chromeos', title: 'ChromeOS', body: 'Print over USB or Bluetooth from the browser extension.' },
  { value: 'linux', title: 'Linux', body: 'Install the CUPS driver package for your distribution.' },
  { value: 'videos', title: 'Video guides', body: 'Short videos for loading labels and first prints.' },
  { value: 'manuals', title: 'Manuals', body: 'The user manual as a PDF.' },
  { value: 'firmware', title: 'Firmware upgrade', body: 'Update the printer firmware from the app.' },
];

function SectionTabs({
  sections,
  label,
  ...args
}: Partial<StoryArgs> & { sections: Section[]; label: string; defaultValue?: string; value?: string }) {
  return (
    <Tabs defaultValue={sections[0]?.value} {...args}>
      <TabsList aria-label={label}>
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value} disabled={section.disabled}>
            {section.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.value} value={section.value}>
          <p style={{ margin: 0 }}>{section.body}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { orientation: 'horizontal', activationMode: 'automatic', onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: tabsOrientations },
    activationMode: { control: 'inline-radio', options: tabsActivationModes },
    size: { control: 'inline-radio', options: componentSizes },
  },
  render: (args) => <SectionTabs {...args} sections={downloads} label="Download for" />,
  parameters: {
    docs: {
      description: {
        component:
          'Panels of related content in one place: the download page per platform, guide pages per connection. ' +
          'Arrow keys move between tabs (Left/Right, or Up/Down when vertical), Home/End jump, disabled tabs are ' +
          'skipped. `activationMode="manual"` selects only on Enter/Space. A horizontal list that does not fit ' +
          'scrolls sideways and keeps the selected tab in view.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Download for' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Windows 64-bit' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Mac' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('mac');
    await expect(canvas.getByRole('tabpanel', { name: 'Mac' })).toHaveTextContent('macOS 10.14');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** A guide page's sections in a column beside the panel; Up and Down move between them. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => <SectionTabs {...args} sections={guide.slice(0, 6)} label="Connection" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Bluetooth' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'USB' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('usb');
    await expect(canvas.getByRole('tabpanel', { name: 'USB' })).toBeVisible();
    canvas.getByRole('tab', { name: 'USB' }).blur();
  },
};

/** A tab that cannot be chosen yet: clicks do nothing and the arrow keys pass over it. */
export const DisabledTab: Story = {
  render: (args) => (
    <SectionTabs
      {...args}
      sections={downloads.map((section) => (section.value === 'win32' ? { ...section, disabled: true } : section))}
      label="Download for"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const win32 = canvas.getByRole('tab', { name: 'Windows 32-bit' });
    await expect(win32).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Windows 64-bit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mac' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('mac');
    await userEvent.click(win32, { pointerEventsCheck: 0 });
    await expect(win32).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    canvas.getByRole('tab', { name: 'Mac' }).blur();
  },
};

/** Left/Right select as they move and wrap around; Home/End jump; Tab moves on to the panel. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Windows 64-bit')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Windows 32-bit')).toHaveFocus();
    await expect(tab('Windows 32-bit')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Chrome extension')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Windows 64-bit')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Chrome extension')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab('Mac')).toHaveAttribute('aria-selected', 'true');
    const expected = ['win32', 'chrome', 'win64', 'chrome', 'win64', 'win32', 'mac'];
    await expect(args.onValueChange).toHaveBeenCalledTimes(expected.length);
    for (const [index, value] of expected.entries()) {
      await expect(args.onValueChange).toHaveBeenNthCalledWith(index + 1, value);
    }
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Mac' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    // The screenshot shows the focus ring on the selected tab.
    await expect(tab('Mac')).toHaveFocus();
  },
};

/** Arrows only move focus; Enter or Space shows the panel. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab('Mac')).toHaveFocus();
    await expect(tab('Mac')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(tab('Mac')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('mac');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('tabpanel', { name: 'Drivers' })).toBeVisible();
  },
};

/** Every component size, following the size selector (Default, Medium, Small, Mini). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {componentSizes.map((size) => (
        <SectionTabs
          key={size}
          {...args}
          size={size}
          sections={downloads.slice(0, 3)}
          label={`Download for (${size})`}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = componentSizes.map(
      (size) => within(canvasElement).getByRole('tablist', { name: `Download for (${size})` }).offsetHeight,
    );
    await expect([...heights].sort((a, b) => b - a)).toEqual(heights);
  },
};

/**
 * A phone: nine guide sections do not fit, so the list scrolls sideways inside itself (the page does not) and
 * keeps the selected tab in view.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <SectionTabs {...args} sections={guide} label="Guide" defaultValue="manuals" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Guide' });
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const inView = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const bounds = list.getBoundingClientRect();
      return box.left >= bounds.left - 0.5 && box.right <= bounds.right + 0.5;
    };
    await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The preselected tab sits past the right edge; the list has scrolled to it.
    await waitFor(() => expect(inView(tab('Manuals'))).toBe(true));

    tab('Manuals').focus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Bluetooth')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inView(tab('Bluetooth'))).toBe(true));
    await userEvent.keyboard('{End}');
    await expect(tab('Firmware upgrade')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inView(tab('Firmware upgrade'))).toBe(true));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('firmware');
    await expect(canvas.getByRole('tabpanel', { name: 'Firmware upgrade' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    tab('Firmware upgrade').blur();
  },
};

/** The download tabs in Simplified Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  render: (args) => <SectionTabs {...args} sections={downloadsZh} label="下载" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '驱动' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('drivers');
    await expect(canvas.getByRole('tabpanel', { name: '驱动' })).toHaveTextContent('打印机驱动');
  },
};
