import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyboardEvent, ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredMenu, type DeferredModule, type MenuOpenedBy } from './useDeferredMenu';

/** What a real menu module exports: here a marker that shows how it was opened. */
interface FakeMenuModule {
  Menu: (props: { openedBy: MenuOpenedBy | undefined }) => ReactElement;
}
const fakeModule: FakeMenuModule = {
  Menu: ({ openedBy }) => <div role="menu" aria-label="Real menu" data-opened-by={openedBy ?? 'props'} />,
};

function Harness({
  menu,
  onOpenChange,
  onKeyDown,
  defaultOpen,
}: {
  menu: DeferredModule<FakeMenuModule>;
  onOpenChange?: (open: boolean) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  defaultOpen?: boolean;
}) {
  const deferred = useDeferredMenu<FakeMenuModule>(menu, { onOpenChange, defaultOpen, handlers: { onKeyDown } });
  if (deferred.module) return <deferred.module.Menu openedBy={deferred.openedBy} />;
  return (
    <button type="button" {...deferred.triggerProps}>
      Language
    </button>
  );
}

function loader(...results: Array<'ok' | 'fail'>) {
  const importer = vi.fn(async () => {
    if (results.shift() === 'fail') throw new Error('chunk failed to load');
    return fakeModule;
  });
  return { importer, menu: deferredModule(importer) };
}

describe('useDeferredMenu', () => {
  it('renders a closed menu button and loads the menu on hover without opening it', async () => {
    const { importer, menu } = loader('ok');
    const user = userEvent.setup();
    render(<Harness menu={menu} />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('data-state', 'closed');
    expect(importer).not.toHaveBeenCalled();

    await user.hover(button);
    await vi.waitFor(() => expect(menu.current).toBe(fakeModule));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Language' })).toBe(button);
  });

  it('opens on a press, telling onOpenChange once, and remembers it came from the pointer', async () => {
    const { importer, menu } = loader('ok');
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness menu={menu} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(await screen.findByRole('menu', { name: 'Real menu' })).toHaveAttribute('data-opened-by', 'pointer');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])('opens from the keyboard with %s', async (key) => {
    const { menu } = loader('ok');
    const user = userEvent.setup();
    render(<Harness menu={menu} />);
    screen.getByRole('button').focus();
    await user.keyboard(key);
    expect(await screen.findByRole('menu')).toHaveAttribute('data-opened-by', 'keyboard');
  });

  it('ignores other keys, and a consumer handler that prevents the default', async () => {
    const { importer, menu } = loader('ok');
    const user = userEvent.setup();
    render(<Harness menu={menu} onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()} />);
    screen.getByRole('button').focus();
    await user.keyboard('{ArrowUp}a{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    // Focus alone preloads; nothing opened.
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('stays a working button when the menu fails to load, and the next press tries again', async () => {
    const { importer, menu } = loader('fail', 'ok');
    const user = userEvent.setup();
    render(<Harness menu={menu} />);
    const button = screen.getByRole('button', { name: 'Language' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('menu')).toHaveAttribute('data-opened-by', 'pointer');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('mounts the real menu straight away when asked to start open', async () => {
    const { menu } = loader('ok');
    render(<Harness menu={menu} defaultOpen />);
    expect(await screen.findByRole('menu')).toHaveAttribute('data-opened-by', 'props');
  });
});
