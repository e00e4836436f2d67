import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SpaceStep } from '../Box';
import { renderWithProviders } from '../test/renderWithProviders';
import { DescriptionList, DescriptionListItem, type DescriptionListLayout } from './DescriptionList';

describe('DescriptionList', () => {
  it('renders terms and values with their roles, grouped per item', () => {
    const ref = createRef<HTMLDListElement>();
    renderWithProviders(
      <DescriptionList ref={ref} aria-label="File" size="sm">
        <DescriptionListItem term="Size">12.4 MB</DescriptionListItem>
        <DescriptionListItem term="Checksum">
          <code>9f86d081</code>
        </DescriptionListItem>
      </DescriptionList>,
    );
    const list = screen.getByLabelText('File');
    expect(ref.current).toBe(list);
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Size', 'Checksum']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['12.4 MB', '9f86d081']);
    expect(screen.getAllByRole('term')[0]!.parentElement!.parentElement).toBe(list);
    expect(list).toHaveAttribute('data-layout', 'columns');
    expect(list).toHaveAttribute('data-term-width', 'md');
    const style = getComputedStyle(list);
    expect(style.gap).toBe('8px');
    expect(style.fontSize).toBe('13px');
  });

  it('takes layout, term width and gap as data attributes', () => {
    renderWithProviders(
      <DescriptionList aria-label="Facts" layout="stacked" termWidth="lg" gap={1}>
        <DescriptionListItem term="Model">LW-420B</DescriptionListItem>
      </DescriptionList>,
    );
    const list = screen.getByLabelText('Facts');
    expect(list).toHaveAttribute('data-layout', 'stacked');
    expect(list).toHaveAttribute('data-term-width', 'lg');
    expect(getComputedStyle(list).gap).toBe('4px');
  });

  it('refuses an unknown layout and a pixel gap', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<DescriptionList layout={'grid' as DescriptionListLayout} />)).toThrow(
      "[labelwise/ui: DescriptionList] layout must be one of columns, stacked; received 'grid'.",
    );
    expect(() => renderWithProviders(<DescriptionList gap={12 as SpaceStep} />)).toThrow(
      "[labelwise/ui: DescriptionList] gap must be a step of the spacing scale (0–10), not pixels; received '12'.",
    );
  });

  it('refuses an item outside a list, where dt and dd would have no role', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<DescriptionListItem term="Model">LW-420B</DescriptionListItem>)).toThrow(
      '[labelwise/ui: DescriptionListItem] must be rendered inside a DescriptionList.',
    );
  });
});
