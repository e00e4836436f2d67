import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { Switch as RadixSwitch } from 'radix-ui';
import { LabelRow, RowLabel, Thumb, Track } from './Switch.styles';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'children' | 'asChild'> {
  /**
   * The label shown beside the switch, already translated. Leave it out when a `FormField` labels the switch or
   * give an `aria-label`.
   */
  label?: ReactNode;
}

/**
 * An on/off switch on Radix for a setting that applies at once (dark scheme, notifications). Controlled with
 * `checked` + `onCheckedChange` or uncontrolled with `defaultChecked`; `aria-invalid` draws the error colour.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, id, className, style, ...rest },
  ref,
) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const labelled = label !== undefined;
  const control = (
    <Track
      ref={ref}
      id={switchId}
      className={labelled ? undefined : className}
      style={labelled ? undefined : style}
      {...rest}
    >
      <Thumb />
    </Track>
  );
  if (!labelled) return control;
  return (
    <LabelRow className={className} style={style} data-disabled={rest.disabled || undefined}>
      {control}
      <RowLabel htmlFor={switchId}>{label}</RowLabel>
    </LabelRow>
  );
});
