import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
  type DialogContentProps,
  type DialogVariant,
} from './Dialog';

function Harness(
  props: Partial<DialogContentProps> & { onOpenChange?: (open: boolean) => void; defaultOpen?: boolean },
) {
  const { onOpenChange, defaultOpen, ...content } = props;
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger>Open settings</DialogTrigger>
      <DialogContent title="Settings" {...content}>
        {content.children ?? <input aria-label="Nickname" />}
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from the trigger, names itself by the title and describes itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness description="Saved in this browser only." />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAccessibleDescription('Saved in this browser only.');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-variant', 'modal');
  });

  it('focuses the first field of the content, then closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<Harness onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('closes from the translated × button and from DialogClose', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        defaultOpen
        footer={
          <DialogClose asChild>
            <button type="button">Abbrechen</button>
          </DialogClose>
        }
      />,
      { locale: 'de-de' },
    );
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            External opener
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Controlled" hideCloseButton>
              body
            </DialogContent>
          </Dialog>
        </>
      );
    }
    renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'External opener' }));
    const dialog = screen.getByRole('dialog', { name: 'Controlled' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    act(() => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No DialogTrigger: focus still returns to the button that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'External opener' })).toHaveFocus());
  });

  it('renders the drawer variant with its width and the footer', () => {
    renderWithProviders(
      <Harness defaultOpen variant="drawer" width={420} footer={<button type="button">Save</button>} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('data-variant', 'drawer');
    expect(dialog.style.getPropertyValue('--lw-dialog-width')).toBe('420px');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('uses the default width of each variant', () => {
    renderWithProviders(<Harness defaultOpen variant="drawer" />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--lw-dialog-width')).toBe('360px');
  });

  it.each([
    [{ title: undefined }, '[labelwise/ui: Dialog] DialogContent needs a title'],
    [{ title: '' }, '[labelwise/ui: Dialog] DialogContent needs a title'],
    [
      { variant: 'sheet' as DialogVariant },
      "[labelwise/ui: Dialog] variant must be one of modal, drawer; received 'sheet'.",
    ],
    [{ width: -10 }, "[labelwise/ui: Dialog] width must be a positive number of px; received '-10'."],
    [{ width: Number.NaN }, "[labelwise/ui: Dialog] width must be a positive number of px; received 'NaN'."],
  ])('throws a labelled error for bad props %#', (props, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Harness defaultOpen {...(props as Partial<DialogContentProps>)} />)).toThrow(
      message,
    );
  });
});
