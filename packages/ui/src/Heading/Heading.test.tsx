import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Heading, type HeadingLevel, type HeadingSize } from './Heading';

describe('Heading', () => {
  it('keeps the outline level apart from the visual size', () => {
    renderWithProviders(
      <Heading level={2} size="sm">
        Printer drivers
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Printer drivers' });
    expect(getComputedStyle(heading).fontSize).toBe('13px');
  });

  it('sizes by level when no size is given', () => {
    renderWithProviders(<Heading level={1}>Labelwise</Heading>);
    expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).fontSize).toBe('24px');
  });

  it('is semibold unless the page asks for bold', () => {
    renderWithProviders(
      <>
        <Heading level={2}>Drivers</Heading>
        <Heading level={2} weight="bold">
          Downloads
        </Heading>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Drivers' })).fontWeight).toBe('600');
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Downloads' })).fontWeight).toBe('700');
  });

  it('throws a labelled error for a level outside 1–6', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Heading level={7 as HeadingLevel}>x</Heading>)).toThrow(
      "[labelwise/ui: Heading] level must be 1 to 6; received '7'.",
    );
  });

  it('throws a labelled error for a phone size outside the scale', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <Heading level={1} mobileSize={'huge' as HeadingSize}>
          x
        </Heading>,
      ),
    ).toThrow("[labelwise/ui: Heading] mobileSize must be one of display, xxl, xl, lg, md, sm; received 'huge'.");
  });
});
