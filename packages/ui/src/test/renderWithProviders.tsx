import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { locales, uiMessages } from '../i18n/messages';
import { LabelwiseProvider, type LabelwiseProviderProps } from '../theme/LabelwiseProvider';

/** Renders inside the library's providers, as every consumer must, with the library's strings for the locale. Test-only helper. */
export function renderWithProviders(
  ui: ReactElement,
  providerProps: Omit<LabelwiseProviderProps, 'children'> = {},
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <LabelwiseProvider
        availableLocales={locales}
        {...providerProps}
        messages={{ ...uiMessages[providerProps.locale ?? 'en-us'], ...providerProps.messages }}
      >
        {children}
      </LabelwiseProvider>
    ),
    ...options,
  });
}
