import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { CheckIcon } from '../internal/icons';
import {
  Indicator,
  StyledCheckboxItem,
  StyledContent,
  StyledItem,
  StyledLabel,
  StyledRadioItem,
  StyledSeparator,
} from './DropdownMenu.styles';

/**
 * A menu of actions or choices opened from a button: the top bar's language dropdown and "more" menu.
 * Thin styled wrappers over Radix DropdownMenu, so keyboard support (arrows, Home/End, typeahead,
 * Escape returning focus to the trigger) and ARIA roles come from Radix.
 */
export type DropdownMenuProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.Root>;

/**
 * Root: open state (`open`/`defaultOpen`/`onOpenChange`) and `modal`.
 *
 * Non-modal by default, like a native menu: the page stays scrollable and the rest of it is not
 * `aria-hidden` while the menu is open (a modal menu hides its own focusable trigger from assistive
 * technology, which axe reports as aria-hidden-focus). Outside clicks and Escape still close it.
 */
export function DropdownMenu({ modal = false, ...rest }: DropdownMenuProps) {
  return <RadixDropdownMenu.Root modal={modal} {...rest} />;
}

export type DropdownMenuTriggerProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.Trigger>;

/** The button that opens the menu. Use `asChild` to make a library `Button` the trigger. */
export const DropdownMenuTrigger = forwardRef<ComponentRef<typeof RadixDropdownMenu.Trigger>, DropdownMenuTriggerProps>(
  function DropdownMenuTrigger(props, ref) {
    return <RadixDropdownMenu.Trigger ref={ref} {...props} />;
  },
);

export interface DropdownMenuContentProps extends ComponentPropsWithoutRef<typeof RadixDropdownMenu.Content> {
  /** Alignment against the trigger. Default `start`. */
  align?: 'start' | 'center' | 'end';
  /** Gap between trigger and menu, in px. Default 4. */
  sideOffset?: number;
  /** Portal target; defaults to `document.body`. */
  container?: HTMLElement | null;
}

/** The floating list, portalled to the body. Arrow keys wrap around (`loop`) unless told otherwise. */
export const DropdownMenuContent = forwardRef<ComponentRef<typeof RadixDropdownMenu.Content>, DropdownMenuContentProps>(
  function DropdownMenuContent({ align = 'start', sideOffset = 4, loop = true, container, ...rest }, ref) {
    return (
      <RadixDropdownMenu.Portal container={container}>
        <StyledContent ref={ref} align={align} sideOffset={sideOffset} loop={loop} collisionPadding={8} {...rest} />
      </RadixDropdownMenu.Portal>
    );
  },
);

export type DropdownMenuItemProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.Item>;

/**
 * One action. `onSelect` runs on click, Enter or Space and then the menu closes (call
 * `event.preventDefault()` to keep it open). With `asChild` the item renders your link instead.
 */
export const DropdownMenuItem = forwardRef<ComponentRef<typeof RadixDropdownMenu.Item>, DropdownMenuItemProps>(
  function DropdownMenuItem(props, ref) {
    return <StyledItem ref={ref} {...props} />;
  },
);

export type DropdownMenuRadioGroupProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.RadioGroup>;

/** A single choice among items, e.g. the language: controlled through `value` and `onValueChange`. */
export const DropdownMenuRadioGroup = forwardRef<
  ComponentRef<typeof RadixDropdownMenu.RadioGroup>,
  DropdownMenuRadioGroupProps
>(function DropdownMenuRadioGroup(props, ref) {
  return <RadixDropdownMenu.RadioGroup ref={ref} {...props} />;
});

export type DropdownMenuRadioItemProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.RadioItem>;

/** One choice of a radio group; the checked one shows a check mark and has `aria-checked="true"`. */
export const DropdownMenuRadioItem = forwardRef<
  ComponentRef<typeof RadixDropdownMenu.RadioItem>,
  DropdownMenuRadioItemProps
>(function DropdownMenuRadioItem({ children, ...rest }, ref) {
  return (
    <StyledRadioItem ref={ref} {...rest}>
      <Indicator>
        <CheckIcon />
      </Indicator>
      {children}
    </StyledRadioItem>
  );
});

export type DropdownMenuCheckboxItemProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.CheckboxItem>;

/**
 * An item that is on or off on its own (a table column shown or hidden): controlled through `checked` and
 * `onCheckedChange`, it shows a check mark and has `role="menuitemcheckbox"` with `aria-checked`. Selecting it closes
 * the menu unless `onSelect` calls `event.preventDefault()`, which keeps it open for the next choice.
 */
export const DropdownMenuCheckboxItem = forwardRef<
  ComponentRef<typeof RadixDropdownMenu.CheckboxItem>,
  DropdownMenuCheckboxItemProps
>(function DropdownMenuCheckboxItem({ children, ...rest }, ref) {
  return (
    <StyledCheckboxItem ref={ref} {...rest}>
      <Indicator>
        <CheckIcon />
      </Indicator>
      {children}
    </StyledCheckboxItem>
  );
});

export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.Separator>;

export const DropdownMenuSeparator = forwardRef<
  ComponentRef<typeof RadixDropdownMenu.Separator>,
  DropdownMenuSeparatorProps
>(function DropdownMenuSeparator(props, ref) {
  return <StyledSeparator ref={ref} {...props} />;
});

export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof RadixDropdownMenu.Label>;

/** A non-interactive heading inside the menu. */
export const DropdownMenuLabel = forwardRef<ComponentRef<typeof RadixDropdownMenu.Label>, DropdownMenuLabelProps>(
  function DropdownMenuLabel(props, ref) {
    return <StyledLabel ref={ref} {...props} />;
  },
);
