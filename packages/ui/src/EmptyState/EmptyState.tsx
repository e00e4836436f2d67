import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages as common } from '../i18n/common.messages';
import { invariant } from '../utils/invariant';
import { EmptyAction, EmptyDescription, EmptyIcon, EmptyRoot, EmptyTitle } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Default: the translated "No data" (an empty printer search shows it). */
  title?: ReactNode;
  /** A hint on what to do next, e.g. "Try another model number." */
  description?: ReactNode;
  /** Replaces the empty-tray illustration; pass `null` for no picture. Decorative: hidden from screen readers. */
  icon?: ReactNode;
  /** A button or link that gets the user unstuck, e.g. "Clear search". */
  action?: ReactNode;
  /** Smaller illustration and spacing, for table bodies and narrow panels. */
  compact?: boolean;
  /**
   * Renders the title as a real heading (`h1`…`h6`) when the empty state is the page's main content, e.g. a 404
   * page; by default it is a paragraph inside whatever section holds it.
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** What a list, table or search shows when it has nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, compact = false, headingLevel, ...rest },
  ref,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant('EmptyState', title !== '', "title must not be empty; omit it to show the default 'No data'.");
    invariant(
      'EmptyState',
      headingLevel === undefined || [1, 2, 3, 4, 5, 6].includes(headingLevel),
      `headingLevel must be 1 to 6, got ${String(headingLevel)}.`,
    );
  }
  const picture = icon === undefined ? <EmptyTray /> : icon;
  return (
    <EmptyRoot ref={ref} data-compact={compact || undefined} {...rest}>
      {picture === null || picture === false ? null : <EmptyIcon aria-hidden>{picture}</EmptyIcon>}
      <EmptyTitle as={headingLevel ? (`h${headingLevel}` as const) : undefined}>
        {title ?? intl.formatMessage(common.noData)}
      </EmptyTitle>
      {description ? <EmptyDescription>{description}</EmptyDescription> : null}
      {action ? <EmptyAction>{action}</EmptyAction> : null}
    </EmptyRoot>
  );
});

/** The default illustration: an empty tray, drawn in theme colours through CSS custom properties. */
function EmptyTray() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" focusable="false" fill="none" strokeLinejoin="round">
      <ellipse cx="32" cy="42" rx="28" ry="4" fill="var(--lw-empty-shadow)" />
      <path d="M10 20 18 8h28l8 12" stroke="var(--lw-empty-line)" strokeWidth="1.5" fill="var(--lw-empty-fill)" />
      <path
        d="M10 20h14l2 5h12l2-5h14v16a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V20Z"
        stroke="var(--lw-empty-line)"
        strokeWidth="1.5"
        fill="var(--lw-empty-surface)"
      />
    </svg>
  );
}
