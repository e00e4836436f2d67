import { forwardRef, isValidElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Slot, VisuallyHidden } from 'radix-ui';
import { messages as common } from '../i18n/common.messages';
import { externalLinkProps, isExternalHref } from '../utils/href';
import { invariant, invariantOneOf } from '../utils/invariant';
import { ExternalIcon, StyledLink } from './Link.styles';

export const linkVariants = ['inline', 'plain'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * Where the link goes. An href containing `http` is external: it opens in a new tab with
   * `rel="noopener noreferrer"` and tells screen-reader users so. With `asChild` it is passed to the child too.
   */
  href: string;
  /**
   * Renders the single child element (e.g. a router's `<Link to>`) as the anchor, merging this link's
   * styles, attributes and handlers into it.
   */
  asChild?: boolean;
  /** `inline` (default): underlined link text in the brand colour. `plain`: inherits colour, underlines on hover. */
  variant?: LinkVariant;
  /** Shows a small "opens elsewhere" arrow after external links. Default `false`. */
  externalIcon?: boolean;
  children: ReactNode;
}

function mergeRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const token of externalLinkProps.rel.split(' ')) tokens.add(token);
  return [...tokens].join(' ');
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, asChild = false, variant = 'inline', externalIcon = false, rel, target, children, ...rest },
  ref,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant('Link', typeof href === 'string', `href must be a string; received ${typeof href}.`);
    invariantOneOf('Link', 'variant', variant, linkVariants);
    invariant(
      'Link',
      !asChild || isValidElement(children),
      'asChild needs exactly one React element child (such as a router link) to render as the anchor.',
    );
  }
  const external = isExternalHref(href);
  const externalProps = external ? { target: externalLinkProps.target, rel: mergeRel(rel) } : { target, rel };
  const hint = external ? (
    <>
      {externalIcon ? (
        <ExternalIcon aria-hidden viewBox="0 0 16 16" focusable="false">
          <path d="M6 3h7v7M13 3 4 12" />
        </ExternalIcon>
      ) : null}
      <VisuallyHidden.Root>{` ${intl.formatMessage(common.opensInNewTab)}`}</VisuallyHidden.Root>
    </>
  ) : null;

  return (
    <StyledLink
      // With asChild the child element becomes the link (Radix Slot) and the hint is appended inside it.
      {...(asChild ? { as: Slot.Root } : {})}
      ref={ref}
      href={href}
      data-variant={variant}
      data-external={external || undefined}
      {...externalProps}
      {...rest}
    >
      {asChild ? <Slot.Slottable>{children}</Slot.Slottable> : children}
      {hint}
    </StyledLink>
  );
});
