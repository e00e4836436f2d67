'use client';

import { GlobalStyle, LabelwiseProvider, type LabelwiseProviderProps } from '../theme';
import { StyledComponentsRegistry } from './StyledComponentsRegistry';

export interface LabelwiseNextProviderProps extends LabelwiseProviderProps {
  /** Renders the library's `GlobalStyle` (font stack, text colour, box sizing). Default true. */
  globalStyle?: boolean;
}

/**
 * The one provider a Next.js App Router app puts in its root layout: the style registry, then `LabelwiseProvider`.
 * It is a client component whose props a Server Component can pass (brand, locale, a catalog, size), so the layout
 * itself stays on the server.
 */
export function LabelwiseNextProvider({ globalStyle = true, children, ...props }: LabelwiseNextProviderProps) {
  return (
    <StyledComponentsRegistry>
      <LabelwiseProvider {...props}>
        {globalStyle ? <GlobalStyle /> : null}
        {children}
      </LabelwiseProvider>
    </StyledComponentsRegistry>
  );
}
