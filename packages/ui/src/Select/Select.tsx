import { forwardRef, useState, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Select as SelectPrimitive } from 'radix-ui';
import { CheckIcon } from '../internal/icons';
import { messages as commonMessages } from '../i18n/common.messages';
import { useTheme } from '../theme/useTheme';
import { componentSizes, type ComponentSize } from '../tokens';
import { invariant, invariantOneOf } from '../utils/invariant';
import {
  Chevron,
  Empty,
  Indicator,
  ScrollDownButton,
  ScrollUpButton,
  StyledContent,
  StyledItem,
  StyledTrigger,
  StyledViewport,
  ValueSlot,
} from './Select.styles';

export interface SelectOption {
  /** Submitted and reported value. Must be a non-empty string, unique within `options`. */
  value: string;
  /** The visible text, already translated; also used for typeahead. */
  label: string;
  disabled?: boolean;
  /**
   * Nesting level when the options form a tree (0, the default, is the top). The list indents the option by it;
   * the closed select shows the label alone, so a chosen department reads "Finance", not an indented name.
   */
  depth?: number;
}

export interface SelectProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'type' | 'name' | 'form' | 'autoComplete'
> {
  /** The choices, in display order. An empty list shows the library's "No data" message when opened. */
  options: readonly SelectOption[];
  /**
   * The selected value (controlled). `''` shows the placeholder. A value matching no option also shows an empty
   * field rather than throwing, because options are often loaded after the value (brand, then model).
   */
  value?: string;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected. Default: the library's "Please select". */
  placeholder?: ReactNode;
  /**
   * Accessible name when there is no visible label (for a visible one, wrap the select in `FormField`).
   * Same as `aria-label`, which wins when both are set.
   */
  label?: string;
  /** Overrides the theme's component size. */
  size?: ComponentSize;
  /**
   * Marks the value as wrong: sets `aria-invalid` and the error border. `FormField` sets `aria-invalid` for you
   * when it has an `error`; either way the select is styled as invalid.
   */
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Field name; inside a `<form>` a hidden native select submits the value under it. */
  name?: string;
  /** Id of the form the hidden native select belongs to, when the select sits outside it. */
  form?: string;
  autoComplete?: string;
  /** Controlled open state of the list. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Portal target of the list; defaults to `document.body`. */
  container?: HTMLElement | null;
}

/**
 * A single choice from a list: the printer brand and model pickers, the page-size picker and admin forms.
 * Wraps Radix Select, so the trigger is a `combobox`, the list a `listbox` of `option`s, and keyboard support
 * (Enter/Space/arrows to open, arrows and typeahead to move, Enter to pick, Escape to close) comes from Radix.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    label,
    size,
    invalid,
    disabled,
    required,
    name,
    form,
    autoComplete,
    open,
    defaultOpen,
    onOpenChange,
    container,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-invalid': ariaInvalid,
    tabIndex,
    ...rest
  },
  ref,
) {
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') assertProps(options, size);
  // Open state is mirrored here only to take the trigger out of the tab order while the list is open (see below).
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const isInvalid = invalid ?? (ariaInvalid === true || ariaInvalid === 'true');
  const controlSize = size ?? theme.size;
  const accessibleName = ariaLabel ?? label;

  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
      form={form}
      autoComplete={autoComplete}
      open={isOpen}
      onOpenChange={(next) => {
        setUncontrolledOpen(next);
        onOpenChange?.(next);
      }}
    >
      <StyledTrigger
        ref={ref}
        data-size={controlSize}
        data-invalid={isInvalid || undefined}
        aria-invalid={isInvalid || undefined}
        aria-label={accessibleName}
        aria-labelledby={ariaLabelledBy}
        // Radix Select is always modal: while open it aria-hides the page, trigger included, and traps focus in the
        // list. The trigger cannot be reached then anyway; saying so with tabindex -1 keeps a focusable element out
        // of the hidden tree (axe: aria-hidden-focus). Radix still focuses it when the list closes.
        tabIndex={isOpen ? -1 : tabIndex}
        {...rest}
      >
        <ValueSlot>
          <SelectPrimitive.Value placeholder={placeholder ?? <FormattedMessage {...commonMessages.pleaseSelect} />} />
        </ValueSlot>
        <SelectPrimitive.Icon asChild>
          <Chevron viewBox="0 0 12 12" focusable="false">
            <path d="m3 4.5 3 3 3-3" />
          </Chevron>
        </SelectPrimitive.Icon>
      </StyledTrigger>
      <SelectPrimitive.Portal container={container}>
        {/* Popper placement drops the list below the field (as Element UI does) instead of over it. */}
        <StyledContent
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          data-size={controlSize}
          // The list is named after the field when the name is known here; otherwise it is exempt as the combobox's popup.
          aria-label={accessibleName}
          aria-labelledby={ariaLabelledBy}
        >
          <ScrollUpButton>
            <Chevron viewBox="0 0 12 12" focusable="false">
              <path d="m3 7.5 3-3 3 3" />
            </Chevron>
          </ScrollUpButton>
          <StyledViewport>
            <OptionItems options={options} />
          </StyledViewport>
          <ScrollDownButton>
            <Chevron viewBox="0 0 12 12" focusable="false">
              <path d="m3 4.5 3 3 3-3" />
            </Chevron>
          </ScrollDownButton>
        </StyledContent>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
});

/** The list's rows: one per option, or the "No data" row. */
function OptionItems({ options }: { options: readonly SelectOption[] }) {
  return options.length === 0 ? (
    // A listbox must own options, so the message is a disabled one; it is outside Radix's item
    // collection, so it cannot be picked or submitted.
    <Empty role="option" aria-disabled="true" aria-selected="false">
      <FormattedMessage {...commonMessages.noData} />
    </Empty>
  ) : (
    options.map((option) => (
      <StyledItem
        key={option.value}
        value={option.value}
        disabled={option.disabled}
        data-depth={option.depth ? option.depth : undefined}
        style={option.depth ? ({ '--lw-option-depth': option.depth } as CSSProperties) : undefined}
      >
        <Indicator>
          <CheckIcon />
        </Indicator>
        <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
      </StyledItem>
    ))
  );
}

function assertProps(options: readonly SelectOption[], size: ComponentSize | undefined) {
  invariantOneOf('Select', 'size', size, componentSizes, { optional: true });
  invariant('Select', Array.isArray(options), 'options must be an array of { value, label }.');
  const seen = new Set<string>();
  for (const option of options) {
    // Radix reserves '' for "no selection" (the placeholder), so an option cannot use it.
    invariant(
      'Select',
      typeof option.value === 'string' && option.value !== '',
      `every option needs a non-empty string value; received ${JSON.stringify(option.value)} for '${option.label}'.`,
    );
    invariant('Select', !seen.has(option.value), `option values must be unique; '${option.value}' appears twice.`);
    invariant(
      'Select',
      option.depth === undefined || (Number.isInteger(option.depth) && option.depth >= 0),
      `option depth must be a whole number from 0; received ${String(option.depth)} for '${option.label}'.`,
    );
    seen.add(option.value);
  }
}
