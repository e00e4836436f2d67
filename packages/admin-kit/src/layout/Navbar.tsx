import {
  Box,
  Breadcrumb,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  FeaturesDialog,
  HeaderSearch,
  Icon,
  Inline,
  LanguageSelect,
  MaximizeIcon,
  MenuIcon,
  MinimizeIcon,
  SizeSelect,
  type BreadcrumbItem,
  type Locale,
  type RenderLink,
  type SearchableRoute,
  UserIcon,
} from '@labelwise/ui';
import { Sparkles } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { ComponentSize } from '../settings/appState';
import { messages as settingsMessages } from '../settings/settings.messages';
import { messages } from './Layout.messages';
import { messages as navbarMessages } from './Navbar.messages';
import { messages as routeMessages } from '../routing/constantRoutes.messages';

export interface NavbarProps {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  crumbs: readonly BreadcrumbItem[];
  homeTitle: string;
  searchRoutes: readonly SearchableRoute[];
  onNavigate: (path: string) => void;
  /** Renders the breadcrumb links with the app's router, so their hrefs carry its basename (`/admin/index`). */
  renderLink?: RenderLink;
  size: ComponentSize;
  onSizeChange: (size: ComponentSize) => void;
  userName: string;
  onOpenProfile: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
  onFullscreenUnsupported: (message: string) => void;
  mobile: boolean;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The `topNav` layout: the top navigation, shown where the breadcrumbs would be. */
  topNav?: ReactNode;
}

/** The bar's own rules: its height, the line under it, and the breadcrumbs taking the room the tools leave. */
const Bar = styled(Inline)`
  min-height: 50px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  .crumbs {
    flex: 1;
  }
`;

function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return active;
}

/**
 * The navbar of the admin shell: sidebar toggle, breadcrumbs, header search, size selector, full screen, the product's
 * features panel, language and the account menu. Presentational: the Layout wires it to the stores.
 */
export function Navbar(props: NavbarProps) {
  const intl = useIntl();
  const fullscreen = useFullscreen();
  // The panel keeps its own fold and selection state, which it resets on closing.
  const [featuresOpen, setFeaturesOpen] = useState(false);

  const toggleFullscreen = () => {
    if (!document.fullscreenEnabled) {
      props.onFullscreenUnsupported(intl.formatMessage(settingsMessages.fullscreenUnsupported));
      return;
    }
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
      () => undefined,
    );
  };

  return (
    <Bar forwardedAs="header" gap={2} wrap={false} paddingX={3} background="surface">
      <Button
        variant="text"
        icon={<Icon icon={MenuIcon} size="sm" />}
        aria-label={intl.formatMessage(messages.toggleSidebar)}
        aria-expanded={props.sidebarOpened}
        onClick={props.onToggleSidebar}
      />
      <Box className="crumbs">
        {props.topNav ??
          (props.mobile ? null : (
            <Breadcrumb
              items={props.crumbs}
              home={{ path: '/index', title: props.homeTitle }}
              {...(props.renderLink ? { renderLink: props.renderLink } : { onNavigate: props.onNavigate })}
            />
          ))}
      </Box>
      <Inline gap={1} wrap={false}>
        {props.mobile ? null : <HeaderSearch routes={props.searchRoutes} onSelect={props.onNavigate} />}
        {props.mobile ? null : (
          <Button
            variant="text"
            icon={<Icon icon={fullscreen ? MinimizeIcon : MaximizeIcon} size="sm" />}
            aria-label={intl.formatMessage(fullscreen ? messages.exitFullscreen : messages.fullscreen)}
            onClick={toggleFullscreen}
          />
        )}
        <Button
          variant="text"
          icon={<Icon icon={Sparkles} size="sm" />}
          aria-label={intl.formatMessage(navbarMessages.features)}
          aria-haspopup="dialog"
          onClick={() => setFeaturesOpen(true)}
        />
        <SizeSelect value={props.size} onChange={props.onSizeChange} />
        <LanguageSelect compact={props.mobile} value={props.locale} onValueChange={props.onLocaleChange} />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="text"
              icon={<Icon icon={UserIcon} size="sm" />}
              aria-label={intl.formatMessage(messages.userMenu, { name: props.userName })}
            >
              {props.mobile ? null : props.userName}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={props.onOpenProfile}>
              {intl.formatMessage(routeMessages.profile)}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={props.onOpenSettings}>
              {intl.formatMessage(messages.layoutSettings)}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={props.onLogout}>{intl.formatMessage(messages.logout)}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </Inline>
      <FeaturesDialog open={featuresOpen} onOpenChange={setFeaturesOpen} />
    </Bar>
  );
}
