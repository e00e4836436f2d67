import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { invariant, invariantOneOf } from '../utils/invariant';
import { Dot, GroupLabel, Item, ItemLabel, ItemRow, Items, Root } from './RadioGroup.styles';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'asChild' | 'orientation'
> {
  /** The group's visible name, already translated. Without it, give `aria-label` or `aria-labelledby`. */
  label?: ReactNode;
  /** Lays the options in a column (default) or a wrapping row; arrow keys follow it. */
  orientation?: RadioGroupOrientation;
}

/**
 * One choice among a few options that are all visible (paper size, connection type). Wraps Radix's RadioGroup:
 * arrow keys move and select, Tab enters and leaves the group. Controlled with `value` + `onValueChange` or
 * uncontrolled with `defaultValue`; `aria-invalid` marks every option with the error colour.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, orientation = 'vertical', children, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'RadioGroup',
      label !== undefined || rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined,
      'a radio group needs a name: pass label, aria-label or aria-labelledby.',
    );
    invariantOneOf('RadioGroup', 'orientation', orientation, radioGroupOrientations);
  }
  const labelId = useId();
  return (
    <Root
      ref={ref}
      orientation={orientation}
      data-orientation={orientation}
      aria-labelledby={label === undefined ? undefined : labelId}
      {...rest}
    >
      {label === undefined ? null : <GroupLabel id={labelId}>{label}</GroupLabel>}
      <Items data-orientation={orientation}>{children}</Items>
    </Root>
  );
});

export interface RadioGroupItemProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Item>,
  'asChild' | 'children'
> {
  /** The option's visible label, already translated. */
  label: ReactNode;
}

/** One option of a `RadioGroup`. */
export const RadioGroupItem = forwardRef<HTMLButtonElement, RadioGroupItemProps>(function RadioGroupItem(
  { label, id, className, style, ...rest },
  ref,
) {
  const generatedId = useId();
  const itemId = id ?? generatedId;
  return (
    <ItemRow className={className} style={style} data-disabled={rest.disabled || undefined}>
      <Item ref={ref} id={itemId} {...rest}>
        <Dot />
      </Item>
      <ItemLabel htmlFor={itemId}>{label}</ItemLabel>
    </ItemRow>
  );
});
