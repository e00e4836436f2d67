import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './ContextMenu';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popper measures with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function TagMenu({
  onOpenChange,
  onSelect = vi.fn(),
  closeOnScroll,
}: {
  onOpenChange?: (open: boolean) => void;
  onSelect?: () => void;
  closeOnScroll?: boolean;
}) {
  return (
    <div data-testid="bar" style={{ overflowX: 'auto' }}>
      <ContextMenu onOpenChange={onOpenChange}>
        <ContextMenuTrigger asChild>
          <button type="button">Printers</button>
        </ContextMenuTrigger>
        <ContextMenuContent closeOnScroll={closeOnScroll}>
          <ContextMenuItem onSelect={onSelect}>Refresh</ContextMenuItem>
          <ContextMenuSeparator />
          <ContextMenuItem disabled>Close left</ContextMenuItem>
        </ContextMenuContent>
      </ContextMenu>
    </div>
  );
}

function openMenu() {
  fireEvent.contextMenu(screen.getByRole('button', { name: 'Printers' }), { clientX: 40, clientY: 20 });
  return screen.getByRole('menu');
}

describe('ContextMenu', () => {
  it('opens on right-click and closes when the page scrolls', () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<TagMenu onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    openMenu();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes when a scroll container scrolls, but not when the menu itself scrolls', () => {
    renderWithProviders(<TagMenu />);
    const menu = openMenu();
    act(() => {
      fireEvent.scroll(menu);
    });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => {
      fireEvent.scroll(screen.getByTestId('bar'));
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays open on scroll when closeOnScroll is false', () => {
    renderWithProviders(<TagMenu closeOnScroll={false} />);
    openMenu();
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('stops listening once closed', () => {
    const onOpenChange = vi.fn();
    const removeSpy = vi.spyOn(window, 'removeEventListener');
    renderWithProviders(<TagMenu onOpenChange={onOpenChange} />);
    openMenu();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(removeSpy).toHaveBeenCalledWith('scroll', expect.any(Function), { capture: true });
    onOpenChange.mockClear();
    fireEvent.scroll(window);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('marks disabled items and is non-modal by default', () => {
    renderWithProviders(<TagMenu />);
    openMenu();
    expect(screen.getByRole('menuitem', { name: 'Close left' })).toHaveAttribute('aria-disabled', 'true');
    // Non-modal: the rest of the page is not hidden from assistive technology.
    expect(screen.getByTestId('bar')).not.toHaveAttribute('aria-hidden');
  });

  it('throws a labelled error when the content is used outside ContextMenu', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<ContextMenuContent />)).toThrow(
      '[labelwise/ui: ContextMenu] ContextMenuContent must be rendered inside <ContextMenu>.',
    );
  });
});
