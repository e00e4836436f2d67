import {
  Box,
  Heading,
  Inline,
  isExternalHref,
  Link,
  Text as UiText,
  type BoxProps,
  type HeadingProps,
  type InlineProps,
  type TextProps,
} from '@labelwise/ui';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { css, styled } from 'styled-components';
import type { Symbology } from '../content/home';
import type { ImageRef } from '../content/types';
import type { SiteMessageId } from '../i18n';
import { useSite } from '../app/siteContext';

/** Shared page scaffolding: the site's own layout glue (the visual components come from @labelwise/ui). */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.navMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[5]}px ${theme.space[9]}px`};
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/*
 * The page vocabulary below draws with the library's primitives (Heading, Text, Box, Inline); what the site adds is
 * only its vertical rhythm, the space after each kind of block, which no primitive owns.
 */
const TitleHeading = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/** The page's one h1: display size, xxl on a phone. */
export function Title({ children }: { children: ReactNode }) {
  return (
    <TitleHeading level={1} size="display" mobileSize="xxl" weight="bold">
      {children}
    </TitleHeading>
  );
}

type SectionHeadingProps = Omit<HeadingProps, 'level' | 'size' | 'mobileSize' | 'weight'>;

/* Section headings keep the body's line height: the pages' vertical rhythm is built on it. */
const H2Heading = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
export const H2 = forwardRef<HTMLHeadingElement, SectionHeadingProps>(function H2(props, ref) {
  return <H2Heading ref={ref} level={2} size="xxl" weight="bold" {...props} />;
});

const H3Heading = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
export const H3 = forwardRef<HTMLHeadingElement, SectionHeadingProps>(function H3(props, ref) {
  return <H3Heading ref={ref} level={3} size="xl" weight="bold" {...props} />;
});

type ParagraphProps = Omit<TextProps, 'size' | 'tone'>;

const LeadText = styled(UiText)`
  max-width: 72ch;
  margin-bottom: ${({ theme }) => theme.space[7]}px;
`;
/** The muted introduction under a page's title. */
export function Lead({ as, ...props }: ParagraphProps) {
  return <LeadText forwardedAs={as} size="lg" tone="muted" {...props} />;
}

const BodyText = styled(UiText)`
  max-width: 80ch;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;
/** A paragraph of body text. */
export function Text({ as, ...props }: ParagraphProps) {
  return <BodyText forwardedAs={as} {...props} />;
}

const MutedText = styled(UiText)`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;
/** A small, muted line: a note, a date, a hint. */
export function Muted({ as, ...props }: ParagraphProps) {
  return <MutedText forwardedAs={as} size="sm" tone="muted" {...props} />;
}

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[8]}px;
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 260 }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;
`;

/** A content card: the library's surface, border, large radius and small elevation. */
export const Card = forwardRef<HTMLElement, Omit<BoxProps, 'padding' | 'background' | 'radius' | 'shadow'>>(
  function Card(props, ref) {
    return <Box ref={ref} padding={5} background="surface" radius="lg" bordered shadow="sm" {...props} />;
  },
);

const ActionsRow = styled(Inline)`
  margin-top: ${({ theme }) => theme.space[4]}px;
`;
/** The calls to action under a block, in a row that wraps. */
export function Actions({ children, justify }: { children: ReactNode; justify?: InlineProps['justify'] }) {
  return (
    <ActionsRow gap={3} justify={justify}>
      {children}
    </ActionsRow>
  );
}

export const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]}px;
  max-width: 80ch;
  & > li {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
  }
`;

/** A content image: explicit dimensions (no layout shift), scaled down on narrow screens. */
export const Img = styled.img`
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
