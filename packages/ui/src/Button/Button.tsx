import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ComponentSize } from '../tokens';
import { useTheme } from '../theme/useTheme';
import { invariantOneOf } from '../utils/invariant';
import { Spinner, StyledButton } from './Button.styles';

export const buttonVariants = ['primary', 'secondary', 'text', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per view. Default `secondary`. */
  variant?: ButtonVariant;
  /** Overrides the theme's component size. */
  size?: ComponentSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. */
  loading?: boolean;
  /** An icon placed before the label. */
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size, loading = false, icon, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('Button', 'variant', variant, buttonVariants);
  }
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size ?? theme.size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled}
      // A loading button stays focusable (so focus is not lost) but ignores clicks.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden /> : icon}
      {children}
    </StyledButton>
  );
});
