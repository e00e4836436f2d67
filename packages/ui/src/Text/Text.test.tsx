import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Text, type TextTone } from './Text';

describe('Text', () => {
  it('renders a paragraph in the body size by default', () => {
    renderWithProviders(<Text>Choose your printer model.</Text>);
    const text = screen.getByText('Choose your printer model.');
    expect(text.tagName).toBe('P');
    expect(getComputedStyle(text).fontSize).toBe('14px');
  });

  it('takes size, weight and tone from the theme', () => {
    renderWithProviders(
      <Text as="span" size="sm" weight="semibold" tone="danger">
        Out of stock
      </Text>,
    );
    const text = screen.getByText('Out of stock');
    expect(text.tagName).toBe('SPAN');
    expect(getComputedStyle(text).fontSize).toBe('13px');
    expect(getComputedStyle(text).fontWeight).toBe('600');
    expect(text).toHaveAttribute('data-tone', 'danger');
  });

  it('sets code in the monospace family, and breaks long values only when asked', () => {
    renderWithProviders(
      <>
        <Text as="code">SHA-256</Text>
        <Text as="code" mono={false}>
          plain
        </Text>
        <Text mono wrap="anywhere">
          9f86d081884c7d65
        </Text>
      </>,
    );
    expect(screen.getByText('SHA-256').tagName).toBe('CODE');
    expect(screen.getByText('SHA-256')).toHaveAttribute('data-mono', 'true');
    expect(screen.getByText('plain')).not.toHaveAttribute('data-mono');
    expect(screen.getByText('9f86d081884c7d65')).toHaveAttribute('data-wrap', 'anywhere');
    expect(getComputedStyle(screen.getByText('9f86d081884c7d65')).overflowWrap).toBe('anywhere');
  });

  it('throws a labelled error for an unknown tone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Text tone={'loud' as TextTone}>x</Text>)).toThrow(
      "[labelwise/ui: Text] tone must be one of default, muted, primary, danger, success, warning; received 'loud'.",
    );
  });
});
