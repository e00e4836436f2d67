import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { RouterLink } from '../test/RouterLink';
import { Breadcrumb } from './Breadcrumb';

const guideTrail = [{ title: 'Guides and FAQ', path: '/guides' }, { title: 'D520 setup guide' }];

describe('Breadcrumb', () => {
  it('is a labelled nav whose crumbs start with Home and end at the current page', () => {
    renderWithProviders(<Breadcrumb items={guideTrail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbs = within(nav).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', '/Guides and FAQ', '/D520 setup guide']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Guides and FAQ' })).toHaveAttribute('href', '/guides');
    const current = within(nav).getByText('D520 setup guide');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('translates the home crumb and the landmark name', () => {
    renderWithProviders(<Breadcrumb items={[{ title: '驱动程序', path: '/printers' }]} />, { locale: 'zh-cn' });
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(nav).getByRole('link', { name: '首页' })).toBeInTheDocument();
  });

  it('takes a custom home crumb, or none', () => {
    const { rerender } = renderWithProviders(
      <Breadcrumb items={[{ title: 'Drivers', path: '/printers' }]} home={{ title: 'Phomemo', path: '/phomemo' }} />,
    );
    expect(screen.getByRole('link', { name: 'Phomemo' })).toHaveAttribute('href', '/phomemo');
    rerender(<Breadcrumb items={[{ title: 'Drivers', path: '/printers' }]} home={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('does not repeat the home crumb when the trail already starts there', () => {
    renderWithProviders(<Breadcrumb items={[{ title: 'Home', path: '/' }]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Home')).toHaveAttribute('aria-current', 'page');
  });

  it('routes through onNavigate on a plain click but leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn();
    renderWithProviders(<Breadcrumb items={guideTrail} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Guides and FAQ' });
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/guides');
    // Record whether the library left the ctrl-click alone, then stop jsdom from attempting the navigation.
    let preventedByLibrary: boolean | undefined;
    const spy = (event: MouseEvent) => {
      preventedByLibrary = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', spy);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', spy);
    expect(preventedByLibrary).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('renders links with the consumer’s router link', () => {
    renderWithProviders(
      <Breadcrumb
        items={guideTrail}
        renderLink={({ href, children }) => <RouterLink to={href}>{children}</RouterLink>}
      />,
    );
    const link = screen.getByRole('link', { name: 'Guides and FAQ' });
    expect(link).toHaveAttribute('data-router', 'true');
    expect(link).toHaveAttribute('href', '#/guides');
  });

  it('throws a labelled error when items is not an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Breadcrumb items={undefined as unknown as []} />)).toThrow(
      '[labelwise/ui: Breadcrumb] items must be an array; received undefined.',
    );
  });
});
