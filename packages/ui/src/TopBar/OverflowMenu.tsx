import type { ReactNode } from 'react';
import { deferredModule, useDeferredMenu } from '../internal/useDeferredMenu';
import type { TopBarItem, TopBarLinkProps } from './TopBar.types';
import { Chevron, MoreButton } from './TopBar.styles';
import type * as OverflowMenuListExports from './OverflowMenuList';

type OverflowMenuListModule = typeof OverflowMenuListExports;
// The Radix menu loads on first intent; see internal/useDeferredMenu.ts for why.
const overflowMenuList = deferredModule<OverflowMenuListModule>(() => import('./OverflowMenuList'));

export interface OverflowMenuProps {
  /** The menu items that did not fit inline. */
  items: readonly TopBarItem[];
  /** One of them is the current page: the button is marked too. */
  active: boolean;
  label: ReactNode;
  linkProps: TopBarLinkProps;
}

/** "More": the top-bar items that did not fit, in a menu. */
export function OverflowMenu({ items, active, label, linkProps }: OverflowMenuProps) {
  const deferred = useDeferredMenu<OverflowMenuListModule>(overflowMenuList, {});
  const trigger = (
    <MoreButton type="button" data-active={active || undefined}>
      {label}
      <Chevron aria-hidden viewBox="0 0 12 12" focusable="false">
        <path d="m3 4.5 3 3 3-3" />
      </Chevron>
    </MoreButton>
  );
  const { module } = deferred;
  if (!module) return <MoreButton {...trigger.props} {...deferred.triggerProps} />;
  return <module.OverflowMenuList trigger={trigger} openedBy={deferred.openedBy} items={items} linkProps={linkProps} />;
}
