import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './TopBar.messages';
import { MenuToggle, ToggleIcon } from './TopBar.styles';

export interface MenuToggleButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  open: boolean;
  /** The menu panel the button opens, named while it is open. */
  panelId: string;
}

/** The hamburger that opens the phone menu dialog, and its × while open. */
export const MenuToggleButton = forwardRef<HTMLButtonElement, MenuToggleButtonProps>(function MenuToggleButton(
  { open, panelId, ...props },
  ref,
) {
  const intl = useIntl();
  return (
    <MenuToggle
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={intl.formatMessage(open ? messages.closeMenu : messages.openMenu)}
      {...props}
    >
      <ToggleIcon aria-hidden viewBox="0 0 22 22" focusable="false">
        {open ? <path d="m5 5 12 12M17 5 5 17" /> : <path d="M3 6h16M3 11h16M3 16h16" />}
      </ToggleIcon>
    </MenuToggle>
  );
});
