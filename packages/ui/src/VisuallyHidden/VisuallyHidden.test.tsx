import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('names an icon-only button without showing the text', () => {
    renderWithProviders(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Print label</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Print label' })).toBeInTheDocument();
    const hidden = screen.getByText('Print label');
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.width).toBe('1px');
  });
});
