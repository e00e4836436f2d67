import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { Checkbox as RadixCheckbox } from 'radix-ui';
import { CheckIcon, StrokeIcon } from '../internal/icons';
import { invariant } from '../utils/invariant';
import { Box, Indicator, LabelRow, RowLabel } from './Checkbox.styles';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'children' | 'asChild'
> {
  /**
   * The label shown beside the box, already translated. Leave it out when a `FormField` labels the checkbox (it
   * passes `id`, `aria-describedby` and `aria-invalid`) or give an `aria-label`.
   */
  label?: ReactNode;
}

/**
 * A checkbox on Radix: checked, unchecked or `indeterminate` (some of a group's items are checked). Controlled with
 * `checked` + `onCheckedChange` or uncontrolled with `defaultChecked`; `aria-invalid` draws the error border.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, id, className, style, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    for (const name of ['checked', 'defaultChecked'] as const) {
      const value = rest[name];
      invariant(
        'Checkbox',
        value === undefined || typeof value === 'boolean' || value === 'indeterminate',
        `${name} must be true, false or 'indeterminate'; received '${String(value)}'.`,
      );
    }
  }
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const box = (
    <Box
      ref={ref}
      id={boxId}
      className={label === undefined ? className : undefined}
      style={label === undefined ? style : undefined}
      {...rest}
    >
      <Indicator>
        <span data-glyph="check">
          <CheckIcon size={12} />
        </span>
        <span data-glyph="dash">
          <StrokeIcon d="M4 8h8" size={12} strokeWidth={2} />
        </span>
      </Indicator>
    </Box>
  );
  if (label === undefined) return box;
  return (
    <LabelRow className={className} style={style} data-disabled={rest.disabled || undefined}>
      {box}
      <RowLabel htmlFor={boxId}>{label}</RowLabel>
    </LabelRow>
  );
});
