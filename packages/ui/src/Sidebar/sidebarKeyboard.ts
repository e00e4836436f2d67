import type { KeyboardEvent } from 'react';

export interface SidebarKeyState {
  collapsed: boolean;
  openKeys: ReadonlySet<string>;
  setGroupOpen: (key: string, open: boolean) => void;
}

/**
 * Arrow-key navigation between the sidebar's entries (`[data-sidebar-entry]`): Up/Down/Home/End move, Right opens a
 * submenu or enters it, Left closes it or goes up to its parent. Tab keeps its usual meaning.
 */
export function moveSidebarFocus(
  event: KeyboardEvent<HTMLElement>,
  nav: HTMLElement | null,
  { collapsed, openKeys, setGroupOpen }: SidebarKeyState,
): void {
  const target = event.target as HTMLElement;
  // Keys from the portalled flyout bubble here through React; they belong to the menu.
  if (!nav || !nav.contains(target) || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const entries = Array.from(nav.querySelectorAll<HTMLElement>('[data-sidebar-entry]'));
  const index = entries.indexOf(target);
  if (index === -1) return;
  const focus = (entry: HTMLElement | undefined) => {
    if (!entry) return;
    event.preventDefault();
    entry.focus();
  };
  const groupKey = target.dataset.groupKey;
  const expandable = groupKey !== undefined && !collapsed;
  switch (event.key) {
    case 'ArrowDown':
      focus(entries[index + 1]);
      break;
    case 'ArrowUp':
      focus(entries[index - 1]);
      break;
    case 'Home':
      focus(entries[0]);
      break;
    case 'End':
      focus(entries[entries.length - 1]);
      break;
    case 'ArrowRight':
      if (!expandable) break;
      event.preventDefault();
      if (!openKeys.has(groupKey)) setGroupOpen(groupKey, true);
      else focus(entries[index + 1]);
      break;
    case 'ArrowLeft': {
      if (expandable && openKeys.has(groupKey)) {
        event.preventDefault();
        setGroupOpen(groupKey, false);
        break;
      }
      const parentKey = target.dataset.parentKey;
      if (parentKey !== undefined) focus(entries.find((entry) => entry.dataset.groupKey === parentKey));
      break;
    }
    default:
      break;
  }
}
