import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../test/renderWithProviders';
import { footerGroupsFor } from '../internal/fixtures/site';
import { Footer, type FooterGroups, type FooterProps } from './Footer';

const groups = footerGroupsFor('en-us');

function renderFooter(props: Partial<FooterProps> = {}, locale: Locale = 'en-us') {
  const onNavigate = vi.fn();
  const view = renderWithProviders(
    <Footer groups={groups} privacyHref="/privacy" onNavigate={onNavigate} {...props} />,
    {
      locale,
    },
  );
  return { ...view, onNavigate };
}

function mockScrolling(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true, writable: true });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
  return { scrollTo, frames };
}

describe('Footer', () => {
  it('is the contentinfo landmark with Pages, Features and Guides lists', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const sections = within(footer).getAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Pages',
      'Features',
      'Guides',
    ]);
    expect(sections[0]).toHaveAccessibleName('Pages');
    expect(
      within(sections[1]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['App', 'Design', 'Data', 'Print']);
    expect(within(footer).getByRole('link', { name: 'Labelwise' })).toHaveAttribute('href', '/');
  });

  it('leaves out a group without links, heading and all', () => {
    renderFooter({ groups: { ...groups, features: [] } });
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Pages', 'Guides']);
  });

  it('says the current year by default, with the brand name and a custom year', () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z'), toFake: ['Date'] });
    const { rerender } = renderFooter();
    expect(screen.getByText('© 2031 Labelwise. All rights reserved.')).toBeInTheDocument();
    vi.useRealTimers();
    rerender(<Footer groups={groups} copyrightYear={2025} />);
    expect(screen.getByText('© 2025 Labelwise. All rights reserved.')).toBeInTheDocument();
    rerender(<Footer groups={groups} copyrightYear={2022} copyrightEndYear={2026} />);
    expect(screen.getByText('© 2022–2026 Labelwise. All rights reserved.')).toBeInTheDocument();
    // An end year that is not after the start shows the single year.
    rerender(<Footer groups={groups} copyrightYear={2026} copyrightEndYear={2026} />);
    expect(screen.getByText('© 2026 Labelwise. All rights reserved.')).toBeInTheDocument();
    rerender(<Footer groups={groups} publisherNote="This site is published by Labelwise." />);
    expect(screen.getByText('This site is published by Labelwise.')).toHaveAttribute('data-variant', 'publisher');
  });

  it('shows Privacy & Compliance only in English', () => {
    const { unmount } = renderFooter();
    expect(screen.getByRole('link', { name: 'Privacy & Compliance' })).toHaveAttribute('href', '/privacy');
    unmount();
    renderFooter({ copyrightYear: 2022 }, 'fr-fr');
    expect(screen.queryByRole('link', { name: /Confidentialité|Privacy/ })).toBeNull();
    expect(screen.getByText('© 2022 Labelwise. Tous droits réservés.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fonctionnalités' })).toBeInTheDocument();
  });

  it('lets an explicit locale prop decide the privacy link', () => {
    renderFooter({ locale: 'zh-cn' });
    expect(screen.queryByRole('link', { name: 'Privacy & Compliance' })).toBeNull();
  });

  it('navigates through onNavigate from a link to another page', () => {
    const { onNavigate } = renderFooter({ currentPath: '/download' });
    mockScrolling(900);
    fireEvent.click(screen.getByRole('link', { name: 'Drivers' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/printers');
  });

  it('scrolls to the top instead of navigating from a link to the current page', () => {
    const { onNavigate } = renderFooter({ currentPath: '/download' });
    const { frames } = mockScrolling(900);
    const link = within(screen.getByRole('region', { name: 'Pages' })).getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the top from the logo on the home page', () => {
    const onLogoClick = vi.fn();
    const { onNavigate } = renderFooter({ currentPath: '/', onLogoClick });
    const { frames } = mockScrolling(900);
    fireEvent.click(screen.getByRole('link', { name: 'Labelwise' }));
    expect(onLogoClick).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it('opens external links in a new window', () => {
    renderFooter();
    const videos = screen.getByRole('link', { name: /Video guides/ });
    expect(videos).toHaveAttribute('target', '_blank');
    expect(videos).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('runs a link’s own onClick first, which may take over', () => {
    const openFeatures = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { onNavigate } = renderFooter({
      groups: {
        ...groups,
        features: [{ key: 'design', title: 'Design', href: '/features?group=design', onClick: openFeatures }],
      },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Design' }));
    expect(openFeatures).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('uses the heading level the page outline needs', () => {
    renderFooter({ headingLevel: 3 });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('throws a labelled error for missing groups', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Footer groups={{ pages: [] } as unknown as FooterGroups} />)).toThrow(
      '[labelwise/ui: Footer] groups must be { pages, features, guides }, each an array of links.',
    );
  });
});
