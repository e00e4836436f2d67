import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ForwardedRef,
} from 'react';
import type { Tabs as TabsPrimitive } from 'radix-ui';
import { useTheme } from '../theme/useTheme';
import { componentSizes, type ComponentSize } from '../tokens';
import { invariant } from '../utils/invariant';
import { StyledContent, StyledList, StyledRoot, StyledTrigger } from './Tabs.styles';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

/** `automatic`: arrow keys select as they move. `manual`: arrows move focus, Enter or Space selects. */
export const tabsActivationModes = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];

export interface TabsProps extends Omit<
  ComponentPropsWithoutRef<typeof TabsPrimitive.Root>,
  'orientation' | 'activationMode'
> {
  /** Default `horizontal`. Also decides which arrow keys move between tabs. */
  orientation?: TabsOrientation;
  /** Default `automatic`; use `manual` when showing a panel is expensive (it loads or plays something). */
  activationMode?: TabsActivationMode;
  /** Overrides the theme's component size (tab height, text size and padding). */
  size?: ComponentSize;
}

interface TabsContextValue {
  size: ComponentSize;
  orientation: TabsOrientation;
  /** The selected tab, controlled or not: the list keeps it scrolled into view. */
  value: string | undefined;
}

// Our own context beside Radix's, so misplaced parts fail with a library error and the list can see the value.
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  // Not in a development-only block: the assertion narrows the type, and in production it is a no-op.
  invariant('Tabs', context, `${part} must be rendered inside <Tabs>.`);
  return context;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : Array.isArray(value) ? 'an array' : String(value);
}

/** Radix builds element ids from tab values, and an id with whitespace breaks `aria-controls`. */
function assertTabValue(part: string, value: unknown): void {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Tabs',
      typeof value === 'string' && /^\S+$/.test(value),
      `${part} needs a non-empty value without spaces (it links the tab to its panel); received ${describe(value)}.`,
    );
  }
}

/**
 * Switches between panels of related content in one place: the download page's operating systems, a guide's
 * Bluetooth / USB / Windows / Mac sections. Radix supplies the tablist semantics and roving focus (arrow keys,
 * Home/End, disabled tabs skipped). Controlled through `value`/`onValueChange`, or uncontrolled through `defaultValue`.
 */
export const Tabs = forwardRef<ComponentRef<typeof TabsPrimitive.Root>, TabsProps>(function Tabs(
  { orientation = 'horizontal', activationMode = 'automatic', size, value, defaultValue, onValueChange, ...rest },
  ref,
) {
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Tabs',
      tabsOrientations.includes(orientation),
      `orientation must be one of ${tabsOrientations.join(', ')}; received ${describe(orientation)}.`,
    );
    invariant(
      'Tabs',
      tabsActivationModes.includes(activationMode),
      `activationMode must be one of ${tabsActivationModes.join(', ')}; received ${describe(activationMode)}.`,
    );
    invariant(
      'Tabs',
      size === undefined || componentSizes.includes(size),
      `size must be one of ${componentSizes.join(', ')}; received ${describe(size)}.`,
    );
  }
  if (value !== undefined) assertTabValue('Tabs value', value);
  if (defaultValue !== undefined) assertTabValue('Tabs defaultValue', defaultValue);

  // Mirrors the uncontrolled selection (Radix keeps it private) so the list can scroll the selected tab into view.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const handleValueChange = useCallback(
    (next: string) => {
      setUncontrolledValue(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  const resolvedSize = size ?? theme.size;
  const current = value ?? uncontrolledValue;
  const context = useMemo(
    () => ({ size: resolvedSize, orientation, value: current }),
    [resolvedSize, orientation, current],
  );
  return (
    <TabsContext.Provider value={context}>
      <StyledRoot
        ref={ref}
        orientation={orientation}
        activationMode={activationMode}
        value={value}
        defaultValue={defaultValue}
        onValueChange={handleValueChange}
        data-size={resolvedSize}
        {...rest}
      />
    </TabsContext.Provider>
  );
});

export type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List>;

/**
 * The row (or column) of tabs. It needs an accessible name: `aria-label`, or `aria-labelledby` pointing at a
 * visible heading. Arrow keys wrap around unless `loop={false}`. A horizontal list that does not fit scrolls
 * sideways inside itself instead of widening the page, and keeps the selected tab in view.
 */
export const TabsList = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(function TabsList(
  { loop = true, ...rest },
  forwardedRef,
) {
  const { orientation, value } = useTabsContext('TabsList');
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Tabs',
      isNonEmpty(rest['aria-label']) || isNonEmpty(rest['aria-labelledby']),
      'TabsList needs an accessible name: pass aria-label, or aria-labelledby pointing at a visible heading.',
    );
  }
  const listRef = useRef<HTMLDivElement | null>(null);
  const ref = useMergedRef(listRef, forwardedRef);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || orientation !== 'horizontal') return;
    const reveal = () => {
      if (list.scrollWidth <= list.clientWidth) return;
      const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!tab) return;
      // Scroll only the list: scrollIntoView would also scroll the page.
      const listBox = list.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      // A little of the neighbouring tab stays visible, hinting that the row scrolls.
      const peek = Math.min(tabBox.width / 2, 24);
      if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left + peek;
      else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right + peek;
    };
    reveal();
    // Web fonts change tab widths once they load; measure again then.
    let current = true;
    void document.fonts?.ready.then(() => {
      if (current) reveal();
    });
    return () => {
      current = false;
    };
  }, [orientation, value]);

  return <StyledList ref={ref} loop={loop} {...rest} />;
});

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>;

/** One tab. `value` names the `TabsContent` it shows; a `disabled` tab cannot be selected and the arrow keys skip it. */
export const TabsTrigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(
  function TabsTrigger(props, ref) {
    const { size } = useTabsContext('TabsTrigger');
    assertTabValue('TabsTrigger', props.value);
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        'Tabs',
        hasContent(props.children) || isNonEmpty(props['aria-label']) || isNonEmpty(props['aria-labelledby']),
        `TabsTrigger '${props.value}' needs visible text (children) or an aria-label.`,
      );
    }
    return <StyledTrigger ref={ref} data-size={size} {...props} />;
  },
);

export type TabsContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

/**
 * The panel shown while the tab with the same `value` is selected; it is named by that tab and takes focus with
 * Tab from the list. Hidden panels are unmounted unless `forceMount` (then style `[hidden]` yourself).
 */
export const TabsContent = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, TabsContentProps>(
  function TabsContent(props, ref) {
    useTabsContext('TabsContent');
    assertTabValue('TabsContent', props.value);
    return <StyledContent ref={ref} {...props} />;
  },
);

function isNonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function hasContent(node: unknown): boolean {
  if (node === undefined || node === null || node === false || node === true) return false;
  if (typeof node === 'string') return node.trim() !== '';
  if (Array.isArray(node)) return node.some(hasContent);
  return true;
}

function useMergedRef<T>(local: { current: T | null }, forwarded: ForwardedRef<T>) {
  return useCallback(
    (node: T | null) => {
      local.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [local, forwarded],
  );
}
