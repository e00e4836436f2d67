import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { AlertDialog, type AlertDialogProps, type AlertDialogTone } from './AlertDialog';

function Harness(props: Partial<AlertDialogProps>) {
  const [open, setOpen] = useState(props.open ?? true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <AlertDialog
        title="Log out?"
        description="You will return to the home page."
        onConfirm={() => undefined}
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title with default OK / Cancel labels and focus on Cancel', async () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription('You will return to the home page.');
    expect(dialog).toHaveAttribute('data-tone', 'info');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('data-variant', 'primary');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('calls onConfirm and closes on confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Harness onConfirm={onConfirm} onCancel={onCancel} onOpenChange={onOpenChange} confirmLabel="Log out" />,
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancel only closes and calls onCancel; Escape counts as cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} onCancel={onCancel} cancelLabel="Stay" />);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('returns focus to the element that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness open={false} />);
    const opener = screen.getByRole('button', { name: 'Reopen' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });

  it('uses a danger confirm button for the danger tone', () => {
    renderWithProviders(<Harness tone="danger" confirmLabel="Delete" />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
  });

  it('focuses the confirm button when Cancel is hidden', async () => {
    renderWithProviders(<Harness hideCancel />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('translates the default labels', () => {
    renderWithProviders(<Harness />, { locale: 'zh-hk' });
    expect(screen.getByRole('button', { name: '確定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<Harness open={false} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      { tone: 'success' as AlertDialogTone },
      "[labelwise/ui: AlertDialog] tone must be one of info, warning, danger; received 'success'.",
    ],
    [{ title: '' }, '[labelwise/ui: AlertDialog] title is required'],
    [{ description: undefined }, '[labelwise/ui: AlertDialog] description is required'],
    [{ onConfirm: undefined }, '[labelwise/ui: AlertDialog] onConfirm is required.'],
  ])('throws a labelled error for bad props %#', (props, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Harness {...(props as Partial<AlertDialogProps>)} />)).toThrow(message);
  });

  it('throws when used uncontrolled', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = { title: 't', description: 'd', onConfirm: () => undefined } as unknown as AlertDialogProps;
    expect(() => renderWithProviders(<AlertDialog {...props} />)).toThrow(
      '[labelwise/ui: AlertDialog] open must be a boolean; received undefined.',
    );
  });
});
