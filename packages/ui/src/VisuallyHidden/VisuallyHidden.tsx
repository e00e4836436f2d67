import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<typeof RadixVisuallyHidden.Root>;

/**
 * Text that screen readers announce but the page does not show: the label of an icon-only control, the
 * context a visual layout gives ("of 5 stars"). Wraps Radix's VisuallyHidden.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(props, ref) {
  return <RadixVisuallyHidden.Root ref={ref} {...props} />;
});
