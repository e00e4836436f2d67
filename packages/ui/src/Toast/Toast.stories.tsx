import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider, ToastViewport, toastTones, useToast, type ToastOptions } from './Toast';

/** Raises a toast with the story's args, like an app's request layer or form would. */
function Raiser({ label = 'Show notification', ...options }: ToastOptions & { label?: string }) {
  const { toast } = useToast();
  return (
    <Button variant="primary" onClick={() => toast(options)}>
      {label}
    </Button>
  );
}

/** Finds the toast region by its name, which ends with the hotkey in every locale. */
function region() {
  return within(document.body).getByRole('region', { name: /F8/ });
}

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: {
    tone: 'success',
    title: 'Saved',
    description: undefined,
    // Long enough that the toast is still there when the screenshot is taken.
    duration: 60_000,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: toastTones },
    duration: { control: { type: 'number', min: 500, step: 500 } },
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
        <ToastViewport />
      </ToastProvider>
    ),
  ],
  parameters: { visual: { target: 'viewport' } },
  render: ({ tone, title, description, duration }) => (
    <Raiser tone={tone} title={title} description={description} duration={duration} />
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await expect(within(toast).getByText('Saved')).toBeVisible();
    await expect(within(toast).getByRole('button', { name: 'Close notification' })).toBeVisible();
    // Polite: a success message waits for the screen reader to finish.
    await waitFor(() =>
      expect(document.querySelector('[role="status"][aria-live="polite"]')).toHaveTextContent(
        'Notification Success Saved',
      ),
    );
  },
};

const toneTitles = {
  success: 'Saved',
  info: 'Saving locally, please wait',
  warning: 'No permission for the current operation',
  error: 'System interface 500 abnormal',
} as const;

export const Tones: Story = {
  render: () => (
    <>
      {toastTones.map((tone) => (
        <Toast key={tone} tone={tone} title={toneTitles[tone]} duration={Infinity} />
      ))}
    </>
  ),
  play: async () => {
    const toasts = await within(region()).findAllByRole('listitem');
    await expect(toasts.map((toast) => toast.getAttribute('data-tone'))).toEqual([...toastTones]);
    // Only the error interrupts: it is the one announced assertively.
    await waitFor(() =>
      expect(document.querySelector('[role="status"][aria-live="assertive"]')).toHaveTextContent(
        'Notification Error System interface 500 abnormal',
      ),
    );
  },
};

export const WithDescription: Story = {
  args: {
    tone: 'error',
    title: 'Backend connection abnormal',
    description: 'The request could not reach the server. Check your network connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(within(toast).getByText('Backend connection abnormal')).toBeVisible();
    await expect(within(toast).getByText(/could not reach the server/)).toBeVisible();
  },
};

export const Dismiss: Story = {
  args: { tone: 'info', title: 'Copied to clipboard' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    const toast = await within(region()).findByRole('listitem');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  args: { tone: 'warning', title: 'No permission for the current operation' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show notification' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await within(region()).findByRole('listitem');
    // F8 (by key code, as Radix listens) jumps into the toast region; Tab then reaches the toast.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region().querySelector('ol')).toHaveFocus());
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument());
    // Escape also closes a toast while focus is elsewhere on the page.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(region()).findByRole('listitem');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The settings drawer's flow: one toast id, first "saving…", then the result replaces it in place. */
export const ReplaceById: Story = {
  render: () => {
    function Save() {
      const { toast } = useToast();
      return (
        <Button
          variant="primary"
          onClick={() => {
            toast({ id: 'settings', tone: 'info', title: 'Saving locally, please wait', duration: Infinity });
            window.setTimeout(() => toast({ id: 'settings', tone: 'success', title: 'Saved', duration: 60_000 }), 50);
          }}
        >
          Save settings
        </Button>
      );
    }
    return <Save />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save settings' }));
    await within(region()).findByText('Saving locally, please wait');
    await waitFor(() => expect(within(region()).getByRole('listitem')).toHaveAttribute('data-tone', 'success'));
    await expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(region()).getByRole('listitem')).toHaveTextContent('Saved');
  },
};

export const ChineseSimplified: Story = {
  args: { tone: 'error', title: '系统接口 500 异常', description: '后端接口连接异常，请稍后重试。' },
  globals: { locale: 'zh-cn' },
  render: (args) => <Toast {...args} duration={Infinity} />,
  play: async () => {
    const zone = within(document.body).getByRole('region', { name: '通知（F8）' });
    const toast = await within(zone).findByRole('listitem');
    await expect(within(toast).getByRole('button', { name: '关闭通知' })).toBeVisible();
    await waitFor(() =>
      expect(document.querySelector('[role="status"][aria-live="assertive"]')).toHaveTextContent(
        '通知 错误 系统接口 500 异常',
      ),
    );
  },
};

export const Mobile: Story = {
  args: {
    tone: 'success',
    title: 'Message sent',
    description: 'Thank you for contacting us. We will answer within five working days.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <Toast {...args} duration={Infinity} />,
  play: async () => {
    const toast = await within(region()).findByRole('listitem');
    const box = toast.getBoundingClientRect();
    // The toast keeps a margin to both screen edges instead of overflowing a 390 px phone.
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 8);
  },
};
