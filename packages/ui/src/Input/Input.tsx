import { forwardRef, type InputHTMLAttributes } from 'react';
import type { ComponentSize } from '../tokens';
import { componentSizes } from '../tokens';
import { useTheme } from '../theme/useTheme';
import { invariantOneOf } from '../utils/invariant';
import { StyledInput } from './Input.styles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Overrides the theme's component size. (The native `size` attribute is replaced; use CSS width instead.) */
  size?: ComponentSize;
  /**
   * Marks the value as wrong: sets `aria-invalid` and the error border. `FormField` sets `aria-invalid` for you
   * when it has an `error`; either way the input is styled as invalid.
   */
  invalid?: boolean;
}

/** A single-line text input: the native `<input>` with theme sizing, focus ring and invalid state. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { size, invalid, type = 'text', 'aria-invalid': ariaInvalid, ...rest },
  ref,
) {
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('Input', 'size', size, componentSizes, { optional: true });
  }
  const isInvalid = invalid ?? (ariaInvalid === true || ariaInvalid === 'true');
  return (
    <StyledInput
      ref={ref}
      type={type}
      data-size={size ?? theme.size}
      data-invalid={isInvalid || undefined}
      aria-invalid={isInvalid || undefined}
      {...rest}
    />
  );
});
