import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SpaceStep } from '../Box';
import { renderWithProviders } from '../test/renderWithProviders';
import { Inline } from './Inline';
import { Stack } from './Stack';

describe('Stack and Inline', () => {
  it('stacks children in a column with the token gap, as the element asked for', () => {
    renderWithProviders(
      <Stack as="ul" gap={4} aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    const style = getComputedStyle(list);
    expect(style.flexDirection).toBe('column');
    expect(style.gap).toBe('16px');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('lays Inline children in a wrapping row, centred by default', () => {
    renderWithProviders(
      <Inline data-testid="row" justify="between" padding={2}>
        <span>a</span>
        <span>b</span>
      </Inline>,
    );
    const style = getComputedStyle(screen.getByTestId('row'));
    expect(style.flexDirection).toBe('row');
    expect(style.flexWrap).toBe('wrap');
    expect(style.alignItems).toBe('center');
    expect(style.justifyContent).toBe('space-between');
    expect(style.paddingTop).toBe('8px');
  });

  it('refuses a pixel gap', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Stack gap={12 as SpaceStep} />)).toThrow(
      "[labelwise/ui: Stack] gap must be a step of the spacing scale (0–10), not pixels; received '12'.",
    );
  });
});
