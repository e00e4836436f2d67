import { LabelwiseBaseProvider, type LabelwiseBaseProviderProps } from './LabelwiseBaseProvider';
import { useBrandTheme, type ThemeProviderProps } from './ThemeProvider';

export interface LabelwiseProviderProps extends Omit<LabelwiseBaseProviderProps, 'theme'>, ThemeProviderProps {}

/**
 * Theme plus internationalisation: the one provider an app or partner page needs. The theme is derived from
 * `brand` as the page renders; a brand known at build time can be built there instead (`LabelwiseBaseProvider`).
 */
export function LabelwiseProvider({ brand, size, sideTheme, ...props }: LabelwiseProviderProps) {
  return <LabelwiseBaseProvider theme={useBrandTheme({ brand, size, sideTheme })} {...props} />;
}
