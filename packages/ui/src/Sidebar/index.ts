export { Sidebar } from './Sidebar';
export type { RenderSidebarIcon, SidebarLogo, SidebarProps } from './Sidebar';
export { activeMenuKey, buildSidebarTree } from './sidebarTree';
// Aliased: a bare `Route` would clash with router libraries in consumers' imports.
export type {
  Route as SidebarRoute,
  RouteMeta as SidebarRouteMeta,
  SidebarGroup,
  SidebarLeaf,
  SidebarNode,
} from './sidebarTree';
