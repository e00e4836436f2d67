import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Button, type ButtonVariant } from './Button';

describe('Button', () => {
  it('defaults to a non-submitting secondary button of the theme size', () => {
    renderWithProviders(<Button>Save</Button>, { size: 'small' });
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-size', 'small');
  });

  it('throws a labelled error for an unknown variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Button variant={'huge' as ButtonVariant}>x</Button>)).toThrow(
      "[labelwise/ui: Button] variant must be one of primary, secondary, text, danger; received 'huge'.",
    );
  });
});
