import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { useTheme } from '../theme/useTheme';
import { componentSizes, type ComponentSize } from '../tokens';
import { invariant } from '../utils/invariant';
import { messages } from './SizeSelect.messages';
import { Icon, Trigger } from './SizeSelect.styles';

function isComponentSize(value: unknown): value is ComponentSize {
  return (componentSizes as readonly unknown[]).includes(value);
}

export interface SizeSelectProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** The current component size; its item is checked and disabled. */
  value: ComponentSize;
  /**
   * Called with the size picked. Persist it (the admin shell keeps it in the `size` cookie) and re-render the
   * `LabelwiseProvider` with it; this component does not store anything.
   */
  onChange: (size: ComponentSize) => void;
  /** Menu alignment against the trigger. Default `end` (the selector sits at the right of the navbar). */
  align?: 'start' | 'center' | 'end';
  /** Controlled open state of the menu. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The admin navbar's component-size selector: an icon button opening a menu of the four sizes,
 * Default, Medium, Small and Mini. As in RuoYi, the current size is checked and disabled, so only a change
 * can be picked. The trigger follows the theme's size like the other navbar controls.
 */
export const SizeSelect = forwardRef<HTMLButtonElement, SizeSelectProps>(function SizeSelect(
  { value, onChange, align = 'end', open, defaultOpen, onOpenChange, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const intl = useIntl();
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'SizeSelect',
      isComponentSize(value),
      `value must be one of ${componentSizes.join(', ')}; received '${String(value)}'.`,
    );
    invariant('SizeSelect', typeof onChange === 'function', 'onChange must be a function.');
  }

  return (
    <DropdownMenu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>
        <Trigger
          ref={ref}
          type="button"
          data-size={theme.size}
          aria-label={ariaLabel ?? intl.formatMessage(messages.label)}
          {...rest}
        >
          <Icon aria-hidden viewBox="0 0 20 20" focusable="false">
            {/* A large and a small "T": text size. */}
            <path d="M2.5 4.5h9M7 4.5v11" />
            <path d="M11.5 9.5h6M14.5 9.5v6" />
          </Icon>
        </Trigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            if (isComponentSize(next) && next !== value) onChange(next);
          }}
        >
          {componentSizes.map((size) => (
            <DropdownMenuRadioItem key={size} value={size} disabled={size === value}>
              {intl.formatMessage(messages[size])}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
});
