import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { repaint } from '../internal/fixtures/repaint';
import { SettingsDrawer, defaultLayoutSettings, type SettingsDrawerProps } from './SettingsDrawer';

/** Holds open state and settings the way an app would, and forwards every call to the spies. */
function StatefulDrawer(args: SettingsDrawerProps) {
  const [open, setOpen] = useState(args.open);
  const [settings, setSettings] = useState(args.settings);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Layout settings
      </Button>
      <SettingsDrawer
        {...args}
        open={open}
        settings={settings}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        onChange={(next) => {
          args.onChange(next);
          setSettings(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/SettingsDrawer',
  component: SettingsDrawer,
  args: {
    open: true,
    settings: defaultLayoutSettings,
    saving: false,
    resetting: false,
    onOpenChange: fn(),
    onChange: fn(),
    onSave: fn(),
    onReset: fn(),
  },
  parameters: { visual: { target: 'viewport' } },
  render: (args) => <StatefulDrawer {...args} />,
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Layout settings' }));
    const emerald = drawer.getByRole('radio', { name: 'Emerald (#11A983)' });
    await userEvent.click(emerald);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultLayoutSettings, theme: '#11a983' });
    await expect(emerald).toBeChecked();
    await expect(drawer.getByRole('radio', { name: 'Default blue (#409EFF)' })).not.toBeChecked();
    await userEvent.click(drawer.getByRole('switch', { name: 'Fixed header' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultLayoutSettings,
      theme: '#11a983',
      fixedHeader: true,
    });
    await userEvent.click(drawer.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await repaint();
  },
};

export const KeyboardSwatches: Story = {
  play: async ({ args }) => {
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Layout settings' }));
    const first = drawer.getByRole('radio', { name: 'Default blue (#409EFF)' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultLayoutSettings, theme: '#1890ff' });
    await expect(drawer.getByRole('radio', { name: 'Daybreak blue (#1890FF)' })).toHaveFocus();
    await repaint();
  },
};

export const LightSidebar: Story = {
  args: {
    settings: {
      ...defaultLayoutSettings,
      sideTheme: 'theme-light',
      theme: '#6959CD',
      topNav: true,
      dynamicTitle: true,
    },
  },
  play: async () => {
    const drawer = within(await within(document.body).findByRole('dialog'));
    await expect(drawer.getByRole('radio', { name: 'Light sidebar' })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: 'Top navigation' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const CustomColour: Story = {
  args: { settings: { ...defaultLayoutSettings, theme: '#ff7a45' } },
  play: async () => {
    const drawer = within(await within(document.body).findByRole('dialog'));
    await expect(drawer.getByLabelText('Custom colour')).toHaveValue('#ff7a45');
    await expect(drawer.queryAllByRole('radio', { checked: true })).toHaveLength(1); // only the side theme
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(await body.findByRole('status')).toHaveTextContent('Saving to local storage, please wait…');
    await expect(body.getByRole('button', { name: 'Reset settings' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await repaint();
  },
};

export const ResettingChinese: Story = {
  args: { resetting: true },
  globals: { locale: 'zh-cn' },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('status')).toHaveTextContent('正在清除设置缓存并刷新，请稍候...');
    await expect(body.getByRole('dialog', { name: '布局设置' })).toBeInTheDocument();
  },
};

export const Closes: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A phone: the drawer fits the screen width and every control stays reachable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Layout settings' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    await repaint();
  },
};
