import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Tooltip, type TooltipSide } from './Tooltip';

// jsdom has no ResizeObserver; Radix's positioning needs one to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Tooltip', () => {
  it('works without an app-level provider and opens on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip content="Copy the model number">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the model number');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription('Copy the model number');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('can be controlled and reports open changes', () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProviders(
      <Tooltip content="Hint" open={false} onOpenChange={onOpenChange} side="left">
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    rerender(
      <Tooltip content="Hint" open onOpenChange={onOpenChange} side="left">
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Hint');
    act(() => screen.getByRole('button').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    [
      { side: 'middle' as TooltipSide },
      "[labelwise/ui: Tooltip] side must be one of top, right, bottom, left; received 'middle'.",
    ],
    [{ content: '' }, '[labelwise/ui: Tooltip] content must not be empty.'],
  ])('throws a labelled error for bad props %#', (props, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <Tooltip content="Hint" {...props}>
          <button type="button">x</button>
        </Tooltip>,
      ),
    ).toThrow(message);
  });

  it('throws when children is not a single element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const children = 'text' as unknown as ReactElement;
    expect(() => renderWithProviders(<Tooltip content="Hint">{children}</Tooltip>)).toThrow(
      '[labelwise/ui: Tooltip] children must be exactly one React element',
    );
  });
});
