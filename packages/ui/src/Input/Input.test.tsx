import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentSize } from '../tokens';
import { renderWithProviders } from '../test/renderWithProviders';
import { Input } from './Input';

describe('Input', () => {
  it('renders a native text input of the theme size and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<Input ref={ref} aria-label="Name" />, { size: 'small' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('data-size', 'small');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('lets the size prop override the theme size', () => {
    renderWithProviders(<Input aria-label="Name" size="mini" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-size', 'mini');
  });

  it('marks an invalid value for assistive technology and styling', () => {
    renderWithProviders(<Input aria-label="Email" invalid />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-invalid', 'true');
  });

  it('styles as invalid when a FormField sets aria-invalid', () => {
    renderWithProviders(<Input aria-label="Email" aria-invalid="true" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-invalid', 'true');
  });

  it('spreads native props and calls onChange', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Input aria-label="Model" placeholder="PM-241-BT" maxLength={20} onChange={onChange} />);
    const input = screen.getByPlaceholderText('PM-241-BT');
    await userEvent.type(input, 'D520');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(input).toHaveValue('D520');
    expect(input).toHaveAttribute('maxlength', '20');
  });

  it('throws a labelled error for an unknown size', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Input aria-label="x" size={'huge' as ComponentSize} />)).toThrow(
      "[labelwise/ui: Input] size must be one of default, medium, small, mini; received 'huge'.",
    );
  });
});
