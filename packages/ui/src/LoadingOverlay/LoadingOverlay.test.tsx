import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('announces the default translated label while visible', () => {
    renderWithProviders(<LoadingOverlay visible />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('data-state', 'visible');
    expect(status).not.toHaveAttribute('data-fullscreen');
  });

  it('keeps an empty live region mounted while hidden, so the next show is announced', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay visible={false} label="Downloading…" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(status).toHaveAttribute('data-state', 'hidden');
    rerender(<LoadingOverlay visible label="Downloading…" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Downloading…');
  });

  it('marks the fullscreen mode and forwards props and ref', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithProviders(<LoadingOverlay ref={ref} visible fullscreen data-testid="overlay" />);
    expect(ref.current).toBe(screen.getByTestId('overlay'));
    expect(ref.current).toHaveAttribute('data-fullscreen', 'true');
  });

  it.each([
    ['zh-cn', '加载中…'],
    ['zh-hk', '載入中…'],
    ['de-de', 'Wird geladen…'],
    ['fr-fr', 'Chargement…'],
    ['es-es', 'Cargando…'],
  ] as const)('translates the default label into %s', (locale, text) => {
    renderWithProviders(<LoadingOverlay visible />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('throws a labelled error when visible is not a boolean', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = { visible: 'yes' } as unknown as { visible: boolean };
    expect(() => renderWithProviders(<LoadingOverlay {...props} />)).toThrow(
      '[labelwise/ui: LoadingOverlay] visible must be a boolean; received string.',
    );
  });
});
