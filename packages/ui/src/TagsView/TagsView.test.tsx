import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import type { VisitedTag } from './tagRules';
import { TagsView, type TagsViewProps } from './TagsView';

const tag = (path: string, title: string, extra: Partial<VisitedTag> = {}): VisitedTag => ({
  path,
  fullPath: path,
  title,
  ...extra,
});
const tags: VisitedTag[] = [
  tag('/index', 'Dashboard', { name: 'Dashboard', meta: { title: 'Dashboard', affix: true } }),
  tag('/system/user', 'Users'),
  tag('/system/role', 'Roles', { fullPath: '/system/role?page=2' }),
  tag('/content/brand', 'Brands'),
];

function setup(overrides: Partial<TagsViewProps> = {}) {
  const props: TagsViewProps = {
    tags,
    activePath: '/system/role',
    onSelect: vi.fn(),
    onChange: vi.fn(),
    onRefresh: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<TagsView {...props} />);
  return props;
}

describe('TagsView', () => {
  it('lists tags in a labelled nav and marks the current page', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Open pages' });
    const buttons = within(nav).getAllByRole('button', { name: /^(Dashboard|Users|Roles|Brands)$/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Dashboard', 'Users', 'Roles', 'Brands']);
    expect(within(nav).getByRole('button', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('has a labelled close button on every tag except affixed ones', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Close Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close Users' })).toBeInTheDocument();
  });

  it('selects a tag on click', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Brands' }));
    expect(props.onSelect).toHaveBeenCalledWith(tags[3]);
  });

  it('closing the active tag reports the remaining tags and goes to the last one', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close Roles' }));
    expect(props.onChange).toHaveBeenCalledWith([tags[0], tags[1], tags[3]], '/content/brand', {
      action: 'close',
      tag: tags[2],
    });
  });

  it('closing another tag stays on the page', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close Users' }));
    expect(props.onChange).toHaveBeenCalledWith([tags[0], tags[2], tags[3]], undefined, {
      action: 'close',
      tag: tags[1],
    });
  });

  it('closes a tag on middle click, but never an affixed one', () => {
    const props = setup();
    fireEvent(
      screen.getByRole('button', { name: 'Dashboard' }),
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    expect(props.onChange).not.toHaveBeenCalled();
    fireEvent(screen.getByRole('button', { name: 'Brands' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(props.onChange).toHaveBeenCalledWith([tags[0], tags[1], tags[2]], undefined, {
      action: 'close',
      tag: tags[3],
    });
  });

  it('closing the last tag goes home', async () => {
    const only = tag('/system/user', 'Users');
    const props = setup({ tags: [only], activePath: '/system/user' });
    await userEvent.click(screen.getByRole('button', { name: 'Close Users' }));
    expect(props.onChange).toHaveBeenCalledWith([], '/', { action: 'close', tag: only });
  });

  it('throws a labelled error for duplicate paths', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => setup({ tags: [tags[1] as VisitedTag, tags[1] as VisitedTag] })).toThrow(
      '[labelwise/ui: TagsView] tags must have unique paths',
    );
  });
});
