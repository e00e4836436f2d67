import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
  type Ref,
} from 'react';
import { ContextMenu as RadixContextMenu } from 'radix-ui';
import { invariant } from '../utils/invariant';
import { StyledContent, StyledItem, StyledSeparator } from './ContextMenu.styles';
import { useCloseOnScroll } from './useCloseOnScroll';

interface ContextMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const ContextMenuStateContext = createContext<ContextMenuState | null>(null);

export interface ContextMenuProps {
  /** Controlled open state. Leave undefined to let right-click (or a long press) open the menu. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Default `false`: the page keeps scrolling (which closes the menu) and is not hidden from
   * assistive technology. An outside click and Escape close it either way.
   */
  modal?: boolean;
  dir?: 'ltr' | 'rtl';
  children?: ReactNode;
}

/** A menu opened by right-clicking (or long-pressing) its trigger: the tags view's refresh / close menu. */
export function ContextMenu({ open: openProp, onOpenChange, modal = false, dir, children }: ContextMenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : uncontrolledOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const state = useMemo(() => ({ open, setOpen }), [open, setOpen]);
  return (
    <ContextMenuStateContext.Provider value={state}>
      <RadixContextMenu.Root open={open} onOpenChange={setOpen} modal={modal} dir={dir}>
        {children}
      </RadixContextMenu.Root>
    </ContextMenuStateContext.Provider>
  );
}

export type ContextMenuTriggerProps = ComponentPropsWithoutRef<typeof RadixContextMenu.Trigger>;

/** The area that opens the menu on right-click. Use `asChild` to make a tag itself the trigger. */
export const ContextMenuTrigger = forwardRef<ComponentRef<typeof RadixContextMenu.Trigger>, ContextMenuTriggerProps>(
  function ContextMenuTrigger(props, ref) {
    return <RadixContextMenu.Trigger ref={ref} {...props} />;
  },
);

export interface ContextMenuContentProps extends ComponentPropsWithoutRef<typeof RadixContextMenu.Content> {
  /** Close when the page or a scroll container scrolls. Default `true`. */
  closeOnScroll?: boolean;
  /** Portal target; defaults to `document.body`. */
  container?: HTMLElement | null;
}

/** The menu, portalled and placed at the pointer; at least `theme.layout.contextMenuWidth` (105 px) wide. */
export const ContextMenuContent = forwardRef<ComponentRef<typeof RadixContextMenu.Content>, ContextMenuContentProps>(
  function ContextMenuContent({ closeOnScroll = true, container, loop = true, ...rest }, forwardedRef) {
    const state = useContext(ContextMenuStateContext);
    if (process.env.NODE_ENV !== 'production') {
      invariant('ContextMenu', state !== null, 'ContextMenuContent must be rendered inside <ContextMenu>.');
    }
    const contentRef = useRef<HTMLDivElement | null>(null);
    const ref = useMergedRef(forwardedRef, contentRef);
    useCloseOnScroll(Boolean(state?.open) && closeOnScroll, contentRef, () => state?.setOpen(false));
    return (
      <RadixContextMenu.Portal container={container}>
        <StyledContent ref={ref} loop={loop} collisionPadding={8} {...rest} />
      </RadixContextMenu.Portal>
    );
  },
);

export type ContextMenuItemProps = ComponentPropsWithoutRef<typeof RadixContextMenu.Item>;

/** One action; `onSelect` runs on click, Enter or Space, then the menu closes. */
export const ContextMenuItem = forwardRef<ComponentRef<typeof RadixContextMenu.Item>, ContextMenuItemProps>(
  function ContextMenuItem(props, ref) {
    return <StyledItem ref={ref} {...props} />;
  },
);

export type ContextMenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixContextMenu.Separator>;

export const ContextMenuSeparator = forwardRef<
  ComponentRef<typeof RadixContextMenu.Separator>,
  ContextMenuSeparatorProps
>(function ContextMenuSeparator(props, ref) {
  return <StyledSeparator ref={ref} {...props} />;
});

function useMergedRef<T>(forwarded: Ref<T>, local: { current: T | null }): (node: T | null) => void {
  return useCallback(
    (node: T | null) => {
      local.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) (forwarded as { current: T | null }).current = node;
    },
    [forwarded, local],
  );
}
