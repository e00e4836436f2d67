import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Dialog, DialogContent, type DialogContentProps } from '../Dialog';
import { RouteLink, type RouteNavigationProps } from '../internal/RouteLink';
import { invariant } from '../utils/invariant';
import { defaultFeatureGroups, defaultTopFeatures } from './defaultFeatures';
import {
  featureGroupKeys,
  featuresReducer,
  initialFeaturesState,
  isFoldSelected,
  isTopSelected,
  type FeatureGroupKey,
  type FeatureSelection,
  type FeaturesAction,
  type FeaturesState,
} from './featuresState';
import { messages } from './FeaturesDialog.messages';
import {
  Chevron,
  Detail,
  DetailAction,
  DetailImage,
  DetailText,
  DetailTitle,
  EmptyText,
  Group,
  GroupContent,
  GroupHeader,
  Groups,
  GroupTrigger,
  ItemButton,
  ItemList,
  Layout,
  Navigation,
} from './FeaturesDialog.styles';

/** An illustration shown above the selected item's description. */
export interface FeatureImage {
  src: string;
  /** Describes the picture; `''` marks it decorative. */
  alt: string;
  /** Intrinsic size in px: reserves the space so the pane does not jump while the image loads. */
  width?: number;
  height?: number;
}

/** One selectable feature (key, name, url). */
export interface FeatureItem {
  /** Stable identity, unique across the whole dialog; reported in `onSelect`. */
  key: string;
  /** Already translated; names the item's button and heads the detail pane. */
  label: ReactNode;
  /** Shown in the detail pane when the item is selected. */
  description?: ReactNode;
  image?: FeatureImage;
  /** The feature's page: the detail pane links to it ("Learn more"), through `renderLink` / `onNavigate`. */
  href?: string;
}

/** A fold-out group (Design, Data, Print). */
export interface FeatureGroup {
  key: FeatureGroupKey;
  label: ReactNode;
  items: readonly FeatureItem[];
}

/** Everything the dialog lists: top items first, then the fold-out groups, in display order. */
export interface FeaturesContent {
  top: readonly FeatureItem[];
  groups: readonly FeatureGroup[];
}

export interface FeaturesDialogProps
  extends Omit<DialogContentProps, 'title' | 'children' | 'variant' | 'onSelect'>, RouteNavigationProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` on Escape, the × button or an outside click; with `true` never (you open it). */
  onOpenChange: (open: boolean) => void;
  /** What to list. Default: the product's features, translated into every library locale. */
  items?: FeaturesContent;
  /** Called when the visitor picks an item, with the selection and the item itself. */
  onSelect?: (selection: FeatureSelection, item: FeatureItem) => void;
  /**
   * Drives the dialog from your own store: pass the state and apply every `onAction` with `featuresReducer`
   * (e.g. `useReducer(featuresReducer, initialFeaturesState)`). Without it the dialog keeps its own state.
   */
  state?: FeaturesState;
  /** Every state change the dialog makes: picks, folds opened or closed, and the reset when it closes. */
  onAction?: (action: FeaturesAction) => void;
  /** The dialog heading. Default: "Features", translated. */
  title?: ReactNode;
  /** Panel width in px (never wider than the screen). Default 760. */
  width?: number;
}

/** The built-in content, translated with the current locale. Extend it, e.g. to add `href`s. */
export function useDefaultFeatures(): FeaturesContent {
  const intl = useIntl();
  return useMemo(
    () => ({
      top: defaultTopFeatures.map(({ key, label, description }) => ({
        key,
        label: intl.formatMessage(label),
        description: intl.formatMessage(description),
      })),
      groups: defaultFeatureGroups.map((group) => ({
        key: group.key,
        label: intl.formatMessage(group.label),
        items: group.items.map(({ key, label, description }) => ({
          key,
          label: intl.formatMessage(label),
          description: intl.formatMessage(description),
        })),
      })),
    }),
    [intl],
  );
}

function validateContent(content: FeaturesContent): void {
  invariant(
    'FeaturesDialog',
    Array.isArray(content?.top) && Array.isArray(content?.groups),
    'items must be { top: FeatureItem[], groups: FeatureGroup[] }.',
  );
  const groupKeys = content.groups.map((group) => group.key);
  for (const key of groupKeys) {
    invariant(
      'FeaturesDialog',
      featureGroupKeys.includes(key),
      `group keys must be one of ${featureGroupKeys.join(', ')}; received '${String(key)}'.`,
    );
  }
  invariant('FeaturesDialog', new Set(groupKeys).size === groupKeys.length, 'group keys must be unique.');
  // A fold selection carries only the item key, so keys must be unique across groups (and top items, to stay simple).
  const itemKeys = [...content.top, ...content.groups.flatMap((group) => group.items ?? [])].map((item) => item.key);
  for (const key of itemKeys) {
    invariant(
      'FeaturesDialog',
      typeof key === 'string' && key !== '',
      `item keys must be non-empty strings; received '${String(key)}'.`,
    );
  }
  const duplicate = itemKeys.find((key, index) => itemKeys.indexOf(key) !== index);
  invariant(
    'FeaturesDialog',
    duplicate === undefined,
    `item keys must be unique; '${String(duplicate)}' appears twice.`,
  );
}

function findSelected(content: FeaturesContent, selected: FeatureSelection | null): FeatureItem | undefined {
  if (!selected) return undefined;
  if (selected.kind === 'top') return content.top.find((item) => item.key === selected.key);
  for (const group of content.groups) {
    const item = group.items.find((candidate) => candidate.key === selected.key);
    if (item) return item;
  }
  return undefined;
}

/**
 * The features dialog: top items and the Design / Data / Print fold-out groups beside a pane
 * describing the selected item. Picking a top item clears a fold selection and vice versa; closing collapses
 * every fold and clears the selection. Built on `Dialog` (focus trap, Escape, overlay) and Radix Accordion.
 */
export const FeaturesDialog = forwardRef<HTMLDivElement, FeaturesDialogProps>(function FeaturesDialog(
  {
    open,
    onOpenChange,
    items,
    onSelect,
    state: stateProp,
    onAction,
    title,
    width = 760,
    renderLink,
    onNavigate,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const defaults = useDefaultFeatures();
  const content = items ?? defaults;
  if (process.env.NODE_ENV !== 'production') validateContent(content);
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'FeaturesDialog',
      stateProp === undefined || typeof onAction === 'function',
      'a controlled `state` needs `onAction` to apply the changes (run them through featuresReducer).',
    );
  }

  const { shown, dispatch } = useFeaturesState(open, stateProp, onAction);

  const detailId = useId();
  const selectedItem = findSelected(content, shown.selected);

  const pick = (action: Extract<FeaturesAction, { type: 'selectTop' | 'selectFold' }>, item: FeatureItem) => {
    dispatch(action);
    onSelect?.({ kind: action.type === 'selectTop' ? 'top' : 'fold', key: item.key }, item);
  };

  const renderItem = (item: FeatureItem, kind: FeatureSelection['kind'], onPick: () => void) => {
    const selected = kind === 'top' ? isTopSelected(shown, item.key) : isFoldSelected(shown, item.key);
    return (
      <li key={item.key}>
        <ItemButton
          type="button"
          data-kind={kind}
          data-state={selected ? 'selected' : undefined}
          aria-current={selected ? 'true' : undefined}
          aria-controls={detailId}
          onClick={onPick}
        >
          {item.label}
        </ItemButton>
      </li>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={ref} title={title ?? intl.formatMessage(messages.title)} width={width} {...rest}>
        <Layout>
          <Navigation>
            {content.top.length > 0 ? (
              <ItemList aria-label={intl.formatMessage(messages.highlights)}>
                {content.top.map((item) =>
                  renderItem(item, 'top', () => pick({ type: 'selectTop', key: item.key }, item)),
                )}
              </ItemList>
            ) : null}
            {content.groups.length > 0 ? (
              <Groups
                type="multiple"
                value={shown.openGroups}
                onValueChange={(groups) =>
                  dispatch({ type: 'setOpenGroups', groups: groups.filter(isFeatureGroupKey) })
                }
              >
                {content.groups.map((group) => (
                  <Group key={group.key} value={group.key}>
                    <GroupHeader>
                      <GroupTrigger>
                        {group.label}
                        <Chevron viewBox="0 0 12 12" aria-hidden focusable="false">
                          <path d="M2.5 4.5 6 8l3.5-3.5" />
                        </Chevron>
                      </GroupTrigger>
                    </GroupHeader>
                    <GroupContent>
                      <ItemList>
                        {group.items.map((item) =>
                          renderItem(item, 'fold', () =>
                            pick({ type: 'selectFold', group: group.key, key: item.key }, item),
                          ),
                        )}
                      </ItemList>
                    </GroupContent>
                  </Group>
                ))}
              </Groups>
            ) : null}
          </Navigation>
          <FeatureDetail id={detailId} item={selectedItem} renderLink={renderLink} onNavigate={onNavigate} />
        </Layout>
      </DialogContent>
    </Dialog>
  );
});

/**
 * The dialog's state, owned here or by the consumer (`state` + `onAction`), and what to show: once the dialog has
 * closed the state resets, while the closing panel keeps showing the state it had.
 */
function useFeaturesState(
  open: boolean,
  stateProp: FeaturesState | undefined,
  onAction: ((action: FeaturesAction) => void) | undefined,
) {
  const [ownState, ownDispatch] = useReducer(featuresReducer, initialFeaturesState);
  const controlled = stateProp !== undefined;
  const state = stateProp ?? ownState;
  const dispatch = useCallback(
    (action: FeaturesAction) => {
      if (!controlled) ownDispatch(action);
      onAction?.(action);
    },
    [controlled, onAction],
  );

  // Reset once the dialog has closed, however it closed (Escape, ×, overlay, or the consumer's `open`). The panel
  // stays mounted for its exit animation, so it keeps showing the state it had instead of collapsing mid-fade.
  const [closingSnapshot, setClosingSnapshot] = useState<FeaturesState | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      setClosingSnapshot(state);
      dispatch({ type: 'reset' });
    }
    wasOpen.current = open;
    // Only the open → closed transition matters; `state` and `dispatch` are read as of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rerunning on `state` would reset every change.
  }, [open]);
  const shown = !open && closingSnapshot ? closingSnapshot : state;
  return { shown, dispatch };
}

interface FeatureDetailProps extends RouteNavigationProps {
  id: string;
  item: FeatureItem | undefined;
}

/** The pane describing the selected item, or inviting a pick. */
function FeatureDetail({ id, item, renderLink, onNavigate }: FeatureDetailProps) {
  const intl = useIntl();
  return (
    <Detail
      id={id}
      aria-label={intl.formatMessage(messages.details)}
      // Focus stays on the picked button, so announce the description that appeared.
      aria-live="polite"
      data-state={item ? 'selected' : 'empty'}
    >
      {item ? (
        <>
          {item.image ? (
            <DetailImage
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
            />
          ) : null}
          <DetailTitle>{item.label}</DetailTitle>
          {item.description ? <DetailText>{item.description}</DetailText> : null}
          {item.href ? (
            <DetailAction>
              <RouteLink href={item.href} renderLink={renderLink} onNavigate={onNavigate}>
                {intl.formatMessage(messages.learnMore)}
              </RouteLink>
            </DetailAction>
          ) : null}
        </>
      ) : (
        <EmptyText>{intl.formatMessage(messages.empty)}</EmptyText>
      )}
    </Detail>
  );
}

function isFeatureGroupKey(value: string): value is FeatureGroupKey {
  return (featureGroupKeys as readonly string[]).includes(value);
}
