import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Badge, type BadgeTone } from './Badge';

describe('Badge', () => {
  it('renders a neutral pill in the small size by default', () => {
    renderWithProviders(<Badge>Draft</Badge>);
    const badge = screen.getByText('Draft');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(getComputedStyle(badge).fontSize).toBe('13px');
  });

  it('forwards its ref and the attributes it is given', () => {
    const ref = { current: null as HTMLSpanElement | null };
    renderWithProviders(
      <Badge ref={ref} tone="warning" title="Not a real driver" className="mine">
        Demo
      </Badge>,
    );
    expect(ref.current).toBe(screen.getByText('Demo'));
    expect(ref.current).toHaveAttribute('title', 'Not a real driver');
    expect(ref.current).toHaveClass('mine');
  });

  it('throws a labelled error for an unknown tone in development', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Badge tone={'loud' as BadgeTone}>x</Badge>)).toThrow(
      "[labelwise/ui: Badge] tone must be one of neutral, info, success, warning, danger; received 'loud'.",
    );
  });
});
