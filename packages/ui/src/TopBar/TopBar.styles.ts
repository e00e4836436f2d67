import { css, styled } from 'styled-components';
import { RouteLink } from '../internal/RouteLink';
import { visuallyHidden } from '../internal/a11yStyles';
import { focusRing } from '../utils/controlSize';
import { chevronGlyph, strokeGlyph } from '../internal/glyphStyles';

export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  width: 100%;
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  /* Resting: lets the page's hero show through, lightly frosted. */
  background: ${({ theme }) => `color-mix(in srgb, ${theme.color.surface} 92%, transparent)`};
  border-bottom: 1px solid transparent;
  backdrop-filter: saturate(180%) blur(8px);
  transition:
    background-color ${({ theme }) => theme.motion.normal}ms,
    box-shadow ${({ theme }) => theme.motion.normal}ms,
    border-color ${({ theme }) => theme.motion.normal}ms;

  /* Active once the page is scrolled: solid, lifted off the content. */
  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.color.surface};
    border-bottom-color: ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export const Inner = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]}px;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.navMaxWidth}px;
  height: ${({ theme }) => theme.layout.topBarHeight}px;
  margin: 0 auto;
  padding-inline: ${({ theme }) => theme.space[6]}px;

  /* The Spanish layout widens the nav. */
  [data-wide='true'] > & {
    max-width: ${({ theme }) => theme.layout.navMaxWidthWide}px;
  }
  [data-mobile='true'] > & {
    gap: ${({ theme }) => theme.space[2]}px;
    padding-inline: ${({ theme }) => theme.space[4]}px;
  }
  ${({ theme }) => theme.media.mobile} {
    [data-layout='auto'] > & {
      gap: ${({ theme }) => theme.space[2]}px;
      padding-inline: ${({ theme }) => theme.space[4]}px;
    }
  }
`;

export const Nav = styled.nav`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    [data-layout='auto'] & {
      display: none;
    }
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: stretch;
  }
`;

const navItem = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding-inline: ${({ theme }) => theme.space[3]}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }

  /* The current page: brand-coloured text over an underline bar. */
  &::after {
    content: '';
    position: absolute;
    inset-inline: ${({ theme }) => theme.space[3]}px;
    bottom: 0;
    height: 3px;
    border-radius: ${({ theme }) => theme.radii.sm}px ${({ theme }) => theme.radii.sm}px 0 0;
    background: ${({ theme }) => theme.color.primary};
    transform: scaleX(0);
    transition: transform ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  &:hover {
    color: ${({ theme }) => theme.color.primaryStrong};
    text-decoration: none;
  }
  &[aria-current='page'],
  &[data-active='true'] {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  &[aria-current='page']::after,
  &[data-active='true']::after {
    transform: scaleX(1);
  }
`;

export const NavLink = styled(RouteLink)`
  && {
    ${navItem}
  }
`;

export const MoreButton = styled.button`
  ${navItem}
  &[data-state='open'] {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
`;

export const Chevron = styled.svg`
  ${chevronGlyph}
`;

export const MenuLink = styled(RouteLink)`
  && {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  &&[data-highlighted] {
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &&[aria-current='page'] {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-inline-start: auto;
`;

/** The bar's own actions (the header search): in the bar on wide screens, in the menu panel on phones. */
export const DesktopActions = styled.div`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    [data-layout='auto'] & {
      display: none;
    }
  }
`;

export const ShipLink = styled(RouteLink)`
  && {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: ${({ theme }) => theme.controlSizes.small.height}px;
    padding-inline: ${({ theme }) => theme.space[4]}px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.color.primaryStrong};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    white-space: nowrap;
    transition: background-color ${({ theme }) => theme.motion.fast}ms;
  }
  &&:hover {
    background: ${({ theme }) => theme.color.primaryHover};
    color: ${({ theme }) => theme.color.onPrimary};
    text-decoration: none;
  }
`;

export const ShipIcon = styled.svg`
  width: 16px;
  height: 16px;
  ${strokeGlyph}
  stroke-width: 1.75;
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${focusRing}
  ${({ theme }) => theme.media.desktop} {
    [data-layout='auto'] & {
      display: none;
    }
  }

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const ToggleIcon = styled.svg`
  width: 22px;
  height: 22px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
`;

export const MobilePanel = styled.div`
  /* A long menu scrolls inside the panel: the page behind it does not while the dialog is open. */
  max-height: calc(100dvh - ${({ theme }) => theme.layout.topBarHeight}px);
  overflow-y: auto;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** The dialog's name for screen readers; the bar above already shows whose menu it is. */
export const MobileTitle = styled.h2`
  ${visuallyHidden}
`;

/** Closes the phone menu from inside it: hidden until focused, so it shows for keyboard users only. */
export const MobileClose = styled.button`
  &:not(:focus-visible) {
    ${visuallyHidden}
  }
  && {
    display: block;
    margin: 0 ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
`;

export const MobileList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px 0;
  list-style: none;
`;

export const MobileLink = styled(RouteLink)`
  && {
    position: relative;
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    ${focusRing}
  }
  &&:focus-visible {
    outline-offset: -2px;
  }
  &&:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    text-decoration: none;
  }
  &&[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &&[aria-current='page']::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: 3px;
    background: ${({ theme }) => theme.color.primary};
  }
`;

/** The top bar's actions (the header search) at the top of the phone menu panel, full width. */
export const MobileActions = styled.div`
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[5]}px 0`};
  & > * {
    width: 100%;
    max-width: none;
  }
`;
