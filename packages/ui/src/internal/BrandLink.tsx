import { useTheme } from '../theme/useTheme';
import type { RouteLinkProps } from './RouteLink';
import { LogoImage, LogoLink, Wordmark } from './BrandLink.styles';

export interface BrandLinkProps extends Omit<RouteLinkProps, 'children' | 'variant'> {
  /** Show the brand name beside a logo image (without a logo the name is always shown). */
  showBrandName: boolean;
  /** Keep the link its own width and the name on one line (the top bar, where the menu competes for room). */
  nowrap?: boolean;
}

/** The theme's brand, logo and/or name, linking home: the same mark in the top bar and the footer. */
export function BrandLink({ showBrandName, nowrap = false, ...rest }: BrandLinkProps) {
  const { brand } = useTheme();
  return (
    <LogoLink variant="plain" data-nowrap={nowrap || undefined} {...rest}>
      {brand.logo ? (
        <LogoImage src={brand.logo} alt={showBrandName ? '' : brand.name} height={brand.logoHeight ?? 32} />
      ) : null}
      {!brand.logo || showBrandName ? <Wordmark>{brand.name}</Wordmark> : null}
    </LogoLink>
  );
}
