import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HasPermi, HasRole } from './gates';
import { PermissionsProvider, useHasPermi, useHasRole } from './PermissionsProvider';

function withUser(roles: string[], permissions: string[]) {
  return ({ children }: { children?: ReactNode }) => (
    <PermissionsProvider roles={roles} permissions={permissions}>
      {children}
    </PermissionsProvider>
  );
}

describe('HasPermi / HasRole', () => {
  it('render children for a user holding them and nothing otherwise', () => {
    const Wrapper = withUser(['editor'], ['site:driver:list']);
    const { container } = render(
      <Wrapper>
        <HasPermi any={['site:driver:list']}>
          <button type="button">List</button>
        </HasPermi>
        <HasPermi any={['site:driver:edit']}>
          <button type="button">Edit</button>
        </HasPermi>
        <HasRole any={['editor', 'ops']}>
          <span>editor area</span>
        </HasRole>
        <HasRole all={['editor', 'ops']}>
          <span>ops area</span>
        </HasRole>
      </Wrapper>,
    );
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('editor area')).toBeInTheDocument();
    expect(screen.queryByText('ops area')).not.toBeInTheDocument();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('all-of permissions', () => {
    const Wrapper = withUser([], ['a', 'b']);
    render(
      <Wrapper>
        <HasPermi all={['a', 'b']}>
          <span>both</span>
        </HasPermi>
        <HasPermi all={['a', 'c']}>
          <span>not both</span>
        </HasPermi>
      </Wrapper>,
    );
    expect(screen.getByText('both')).toBeInTheDocument();
    expect(screen.queryByText('not both')).not.toBeInTheDocument();
  });

  it('admin and *:*:* see everything', () => {
    render(
      <>
        {withUser(
          ['admin'],
          [],
        )({
          children: (
            <HasRole all={['x', 'y']}>
              <span>admin sees</span>
            </HasRole>
          ),
        })}
        {withUser(
          [],
          ['*:*:*'],
        )({
          children: (
            <HasPermi all={['system:user:remove']}>
              <span>star sees</span>
            </HasPermi>
          ),
        })}
      </>,
    );
    expect(screen.getByText('admin sees')).toBeInTheDocument();
    expect(screen.getByText('star sees')).toBeInTheDocument();
  });

  it('renders the fallback when given', () => {
    render(
      withUser(
        [],
        [],
      )({
        children: (
          <HasPermi any={['x']} fallback={<span>read only</span>}>
            edit
          </HasPermi>
        ),
      }),
    );
    expect(screen.getByText('read only')).toBeInTheDocument();
  });

  it('updates when the roles change', () => {
    const { rerender } = render(
      <PermissionsProvider roles={[]} permissions={[]}>
        <HasRole any={['ops']}>ops</HasRole>
      </PermissionsProvider>,
    );
    expect(screen.queryByText('ops')).not.toBeInTheDocument();
    rerender(
      <PermissionsProvider roles={['ops']} permissions={[]}>
        <HasRole any={['ops']}>ops</HasRole>
      </PermissionsProvider>,
    );
    expect(screen.getByText('ops')).toBeInTheDocument();
  });

  it('throw on an empty list and outside the provider (programming errors)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(withUser(['admin'], ['*:*:*'])({ children: <HasRole any={[]}>x</HasRole> }))).toThrow(
      '[labelwise/admin-kit: HasRole]',
    );
    expect(() => render(withUser(['admin'], ['*:*:*'])({ children: <HasPermi all={[]}>x</HasPermi> }))).toThrow(
      '[labelwise/admin-kit: HasPermi]',
    );
    expect(() => render(<HasPermi any={['x']}>x</HasPermi>)).toThrow('PermissionsProvider');
  });
});

describe('useHasRole / useHasPermi', () => {
  it('answer for the current user', () => {
    const wrapper = withUser(['editor'], ['site:driver:list']);
    expect(renderHook(() => useHasRole(['editor']), { wrapper }).result.current).toBe(true);
    expect(renderHook(() => useHasRole(['editor', 'ops'], 'all'), { wrapper }).result.current).toBe(false);
    expect(renderHook(() => useHasPermi(['site:driver:list']), { wrapper }).result.current).toBe(true);
    expect(renderHook(() => useHasPermi(['site:driver:edit']), { wrapper }).result.current).toBe(false);
  });
});
