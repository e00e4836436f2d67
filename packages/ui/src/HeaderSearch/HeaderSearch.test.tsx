import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { HeaderSearch } from './HeaderSearch';

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
  renderWithProviders(<HeaderSearch routes={routes} onSelect={onSelect} {...props} />, locale ? { locale } : {});
  return { onSelect, user, box: screen.getByRole('combobox') };
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
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Search pages' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    const [first] = within(list).getAllByRole('option');
    expect(first).toHaveTextContent('Drivers/printers');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    expect(screen.getByRole('status')).toHaveTextContent('1 page found');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('/printers');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', async () => {
    const { box, user, onSelect } = setup();
    await user.type(box, 'guide');
    const options = screen.getAllByRole('option');
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
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No matching pages');
    expect(screen.getAllByText('No matching pages')).toHaveLength(2);
  });

  it('selects with the pointer and closes when focus leaves', async () => {
    const { box, user, onSelect } = setup();
    await user.type(box, 'printer');
    await user.click(screen.getByRole('option', { name: /Drivers/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('/printers');
    await user.type(box, 'printer');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('honours the result limit and a custom placeholder', async () => {
    const { box, user } = setup({ limit: 1, placeholder: 'Find a printer guide' });
    expect(box).toHaveAttribute('placeholder', 'Find a printer guide');
    await user.type(box, 'guide');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('speaks the current locale', async () => {
    const { box, user } = setup({}, 'zh-cn');
    expect(box).toHaveAccessibleName('搜索页面');
    await user.type(box, 'zzqxv');
    expect(screen.getByRole('status')).toHaveTextContent('没有匹配的页面');
  });

  it('throws a labelled error for a bad limit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<HeaderSearch routes={routes} onSelect={() => undefined} limit={0} />)).toThrow(
      '[labelwise/ui: HeaderSearch] limit must be a positive integer; received 0.',
    );
  });
});
