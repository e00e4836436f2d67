import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("says 'No data' by default, with a decorative illustration", () => {
    const { container } = renderWithProviders(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    const picture = container.querySelector('svg');
    expect(picture?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([
    ['zh-cn', '暂无数据'],
    ['zh-hk', '暫無數據'],
    ['de-de', 'Keine Daten'],
    ['fr-fr', 'Aucune donnée'],
    ['es-es', 'Sin datos'],
  ] as const)('translates the default title into %s', (locale, text) => {
    renderWithProviders(<EmptyState />, { locale });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows a custom title, description, icon and action', () => {
    renderWithProviders(
      <EmptyState
        title="No drivers found"
        description="Try another model."
        icon={<span data-testid="custom-icon">*</span>}
        action={<button type="button">Clear search</button>}
        compact
      />,
    );
    expect(screen.getByText('No drivers found')).toBeInTheDocument();
    expect(screen.getByText('Try another model.')).toBeInTheDocument();
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByText('No drivers found').parentElement).toHaveAttribute('data-compact', 'true');
  });

  it('drops the picture when icon is null', () => {
    const { container } = renderWithProviders(<EmptyState icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('throws a labelled error for an empty title', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<EmptyState title="" />)).toThrow(
      "[labelwise/ui: EmptyState] title must not be empty; omit it to show the default 'No data'.",
    );
  });

  it('renders the title as a heading of the given level for page-level empty states', () => {
    renderWithProviders(<EmptyState title="Page not found" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' }).tagName).toBe('H1');
  });

  it('keeps the title a paragraph by default, so it adds no heading to the outline', () => {
    renderWithProviders(<EmptyState title="No drivers found" />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('throws a labelled error for an impossible heading level', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<EmptyState headingLevel={7 as 1} />)).toThrow(
      '[labelwise/ui: EmptyState] headingLevel must be 1 to 6, got 7.',
    );
  });
});
