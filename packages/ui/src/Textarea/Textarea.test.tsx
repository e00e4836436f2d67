import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentSize } from '../tokens';
import { renderWithProviders } from '../test/renderWithProviders';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('renders a native textarea of the theme size with three rows and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithProviders(<Textarea ref={ref} aria-label="Message" />, { size: 'mini' });
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(ref.current).toBe(textarea);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAttribute('data-size', 'mini');
    expect(textarea).not.toHaveAttribute('data-autosize');
  });

  it('marks an invalid value', () => {
    renderWithProviders(<Textarea aria-label="Message" invalid />);
    const textarea = screen.getByRole('textbox');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('data-invalid', 'true');
  });

  it('grows with its content within maxRows when autosizing', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithProviders(<Textarea ref={ref} aria-label="Message" autosize={{ minRows: 2, maxRows: 4 }} />);
    const textarea = screen.getByRole('textbox');
    expect(textarea).toHaveAttribute('data-autosize', 'true');
    expect(textarea).toHaveAttribute('rows', '2');
    // jsdom has no layout: fake the content height to check the clamping.
    let scrollHeight = 40;
    Object.defineProperty(textarea, 'scrollHeight', { configurable: true, get: () => scrollHeight });
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({
      lineHeight: '20px',
      fontSize: '14px',
      paddingTop: '8px',
      paddingBottom: '8px',
      borderTopWidth: '1px',
      borderBottomWidth: '1px',
    } as CSSStyleDeclaration);
    fireEvent.input(textarea, { target: { value: 'one line' } });
    // content 40 - 16 padding = 24 < two rows (40): two rows + 18 chrome
    expect(textarea.style.height).toBe('58px');
    scrollHeight = 76; // 60 px of content: three lines
    fireEvent.input(textarea, { target: { value: 'a\nb\nc' } });
    expect(textarea.style.height).toBe('78px');
    expect(textarea.style.overflowY).toBe('hidden');
    scrollHeight = 216; // 200 px of content: clamps to four rows and scrolls
    fireEvent.input(textarea, { target: { value: 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj' } });
    expect(textarea.style.height).toBe('98px');
    expect(textarea.style.overflowY).toBe('auto');
  });

  it('still calls the consumer onInput and onChange', () => {
    const onInput = vi.fn();
    const onChange = vi.fn();
    renderWithProviders(<Textarea aria-label="Message" autosize onInput={onInput} onChange={onChange} />);
    fireEvent.input(screen.getByRole('textbox'), { target: { value: 'Hello' } });
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('throws labelled errors for bad props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Textarea aria-label="x" size={'xl' as ComponentSize} />)).toThrow(
      "[labelwise/ui: Textarea] size must be one of default, medium, small, mini; received 'xl'.",
    );
    expect(() => renderWithProviders(<Textarea aria-label="x" autosize={{ minRows: 4, maxRows: 2 }} />)).toThrow(
      '[labelwise/ui: Textarea] autosize.maxRows must be a whole number ≥ minRows (4); received 2.',
    );
  });
});
