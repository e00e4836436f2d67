import { isExternalHref, Link } from '@labelwise/ui';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { css, styled } from 'styled-components';
import type { Symbology } from '../content/home';
import type { ImageRef } from '../content/types';
import type { SiteMessageId } from '../i18n';
import { useSite } from '../app/site-context';

/** Shared page scaffolding: the site's own layout glue (the visual components come from @labelwise/ui). */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.navMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[5]}px ${theme.space[9]}px`};
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.display}px;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xxl}px;
  }
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg}px;
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 72ch;
  margin: 0 0 ${({ theme }) => theme.space[7]}px;
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[8]}px;
`;

export const H2 = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xxl}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

export const H3 = styled.h3`
  font-size: ${({ theme }) => theme.font.size.xl}px;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
`;

export const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  max-width: 80ch;
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 260 }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;
`;

export const Card = styled.div`
  ${({ theme }) => css`
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radii.lg}px;
    background: ${theme.color.surface};
    padding: ${theme.space[5]}px;
    box-shadow: ${theme.shadow.sm};
  `}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

export const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]}px;
  max-width: 80ch;
  & > li {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
  }
`;

const Img = styled.img`
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

/** A content image with its explicit dimensions (no layout shift) and translated alt text. */
export function ContentImage({ image, loading = 'lazy' }: { image: ImageRef; loading?: 'lazy' | 'eager' }) {
  const intl = useIntl();
  return (
    <Img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={intl.formatMessage({ id: image.alt }, image.altValues)}
      loading={loading}
      decoding="async"
    />
  );
}

/** `<FormattedMessage>` for a site message id with values. */
export function M({ id, values }: { id: SiteMessageId; values?: ComponentProps<typeof FormattedMessage>['values'] }) {
  return <FormattedMessage id={id} values={values} />;
}

/** An internal link in the current locale, rendered by react-router inside the library's Link. */
export function SiteLink({ to, children, variant }: { to: string; children: ReactNode; variant?: 'inline' | 'plain' }) {
  const { localize } = useSite();
  const href = localize(to);
  return (
    <Link href={href} asChild {...(variant ? { variant } : {})}>
      <RouterLink to={href}>{children}</RouterLink>
    </Link>
  );
}

const ctaStyles = css<{ $variant?: 'primary' | 'secondary' }>`
  ${({ theme, $variant = 'primary' }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${theme.controlSizes.default.height}px;
    padding: 0 ${theme.space[5]}px;
    border-radius: ${theme.radii.md}px;
    font-size: ${theme.font.size.md}px;
    font-weight: ${theme.font.weight.medium};
    text-decoration: none;
    border: 1px solid ${theme.color.primaryStrong};
    background: ${$variant === 'primary' ? theme.color.primaryStrong : theme.color.surface};
    color: ${$variant === 'primary' ? theme.color.onPrimary : theme.color.primaryStrong};
    transition: background ${theme.motion.fast}ms;
    &:hover {
      background: ${$variant === 'primary' ? theme.color.primaryHover : theme.color.primarySubtle};
    }
    &:focus-visible {
      outline: 2px solid ${theme.color.focusRing};
      outline-offset: 2px;
    }
  `}
`;

const CtaRouterLink = styled(RouterLink)<{ $variant?: 'primary' | 'secondary' }>`
  ${ctaStyles}
`;
const CtaAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${ctaStyles}
`;

/**
 * A call-to-action link styled like a button. Internal paths go through the router in the current locale;
 * external URLs (containing http) open in a new tab.
 */
export function CtaLink({
  to,
  children,
  variant,
  download,
  onClick,
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  download?: string;
  onClick?: () => void;
}) {
  const { localize } = useSite();
  if (isExternalHref(to)) {
    return (
      <CtaAnchor href={to} target="_blank" rel="noopener noreferrer" $variant={variant} onClick={onClick}>
        {children}
      </CtaAnchor>
    );
  }
  if (download !== undefined || to.startsWith('/api-v1.0/')) {
    return (
      <CtaAnchor href={to} download={download ?? ''} $variant={variant} onClick={onClick}>
        {children}
      </CtaAnchor>
    );
  }
  return (
    <CtaRouterLink to={localize(to)} $variant={variant} onClick={onClick}>
      {children}
    </CtaRouterLink>
  );
}

const AlertBox = styled.p`
  ${({ theme }) => css`
    margin: ${theme.space[3]}px 0;
    padding: ${theme.space[3]}px ${theme.space[4]}px;
    border-radius: ${theme.radii.md}px;
    background: ${theme.color.dangerSubtle};
    color: ${theme.color.text};
    border: 1px solid ${theme.color.danger};
  `}
`;

/** An error the visitor must see (announced by screen readers). */
export function ErrorNote({ children }: { children: ReactNode }) {
  return <AlertBox role="alert">{children}</AlertBox>;
}

/** A barcode symbology's image, named with its sample value, scaled down to fit its box. */
export function SymbologyImage({ symbology: s }: { symbology: Symbology }) {
  const intl = useIntl();
  return (
    <img
      src={s.image}
      width={s.width}
      height={s.height}
      loading="lazy"
      decoding="async"
      style={{ maxWidth: '100%', height: 'auto' }}
      alt={intl.formatMessage({ id: 'site.barcodes.imageAlt' }, { name: s.name, value: s.sample })}
    />
  );
}
