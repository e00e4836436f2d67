import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Box, type SpaceStep } from './Box';

describe('Box', () => {
  it('renders the element asked for with token padding from the spacing scale', () => {
    renderWithProviders(
      <Box as="section" aria-label="Drivers" padding={6} paddingX={4} background="surfaceMuted">
        content
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Drivers' });
    expect(box.tagName).toBe('SECTION');
    const style = getComputedStyle(box);
    expect(style.paddingTop).toBe('24px');
    // jsdom does not resolve logical properties (padding-inline); the Box stories check paddingX in Chromium.
    expect(box).toHaveAttribute('data-padding-x', '4');
  });

  it('lifts a card with the theme shadow it names', () => {
    renderWithProviders(
      <Box as="article" aria-label="D520" bordered shadow="sm">
        D520
      </Box>,
    );
    expect(getComputedStyle(screen.getByRole('article', { name: 'D520' })).boxShadow).toBe(
      '0 1px 2px rgba(0, 0, 0, 0.08)',
    );
  });

  it('refuses a pixel value where a spacing step belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Box padding={24 as SpaceStep} />)).toThrow(
      "[labelwise/ui: Box] padding must be a step of the spacing scale (0–10), not pixels; received '24'.",
    );
  });
});
