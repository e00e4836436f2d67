import { css, styled } from 'styled-components';
import type { ComponentType } from 'react';
import { DropdownMenuLabel, type DropdownMenuLabelProps } from '../DropdownMenu';
import { RouteLink } from '../internal/RouteLink';
import { strokeGlyph } from '../internal/glyphStyles';

/*
 * Every colour here comes from the sidebar tokens of the theme the Sidebar renders with (its `sideTheme` prop
 * picks theme-dark or theme-light), so the two side themes and every brand stay in step with the settings drawer.
 */

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: ${({ theme }) => theme.layout.sidebarWidth}px;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.sidebarBackground};
  color: ${({ theme }) => theme.color.sidebarText};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  transition: width ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};

  &[data-collapsed='true'] {
    width: ${({ theme }) => theme.layout.sidebarCollapsedWidth}px;
  }
  /* White on a white page needs an edge; the dark side theme has its own contrast. */
  &[data-side-theme='theme-light'] {
    border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const sidebarFocus = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.sidebarActiveText};
    /* Inset: the nav clips horizontally, an outer ring would be cut off. */
    outline-offset: -2px;
  }
`;

export const LogoLink = styled(RouteLink)`
  && {
    display: flex;
    flex: none;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    box-sizing: border-box;
    height: ${({ theme }) => theme.space[9]}px;
    padding-inline: ${({ theme }) => theme.space[4]}px;
    border-radius: 0;
    color: ${({ theme }) => theme.color.sidebarText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    white-space: nowrap;
    ${sidebarFocus}
  }
  [data-collapsed='true'] > && {
    justify-content: center;
    padding-inline: 0;
  }
`;

export const LogoImage = styled.img`
  display: block;
  flex: none;
  width: ${({ theme }) => theme.space[6]}px;
  height: ${({ theme }) => theme.space[6]}px;
  object-fit: contain;
`;

export const LogoTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Nav = styled.nav`
  flex: 1 1 auto;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  /* Thin, themed scrollbar where supported: the default light one glares on the dark side theme. */
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => `${theme.color.sidebarHover} transparent`};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  margin: 0;
  padding: 0;
`;

/** The shared look of a leaf link and a submenu button. `--lw-sidebar-depth` indents nested entries. */
const entry = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.space[9]}px;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]}px;
  padding-inline: calc(
      ${({ theme }) => theme.space[5]}px + var(--lw-sidebar-depth, 0) * ${({ theme }) => theme.space[5]}px
    )
    ${({ theme }) => theme.space[4]}px;
  border: 0;
  border-radius: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.sidebarText};
  font: inherit;
  text-align: start;
  text-decoration: none;
  /* Long titles wrap instead of being cut ("Printer mo…"); the rail shows icons only, so nothing to wrap there. */
  white-space: normal;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}ms;
  ${sidebarFocus}

  &:hover {
    background: ${({ theme }) => theme.color.sidebarHover};
    text-decoration: none;
  }

  /* Icons only: centred in the narrow rail. */
  [data-collapsed='true'] & {
    justify-content: center;
    padding-inline: 0;
  }
`;

/** The current page: active colour plus a bar on the leading edge, so it does not rely on colour alone. */
const current = css`
  color: ${({ theme }) => theme.color.sidebarActiveText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.sidebarActiveText};
`;

export const EntryLink = styled(RouteLink)`
  && {
    ${entry}
  }
  &&[aria-current='page'] {
    ${current}
  }
`;

export const GroupButton = styled.button`
  ${entry}

  /* The active page is hidden inside a closed submenu or the collapsed rail's flyout: mark its parent instead. */
  &[data-active-branch='true'][data-state='closed'],
  [data-collapsed='true'] &[data-active-branch='true'] {
    ${current}
  }
`;

export const Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  /* Words break only when one alone is wider than the line; hyphens where the browser knows the language. */
  overflow-wrap: break-word;
  hyphens: auto;
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[5]}px;
  height: ${({ theme }) => theme.space[5]}px;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

/** The default icon: the title's first letter in a small rounded square. */
export const Monogram = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
`;

export const Chevron = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.space[3]}px;
  height: ${({ theme }) => theme.space[3]}px;
  ${strokeGlyph}
  stroke-width: 1.75;
  transition: transform ${({ theme }) => theme.motion.fast}ms;

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

/** A link in the collapsed rail's flyout menu; nested submenus indent under their label. */
export const FlyoutLink = styled(RouteLink)`
  && {
    padding-inline-start: calc(
      ${({ theme }) => theme.space[4]}px + var(--lw-sidebar-depth, 0) * ${({ theme }) => theme.space[3]}px
    );
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  &&[data-highlighted] {
    color: ${({ theme }) => theme.color.primaryHover};
  }
  /* The menu's highlight already follows focus; the link's own ring would double it. */
  &&:focus-visible {
    outline: none;
  }
  &&[aria-current='page'] {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

// Annotated: the inferred type names a transitive Radix package, which declaration builds cannot reference.
export const FlyoutLabel: ComponentType<DropdownMenuLabelProps> = styled(DropdownMenuLabel)`
  && {
    padding-inline-start: calc(
      ${({ theme }) => theme.space[4]}px + var(--lw-sidebar-depth, 0) * ${({ theme }) => theme.space[3]}px
    );
  }
`;
