import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { HeaderSearch } from './HeaderSearch';
import type * as RouteSearchExports from './routeSearch';

const routes = [
  { title: 'Home', path: '/index' },
  { title: 'Guides and FAQ', path: '/guides' },
  { title: 'Download', path: '/download' },
  { title: 'Printers', path: '/chart' },
  { title: 'Drivers', path: '/printers' },
  { title: 'D520 setup guide', path: '/d520' },
  { title: 'PM-241-BT setup guide', path: '/pm241' },
];

function setup(props: Partial<Parameters<typeof HeaderSearch>[0]> = {}, locale?: 'zh-cn') {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(
    <HeaderSearch routes={routes} onSelect={onSelect} {...props} />,
    locale ? { locale } : {},
  );
  return { onSelect, user, view, box: screen.getByRole('combobox') };
}

type RouteSearchModule = typeof RouteSearchExports;

/** "drivrs" found the Drivers page alone, highlighted and announced; Enter opens it. */
async function expectDriversOpensOnEnter({
  list,
  box,
  user,
  onSelect,
}: {
  list: HTMLElement;
  box: HTMLElement;
  user: ReturnType<typeof userEvent.setup>;
  onSelect: ReturnType<typeof vi.fn>;
}) {
  const [first] = within(list).getAllByRole('option');
  expect(first).toHaveTextContent('Drivers/printers');
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', first?.id);
  expect(screen.getByRole('status')).toHaveTextContent('1 page found');
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledExactlyOnceWith('/printers');
}

/**
 * A HeaderSearch from a fresh module registry, so fuse.js has not been loaded by an earlier test, whose
 * search module arrives only when the test calls `release()`: the slow network case, made deterministic.
 */
async function setupBeforeSearchLoads({ failFirst = false } = {}) {
  vi.resetModules();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loads = vi.fn();
  vi.doMock('./routeSearch', async (importOriginal) => {
    loads();
    await gate;
    if (failFirst && loads.mock.calls.length === 1) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal<RouteSearchModule>();
  });
  const [fresh, providers] = await Promise.all([import('./HeaderSearch'), import('../test/renderWithProviders')]);
  const onSelect = vi.fn();
  const user = userEvent.setup();
  const view = providers.renderWithProviders(<fresh.HeaderSearch routes={routes} onSelect={onSelect} />);
  return { onSelect, user, view, release, loads, box: screen.getByRole('combobox') };
}

describe('HeaderSearch', () => {
  it('is a labelled, collapsed combobox until something is typed', () => {
    const { box } = setup();
    expect(box).toHaveAccessibleName('Search pages');
    expect(box).toHaveAttribute('placeholder', 'Search');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('lists fuzzy matches with the best one highlighted and opens it on Enter', async () => {
    const { box, user, onSelect } = setup();
    await user.type(box, 'drivrs');
    const list = await screen.findByRole('listbox', { name: 'Search pages' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    await expectDriversOpensOnEnter({ list, box, user, onSelect });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', async () => {
    const { box, user, onSelect } = setup();
    await user.type(box, 'guide');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.firstChild?.textContent)).toEqual([
      'Guides and FAQ',
      'D520 setup guide',
      'PM-241-BT setup guide',
    ]);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('/pm241');
  });

  it('closes on Escape, reopens on ArrowDown and clears on a second Escape', async () => {
    const { box, user, onSelect } = setup();
    await user.type(box, 'download');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('download');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    const { box, user } = setup();
    await user.type(box, 'zzqxv');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching pages'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getAllByText('No matching pages')).toHaveLength(2);
  });

  it('selects with the pointer and closes when focus leaves', async () => {
    const { box, user, onSelect } = setup();
    await user.type(box, 'printer');
    await user.click(await screen.findByRole('option', { name: /Drivers/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('/printers');
    await user.type(box, 'printer');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('honours the result limit and a custom placeholder', async () => {
    const { box, user } = setup({ limit: 1, placeholder: 'Find a printer guide' });
    expect(box).toHaveAttribute('placeholder', 'Find a printer guide');
    await user.type(box, 'guide');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });

  it('speaks the current locale', async () => {
    const { box, user } = setup({}, 'zh-cn');
    expect(box).toHaveAccessibleName('搜索页面');
    await user.type(box, 'zzqxv');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('没有匹配的页面'));
  });

  it('throws a labelled error for a bad limit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<HeaderSearch routes={routes} onSelect={() => undefined} limit={0} />)).toThrow(
      '[labelwise/ui: HeaderSearch] limit must be a positive integer; received 0.',
    );
  });

  it('shows new route titles in the open list as soon as the routes change', async () => {
    const { box, user, view, onSelect } = setup();
    await user.type(box, 'print');
    await screen.findByRole('listbox');
    const translated = routes.map((route) => (route.path === '/printers' ? { ...route, title: 'Treiber' } : route));
    view.rerender(<HeaderSearch routes={translated} onSelect={onSelect} />);
    // No findBy: with the search module loaded, the index is rebuilt in the same render.
    expect(screen.getByRole('option', { name: /Treiber/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Drivers/ })).toBeNull();
  });

  it('rejects duplicate paths on the first render, before the search module loads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const twice = [...routes, { title: 'Drivers again', path: '/printers' }];
    expect(() => renderWithProviders(<HeaderSearch routes={twice} onSelect={() => undefined} />)).toThrow(
      "[labelwise/ui: HeaderSearch] route paths must be unique; '/printers' appears twice.",
    );
  });
});

describe('HeaderSearch before its search module has loaded', () => {
  afterEach(() => {
    vi.doUnmock('./routeSearch');
  });

  it('does not load fuse.js until the box is about to be used', async () => {
    const { box, user, loads } = await setupBeforeSearchLoads();
    expect(loads).not.toHaveBeenCalled();
    await user.hover(box);
    await waitFor(() => expect(loads).toHaveBeenCalledOnce());
  });

  it('keeps what is typed meanwhile and lists the fuzzy matches once it arrives', async () => {
    const { box, user, release, onSelect } = await setupBeforeSearchLoads();
    await user.type(box, 'drivrs');
    expect(box).toHaveValue('drivrs');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Not knowing yet is not "nothing found".
    expect(screen.queryByText('No matching pages')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');

    release();
    const list = await screen.findByRole('listbox', { name: 'Search pages' });
    await expectDriversOpensOnEnter({ list, box, user, onSelect });
  });

  it('opens the best match for an Enter pressed before it arrived', async () => {
    const { box, user, release, onSelect } = await setupBeforeSearchLoads();
    await user.type(box, 'drivrs{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onSelect).toHaveBeenCalledExactlyOnceWith('/printers'));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('forgets that Enter when the query changes or Escape closes the box', async () => {
    const { box, user, release, onSelect } = await setupBeforeSearchLoads();
    await user.type(box, 'drivrs{Enter}{Escape}');
    await user.type(box, '{Backspace}{Enter}{Backspace}');
    release();
    await screen.findByRole('listbox');
    expect(box).toHaveValue('driv');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows "no results" only once the search has answered', async () => {
    const { box, user, release } = await setupBeforeSearchLoads();
    await user.type(box, 'zzqxv');
    expect(screen.queryByText('No matching pages')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching pages'));
    expect(screen.getAllByText('No matching pages')).toHaveLength(2);
  });

  it('tries again on the next keystroke when loading failed', async () => {
    const { box, user, release, loads } = await setupBeforeSearchLoads({ failFirst: true });
    release();
    await user.type(box, 'drivr');
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
    await user.type(box, 's');
    expect(await screen.findByRole('option', { name: /Drivers/ })).toBeInTheDocument();
  });

  it('lets the box unmount while the module is still loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { box, user, view, release, loads } = await setupBeforeSearchLoads();
    await user.type(box, 'drivrs');
    await waitFor(() => expect(loads).toHaveBeenCalledOnce());
    view.unmount();
    release();
    // Let the import settle and any late state update run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).not.toHaveBeenCalled();
  });
});
