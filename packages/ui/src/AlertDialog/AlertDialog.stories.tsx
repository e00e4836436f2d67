import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, alertDialogTones, type AlertDialogProps } from './AlertDialog';

/** Keeps the story's dialog controlled, the way the admin shell uses it, with a button to reopen it. */
function Controlled({ trigger, ...args }: AlertDialogProps & { trigger: string }) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      <AlertDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    open: false,
    title: 'Log out?',
    description: 'Are you sure you want to log out and leave the system?',
    tone: 'warning',
    confirmLabel: 'Log out',
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
  },
  render: (args) => <Controlled {...args} trigger="Log out" />,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Log out' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('alertdialog', { name: 'Log out?' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out and leave the system?');
    // Focus starts on Cancel, so a stray Enter never confirms.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Cancel does nothing but close.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    // Escape cancels too.
    await userEvent.click(trigger);
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    // Confirm calls onConfirm and closes.
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Warning: Story = {
  args: { open: true },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Log out?' });
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toHaveAttribute('data-variant', 'primary');
  },
};

export const Danger: Story = {
  args: {
    open: true,
    tone: 'danger',
    title: 'Delete this driver?',
    description: 'PM-241-BT driver 3.10.0 for Windows will be removed from the download list. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete this driver?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    // Outside clicks never dismiss a confirmation.
    const overlay = document.querySelector<HTMLElement>('[data-lw-overlay]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SessionExpired: Story = {
  args: {
    open: true,
    tone: 'warning',
    title: 'System prompt',
    description: 'Your login has expired. You can stay on this page, or log in again.',
    confirmLabel: 'Log in again',
    cancelLabel: 'Stay on this page',
  },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'System prompt' });
    await expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log in again' })).toBeVisible();
  },
};

export const Info: Story = {
  args: {
    open: true,
    tone: 'info',
    title: 'Settings saved',
    description: 'Your layout settings are saved in this browser.',
    confirmLabel: undefined,
    hideCancel: true,
  },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Settings saved' });
    // Without a Cancel button, focus starts on the (default-labelled) confirm button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

export const ChineseSimplified: Story = {
  args: {
    open: true,
    title: '系统提示',
    description: '确定注销并退出系统吗？',
    confirmLabel: undefined,
  },
  globals: { locale: 'zh-cn' },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: '系统提示' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
