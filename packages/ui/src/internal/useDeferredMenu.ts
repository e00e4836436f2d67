import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { composeEventHandlers } from '../utils/composeEventHandlers';

/*
 * Why menus load late: Radix's menu (with floating-ui, focus scope, dismissable layer and scroll lock) is about
 * 18 KB gzip, a tenth of the public site's first load, yet a visitor opens the language or "More" menu rarely.
 * So the top bar renders a stand-in button that looks and announces exactly like the closed menu button, and
 * the real menu (this file never imports Radix) loads on intent (hover, focus) and mounts open on activation.
 * The trade-off: the button's DOM node is replaced on first activation; refs follow it, stale queries do not.
 */

/** A module loaded once on demand and shared by every component instance. */
export interface DeferredModule<M> {
  /** The module, once it has loaded. */
  readonly current: M | undefined;
  /** Starts (or joins) the load. A failed load is forgotten, so the next call tries again. */
  load(): Promise<M>;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let pending: Promise<M> | undefined;
  const box: { current: M | undefined; load(): Promise<M> } = {
    current: undefined,
    load() {
      pending ??= importer().then(
        (module) => (box.current = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return box;
}

/** How the first opening was asked for. The keyboard puts focus on the first item, as Radix does. */
export type MenuOpenedBy = 'pointer' | 'keyboard';

/** The handlers of the consumer's trigger props that the stand-in composes with its own. */
export interface StandInTriggerHandlers<T extends HTMLElement> {
  onPointerDown?: (event: PointerEvent<T>) => void;
  onPointerEnter?: (event: PointerEvent<T>) => void;
  onKeyDown?: (event: KeyboardEvent<T>) => void;
  onFocus?: (event: FocusEvent<T>) => void;
  onClick?: (event: MouseEvent<T>) => void;
}

export interface StandInTriggerProps<T extends HTMLElement> extends Required<StandInTriggerHandlers<T>> {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  'data-state': 'closed';
}

export interface DeferredMenuOptions<T extends HTMLElement> {
  /** Controlled open state: `true` loads the menu and mounts it open. */
  open?: boolean;
  /** Uncontrolled initial state: `true` loads the menu and mounts it open. */
  defaultOpen?: boolean;
  /** Told `true` when the stand-in is activated, as Radix's trigger would. */
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** The consumer's own handlers for the trigger; theirs run first and may `preventDefault()`. */
  handlers?: StandInTriggerHandlers<T>;
}

export interface DeferredMenu<M, T extends HTMLElement> {
  /** Set once the menu was asked for and has loaded: render the real menu from it instead of the stand-in. */
  module: M | undefined;
  /** How the real menu was asked for; `undefined` when it mounts because of `open`/`defaultOpen`. */
  openedBy: MenuOpenedBy | undefined;
  /** Spread on the stand-in trigger (the same button the real menu will use). */
  triggerProps: StandInTriggerProps<T>;
}

const openKeys = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * Renders a menu's stand-in trigger until the menu is wanted. Pair with `useFirstOpenFocus` in the loaded
 * module so a keyboard opening lands on the first item.
 */
export function useDeferredMenu<M, T extends HTMLElement = HTMLButtonElement>(
  menu: DeferredModule<M>,
  { open, defaultOpen, onOpenChange, disabled = false, handlers = {} }: DeferredMenuOptions<T>,
): DeferredMenu<M, T> {
  const [active, setActive] = useState<{ module: M; openedBy: MenuOpenedBy | undefined }>();
  // One request at a time: Space can also click, and a slow load can meet a second press.
  const requested = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const activate = useCallback(
    (openedBy: MenuOpenedBy | undefined) => {
      requested.current = true;
      if (menu.current) {
        setActive((previous) => previous ?? { module: menu.current as M, openedBy });
        return;
      }
      menu.load().then(
        (module) => {
          if (mounted.current) setActive((previous) => previous ?? { module, openedBy });
        },
        // Offline or a stale deployment: the button stays a closed menu button and the next press retries.
        () => {
          requested.current = false;
        },
      );
    },
    [menu],
  );

  const wantedOpen = open === true || (open === undefined && defaultOpen === true);
  useEffect(() => {
    if (wantedOpen) activate(undefined);
  }, [wantedOpen, activate]);

  const preload = () => {
    menu.load().catch(() => undefined);
  };
  const request = (openedBy: MenuOpenedBy) => {
    if (disabled || requested.current) return;
    onOpenChange?.(true);
    activate(openedBy);
  };

  return {
    module: active?.module,
    openedBy: active?.openedBy,
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: composeEventHandlers(handlers.onPointerEnter, preload),
      onFocus: composeEventHandlers(handlers.onFocus, preload),
      // Same rule as Radix's trigger: primary button without Ctrl (which opens a context menu on macOS).
      onPointerDown: composeEventHandlers(handlers.onPointerDown, (event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        request('pointer');
      }),
      onKeyDown: composeEventHandlers(handlers.onKeyDown, (event) => {
        if (!openKeys.has(event.key)) return;
        event.preventDefault();
        request('keyboard');
      }),
      // A click without a pointer press (detail 0) comes from assistive technology or a synthetic click.
      onClick: composeEventHandlers(handlers.onClick, (event) => {
        if (event.detail === 0) request('keyboard');
      }),
    },
  };
}

/**
 * A ref for the loaded menu's content: on the first opening, when it came from the keyboard, focus the first
 * item. Radix decides that from a keydown it listens for, which happened before the menu existed. Focusing in
 * the ref (before Radix's focus scope mounts) makes the scope keep that focus rather than take it to the content.
 */
export function useFirstOpenFocus(openedBy: MenuOpenedBy | undefined): (content: HTMLElement | null) => void {
  const pending = useRef(openedBy === 'keyboard');
  return useCallback((content: HTMLElement | null) => {
    if (!content || !pending.current) return;
    pending.current = false;
    content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
  }, []);
}
