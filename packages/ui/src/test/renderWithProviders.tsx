import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LabelwiseProvider, type LabelwiseProviderProps } from '../theme/LabelwiseProvider';

/** Renders inside the library's providers, as every consumer must. Test-only helper. */
export function renderWithProviders(
  ui: ReactElement,
  providerProps: Omit<LabelwiseProviderProps, 'children'> = {},
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  return render(ui, {
    wrapper: ({ children }) => <LabelwiseProvider {...providerProps}>{children}</LabelwiseProvider>,
    ...options,
  });
}
