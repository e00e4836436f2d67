import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { RouterLink } from '../test/RouterLink';
import { Link, type LinkVariant } from './Link';

// jsdom lays the visually hidden hint out inline, so its accessible-name space may collapse; browsers keep it.
describe('Link', () => {
  it('keeps internal links in the same tab', () => {
    renderWithProviders(<Link href="/download">Download</Link>);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/download');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(link).toHaveAttribute('data-variant', 'inline');
  });

  it('opens hrefs containing http in a new tab and says so to screen readers', () => {
    renderWithProviders(<Link href="https://example.com/ship">Ship</Link>);
    const link = screen.getByRole('link', { name: /^Ship ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the consumer rel tokens and always adds noopener noreferrer', () => {
    renderWithProviders(
      <Link href="http://example.com" rel="nofollow" target="_self">
        Partner
      </Link>,
    );
    const link = screen.getByRole('link', { name: /Partner/ });
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('translates the new-tab hint', () => {
    renderWithProviders(<Link href="https://example.com">Ship</Link>, { locale: 'zh-cn' });
    expect(screen.getByRole('link')).toHaveAccessibleName(/^Ship ?（在新标签页中打开）$/);
  });

  it('forwards refs and spreads anchor props', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <Link ref={ref} href="/x" variant="plain" aria-current="page" className="mine">
        Here
      </Link>,
    );
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
    expect(ref.current).toHaveAttribute('aria-current', 'page');
    expect(ref.current).toHaveAttribute('data-variant', 'plain');
    expect(ref.current?.className).toContain('mine');
  });

  it('renders a router link as the anchor with asChild', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Link asChild href="/download" onClick={onClick}>
        <RouterLink to="/download">Download</RouterLink>
      </Link>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link).toHaveAttribute('data-router', 'true');
    expect(link).toHaveAttribute('data-variant', 'inline');
    expect(link).toHaveAttribute('href', '#/download');
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('adds the external attributes and hint to an asChild anchor', () => {
    renderWithProviders(
      <Link asChild href="https://example.com">
        <a href="https://example.com">Docs</a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Docs ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('throws a labelled error for an unknown variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <Link href="/" variant={'bold' as LinkVariant}>
          x
        </Link>,
      ),
    ).toThrow("[labelwise/ui: Link] variant must be one of inline, plain; received 'bold'.");
  });

  it('throws when asChild has no single element child', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <Link asChild href="/">
          text
        </Link>,
      ),
    ).toThrow('[labelwise/ui: Link] asChild needs exactly one');
  });

  it('throws when href is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = { children: 'x' } as unknown as { href: string; children: string };
    expect(() => renderWithProviders(<Link {...props} />)).toThrow(
      '[labelwise/ui: Link] href must be a string; received undefined.',
    );
  });
});
