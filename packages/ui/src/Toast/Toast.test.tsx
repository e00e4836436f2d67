import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  Toast,
  ToastProvider,
  ToastViewport,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './Toast';

function setup({ locale, ...providerProps }: ToastProviderProps & { locale?: Locale } = {}) {
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  const view = renderWithProviders(
    <ToastProvider {...providerProps}>
      <Grab />
      <ToastViewport />
    </ToastProvider>,
    { locale },
  );
  const region = () => screen.getByRole('region', { name: /\(F8\)$/ });
  return {
    ...view,
    region,
    toasts: () => within(region()).queryAllByRole('listitem'),
    toast: (options: ToastOptions) => {
      let id = '';
      act(() => {
        id = api!.toast(options);
      });
      return id;
    },
    dismiss: (id?: string) => act(() => api!.dismiss(id)),
  };
}

beforeAll(() => {
  // jsdom has no pointer capture; Radix's swipe handling calls it on every pointer-up (a real click included).
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a toast with title, description and tone in the labelled region', () => {
    const { toast, toasts, region } = setup();
    expect(region()).toHaveAccessibleName('Notifications (F8)');
    expect(toasts()).toHaveLength(0);
    const id = toast({ tone: 'success', title: 'Saved', description: 'Your settings are stored in this browser.' });
    expect(id).toEqual(expect.any(String));
    const [item] = toasts();
    expect(item).toHaveAttribute('data-tone', 'success');
    expect(within(item!).getByText('Saved')).toBeVisible();
    expect(within(item!).getByText('Your settings are stored in this browser.')).toBeVisible();
    expect(within(item!).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('defaults to the info tone and stacks toasts in order', () => {
    const { toast, toasts } = setup();
    toast({ title: 'Copied to clipboard' });
    toast({ tone: 'error', title: 'Backend connection abnormal' });
    expect(toasts().map((item) => item.getAttribute('data-tone'))).toEqual(['info', 'error']);
  });

  it('announces errors assertively and everything else politely, naming the tone', async () => {
    const { toast } = setup();
    toast({ tone: 'error', title: 'System interface 502 abnormal' });
    toast({ tone: 'success', title: 'Saved' });
    const assertive = document.querySelector('[role="status"][aria-live="assertive"]');
    const polite = document.querySelector('[role="status"][aria-live="polite"]');
    await waitFor(() => expect(assertive).toHaveTextContent('Notification Error System interface 502 abnormal'));
    await waitFor(() => expect(polite).toHaveTextContent('Notification Success Saved'));
  });

  it('closes from its translated × button', async () => {
    const user = userEvent.setup();
    const { toast, toasts } = setup({ locale: 'de-de' });
    toast({ title: 'Gespeichert' });
    expect(screen.getByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung schließen' }));
    expect(toasts()).toHaveLength(0);
  });

  it('dismisses one toast by id, or all of them', () => {
    const { toast, dismiss, toasts } = setup();
    const first = toast({ title: 'First' });
    toast({ title: 'Second' });
    toast({ title: 'Third' });
    dismiss(first);
    expect(toasts().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Second'),
      expect.stringContaining('Third'),
    ]);
    dismiss();
    expect(toasts()).toHaveLength(0);
  });

  it('replaces a toast shown again under the same id', () => {
    const { toast, toasts } = setup();
    toast({ id: 'settings', title: 'Saving locally, please wait', duration: Infinity });
    toast({ id: 'settings', tone: 'success', title: 'Saved' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Saved');
    expect(toasts()[0]).toHaveAttribute('data-tone', 'success');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { toast, toasts } = setup();
    toast({ title: 'Copied to clipboard', duration: Infinity });
    await user.keyboard('{Escape}');
    expect(toasts()).toHaveLength(0);
  });

  it('closes by itself once its duration has elapsed', () => {
    vi.useFakeTimers();
    const { toast, toasts } = setup();
    toast({ title: 'Saved', duration: 3000 });
    act(() => vi.advanceTimersByTime(2999));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it("uses the provider's duration by default and keeps Infinity toasts", () => {
    vi.useFakeTimers();
    const { toast, toasts } = setup({ duration: 2000 });
    toast({ title: 'Default' });
    toast({ title: 'Sticky', duration: Infinity });
    act(() => vi.advanceTimersByTime(2000));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Sticky');
    act(() => vi.advanceTimersByTime(60_000));
    expect(toasts()).toHaveLength(1);
  });

  it('keeps at most `limit` toasts open, closing the oldest', () => {
    const { toast, toasts } = setup({ limit: 2 });
    for (const title of ['One', 'Two', 'Three']) toast({ title, duration: Infinity });
    expect(toasts().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Two'),
      expect.stringContaining('Three'),
    ]);
  });

  it('translates the labels (zh-cn)', () => {
    const { toast } = setup({ locale: 'zh-cn' });
    toast({ title: '已保存' });
    expect(screen.getByRole('region', { name: '通知（F8）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭通知' })).toBeInTheDocument();
  });

  it('renders a declarative, controlled toast', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <ToastProvider>
        <Toast open tone="warning" title="Unsaved changes" duration={Infinity} onOpenChange={onOpenChange} />
        <ToastViewport />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the owner decides.
    expect(screen.getByRole('listitem')).toHaveAttribute('data-tone', 'warning');
  });

  it('throws when useToast is used outside ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('[labelwise/ui: Toast] useToast must be used inside <ToastProvider>');
  });

  it.each([
    [{ title: '' }, '[labelwise/ui: Toast] title must not be empty'],
    [
      { title: 'x', tone: 'danger' as ToastOptions['tone'] },
      "[labelwise/ui: Toast] tone must be one of success, info, warning, error; received 'danger'.",
    ],
    [
      { title: 'x', duration: 0 },
      "[labelwise/ui: Toast] duration must be a positive number of ms (Infinity keeps the toast open); received '0'.",
    ],
  ])('throws a labelled error for bad toast options %#', (options, message) => {
    const { toast } = setup();
    expect(() => toast(options)).toThrow(message);
  });

  it('throws a labelled error for a bad viewport placement', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <ToastProvider>
          <ToastViewport placement={'left' as 'top-right'} />
        </ToastProvider>,
      ),
    ).toThrow(
      "[labelwise/ui: Toast] placement must be one of top-right, top-center, bottom-right, bottom-center; received 'left'.",
    );
  });
});
