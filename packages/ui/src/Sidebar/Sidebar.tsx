import {
  forwardRef,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Collapsible, VisuallyHidden } from 'radix-ui';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../DropdownMenu';
import type { RenderLink, RouteNavigationProps } from '../internal/RouteLink';
import { createTheme } from '../theme/createTheme';
import { useTheme } from '../theme/useTheme';
import { sideThemes, type SideTheme } from '../tokens';
import { Tooltip } from '../Tooltip';
import { isExternalHref } from '../utils/href';
import { invariant, invariantOneOf } from '../utils/invariant';
import { messages } from './Sidebar.messages';
import { moveSidebarFocus } from './sidebarKeyboard';
import {
  Chevron,
  EntryLink,
  FlyoutLabel,
  FlyoutLink,
  GroupButton,
  IconSlot,
  Item,
  List,
  LogoImage,
  LogoLink,
  LogoTitle,
  Monogram,
  Nav,
  Root,
  Title,
} from './Sidebar.styles';
import {
  activeMenuKey,
  ancestorKeys,
  buildSidebarTree,
  resolveRoutePath,
  type Route,
  type SidebarGroup,
  type SidebarLeaf,
  type SidebarNode,
} from './sidebarTree';

/** The sidebar logo (the admin's `sidebarLogo` setting): a small image and the system's title above the menu. */
export interface SidebarLogo {
  /** The system name beside the image; in the collapsed rail it stays as the link's accessible name. */
  title: string;
  /** Image URL. Default: the theme brand's logo, else a monogram of `title`. */
  src?: string;
  /** Where the logo links. Default `/`. */
  href?: string;
}

/**
 * Draws a menu icon from the route's `meta.icon` name (undefined when the route has none). Return `undefined` to
 * keep the default monogram. The icon is decorative: the library hides it from assistive technology.
 */
export type RenderSidebarIcon = (icon: string | undefined, node: SidebarNode) => ReactNode;

export interface SidebarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, RouteNavigationProps {
  /** The permitted routes. Hidden ones are skipped; see `buildSidebarTree` for the rules. */
  routes: readonly Route[];
  /**
   * The path being shown. Its menu entry (or the one named by the route's `meta.activeMenu`) is marked
   * `aria-current="page"`, and the submenus around it open.
   */
  activePath: string;
  /** Top-level paths are resolved against this. Default `/`. */
  basePath?: string;
  /** The narrow rail: icons only, titles in tooltips, submenus as flyout menus. Default `false`. */
  collapsed?: boolean;
  /** Dark or light sidebar. Default: the `sideTheme` of the surrounding ThemeProvider. */
  sideTheme?: SideTheme;
  /** Shows the logo and title above the menu when set. */
  logo?: SidebarLogo;
  renderIcon?: RenderSidebarIcon;
}

/** Nesting depth as a CSS variable: the styles indent by it, however deep the menu goes. */
function depthStyle(depth: number): CSSProperties {
  return { '--lw-sidebar-depth': depth } as CSSProperties;
}

function initial(title: string): string {
  return (Array.from(title.trim())[0] ?? '').toUpperCase();
}

/** Keys are resolved paths; normalise the active one the same way so `/system/user/` still matches. */
function normaliseKey(key: string): string {
  return isExternalHref(key) ? key : resolveRoutePath('/', key);
}

interface EntryContext {
  activeKey: string;
  collapsed: boolean;
  renderIcon?: RenderSidebarIcon;
  renderLink?: RenderLink;
  onNavigate?: (path: string) => void;
  openKeys: ReadonlySet<string>;
  setGroupOpen: (key: string, open: boolean) => void;
}

function Icon({ node, renderIcon }: { node: SidebarNode; renderIcon?: RenderSidebarIcon }) {
  const custom = renderIcon?.(node.icon, node);
  return (
    <IconSlot aria-hidden data-sidebar-icon="">
      {custom ?? <Monogram>{initial(node.title)}</Monogram>}
    </IconSlot>
  );
}

function LeafEntry({ node, parentKey, ctx }: { node: SidebarLeaf; parentKey?: string; ctx: EntryContext }) {
  const current = node.key === ctx.activeKey;
  const link = (
    <EntryLink
      href={node.href}
      variant="plain"
      renderLink={ctx.renderLink}
      onNavigate={ctx.onNavigate}
      aria-current={current ? 'page' : undefined}
      data-sidebar-entry=""
      data-parent-key={parentKey}
      style={depthStyle(node.depth)}
    >
      <Icon node={node} renderIcon={ctx.renderIcon} />
      {ctx.collapsed ? <VisuallyHidden.Root>{node.title}</VisuallyHidden.Root> : <Title>{node.title}</Title>}
    </EntryLink>
  );
  return (
    <Item>
      {ctx.collapsed ? (
        <Tooltip content={node.title} side="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </Item>
  );
}

function GroupEntry({ node, parentKey, ctx }: { node: SidebarGroup; parentKey?: string; ctx: EntryContext }) {
  const open = ctx.openKeys.has(node.key);
  const activeBranch = ancestorKeys([node], ctx.activeKey).length > 0;
  return (
    <Item>
      <Collapsible.Root open={open} onOpenChange={(next) => ctx.setGroupOpen(node.key, next)}>
        <Collapsible.Trigger asChild>
          <GroupButton
            type="button"
            data-sidebar-entry=""
            data-group-key={node.key}
            data-parent-key={parentKey}
            data-active-branch={activeBranch || undefined}
            style={depthStyle(node.depth)}
          >
            <Icon node={node} renderIcon={ctx.renderIcon} />
            <Title>{node.title}</Title>
            <Chevron aria-hidden viewBox="0 0 12 12" focusable="false">
              <path d="M2.5 4.5 6 8l3.5-3.5" />
            </Chevron>
          </GroupButton>
        </Collapsible.Trigger>
        <Collapsible.Content asChild>
          <List>
            {node.children.map((child) => (
              <Entry key={child.key} node={child} parentKey={node.key} ctx={ctx} />
            ))}
          </List>
        </Collapsible.Content>
      </Collapsible.Root>
    </Item>
  );
}

/** Leaves and sub-submenus of a collapsed group, flattened into its flyout: nested groups become indented labels. */
function flyoutEntries(nodes: readonly SidebarNode[], depth: number, ctx: EntryContext): ReactNode[] {
  return nodes.flatMap((node) =>
    node.kind === 'leaf'
      ? [
          <DropdownMenuItem key={node.key} asChild>
            <FlyoutLink
              href={node.href}
              variant="plain"
              renderLink={ctx.renderLink}
              onNavigate={ctx.onNavigate}
              aria-current={node.key === ctx.activeKey ? 'page' : undefined}
              style={depthStyle(depth)}
            >
              {node.title}
            </FlyoutLink>
          </DropdownMenuItem>,
        ]
      : [
          <FlyoutLabel key={node.key} style={depthStyle(depth)}>
            {node.title}
          </FlyoutLabel>,
          ...flyoutEntries(node.children, depth + 1, ctx),
        ],
  );
}

function CollapsedGroupEntry({ node, ctx }: { node: SidebarGroup; ctx: EntryContext }) {
  const theme = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const [hintOpen, setHintOpen] = useState(false);
  const activeBranch = ancestorKeys([node], ctx.activeKey).length > 0;
  return (
    <Item>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        {/* The hint would sit on top of the flyout, which opens on the same side: hide it while the menu is open. */}
        <Tooltip content={node.title} side="right" open={hintOpen && !menuOpen} onOpenChange={setHintOpen}>
          <DropdownMenuTrigger asChild>
            <GroupButton
              type="button"
              data-sidebar-entry=""
              data-group-key={node.key}
              data-active-branch={activeBranch || undefined}
            >
              <Icon node={node} renderIcon={ctx.renderIcon} />
              <VisuallyHidden.Root>{node.title}</VisuallyHidden.Root>
            </GroupButton>
          </DropdownMenuTrigger>
        </Tooltip>
        <DropdownMenuContent side="right" align="start" sideOffset={theme.space[1]}>
          <FlyoutLabel>{node.title}</FlyoutLabel>
          {flyoutEntries(node.children, 1, ctx)}
        </DropdownMenuContent>
      </DropdownMenu>
    </Item>
  );
}

function Entry({ node, parentKey, ctx }: { node: SidebarNode; parentKey?: string; ctx: EntryContext }) {
  if (node.kind === 'leaf') return <LeafEntry node={node} parentKey={parentKey} ctx={ctx} />;
  if (ctx.collapsed) return <CollapsedGroupEntry node={node} ctx={ctx} />;
  return <GroupEntry node={node} parentKey={parentKey} ctx={ctx} />;
}

/**
 * The admin shell's vertical menu, built from the permitted routes: hidden routes
 * are skipped, a route with a single visible child shows that child, external links open in a new tab.
 * Submenus are disclosure buttons; the current page is marked and its submenus start open. Collapsed, it is a
 * rail of icons with tooltips whose submenus open as flyout menus. Keyboard: Tab, Enter and Space, plus
 * Up/Down/Home/End between entries and Right/Left to open, enter, close or leave a submenu.
 *
 * No routing inside: links are plain anchors that call `onNavigate`, or your router's links via `renderLink`.
 */
export const Sidebar = forwardRef<HTMLDivElement, SidebarProps>(function Sidebar(
  {
    routes,
    activePath,
    basePath = '/',
    collapsed = false,
    sideTheme: sideThemeProp,
    logo,
    renderIcon,
    renderLink,
    onNavigate,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const outerTheme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariant('Sidebar', Array.isArray(routes), `routes must be an array of routes; received ${typeof routes}.`);
    invariant('Sidebar', typeof activePath === 'string', `activePath must be a string; received ${typeof activePath}.`);
    invariantOneOf('Sidebar', 'sideTheme', sideThemeProp, sideThemes, { optional: true });
    invariant(
      'Sidebar',
      logo === undefined || (typeof logo.title === 'string' && logo.title.trim() !== ''),
      'logo.title must be a non-empty string: it names the logo link.',
    );
  }

  const sideTheme = sideThemeProp ?? outerTheme.sideTheme;
  // The sidebar tokens depend on the side theme: derive them for this sidebar without touching the app's theme.
  const theme = useMemo(
    () =>
      sideTheme === outerTheme.sideTheme
        ? outerTheme
        : createTheme({ brand: outerTheme.brand, size: outerTheme.size, sideTheme }),
    [outerTheme, sideTheme],
  );

  const tree = useMemo(() => buildSidebarTree(routes, basePath), [routes, basePath]);
  const activeKey = useMemo(
    () => normaliseKey(activeMenuKey(routes, activePath, basePath)),
    [routes, activePath, basePath],
  );

  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(ancestorKeys(tree, activeKey)));
  // Reveal the current page whenever it (or the menu) changes, during render so the menu never paints closed.
  // Only adds: submenus the user opened stay open.
  const [revealed, setRevealed] = useState({ tree, activeKey });
  if (revealed.tree !== tree || revealed.activeKey !== activeKey) {
    setRevealed({ tree, activeKey });
    const missing = ancestorKeys(tree, activeKey).filter((key) => !openKeys.has(key));
    if (missing.length > 0) setOpenKeys(new Set([...openKeys, ...missing]));
  }

  const setGroupOpen = useCallback((key: string, open: boolean) => {
    setOpenKeys((previous) => {
      const next = new Set(previous);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const navRef = useRef<HTMLElement>(null);
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    moveSidebarFocus(event, navRef.current, { collapsed, openKeys, setGroupOpen });

  const ctx: EntryContext = { activeKey, collapsed, renderIcon, renderLink, onNavigate, openKeys, setGroupOpen };
  const logoSrc = logo?.src ?? theme.brand.logo;

  return (
    <StyledThemeProvider theme={theme}>
      <Root ref={ref} data-collapsed={collapsed} data-side-theme={sideTheme} {...rest}>
        {logo ? (
          <LogoLink href={logo.href ?? '/'} variant="plain" renderLink={renderLink} onNavigate={onNavigate}>
            {logoSrc ? (
              <LogoImage src={logoSrc} alt="" />
            ) : (
              <IconSlot aria-hidden>
                <Monogram>{initial(logo.title)}</Monogram>
              </IconSlot>
            )}
            {collapsed ? <VisuallyHidden.Root>{logo.title}</VisuallyHidden.Root> : <LogoTitle>{logo.title}</LogoTitle>}
          </LogoLink>
        ) : null}
        <Nav ref={navRef} aria-label={intl.formatMessage(messages.label)} onKeyDown={handleKeyDown}>
          <List>
            {tree.map((node) => (
              <Entry key={node.key} node={node} ctx={ctx} />
            ))}
          </List>
        </Nav>
      </Root>
    </StyledThemeProvider>
  );
});
