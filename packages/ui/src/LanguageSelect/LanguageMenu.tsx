import type { ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { useFirstOpenFocus, type MenuOpenedBy } from '../internal/useDeferredMenu';
import { isLocale, toBcp47, type LanguageOption, type Locale } from '../i18n/locales';

export interface LanguageMenuProps {
  /** LanguageSelect's button, which becomes the Radix trigger. */
  trigger: ReactElement;
  openedBy: MenuOpenedBy | undefined;
  value: Locale;
  onValueChange: (locale: Locale) => void;
  options: readonly LanguageOption[];
  align: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The menu half of LanguageSelect, loaded when the visitor first reaches for it. */
export function LanguageMenu({
  trigger,
  openedBy,
  value,
  onValueChange,
  options,
  align,
  open,
  defaultOpen,
  onOpenChange,
}: LanguageMenuProps) {
  const focusFirstItem = useFirstOpenFocus(openedBy);
  return (
    <DropdownMenu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align} ref={focusFirstItem}>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            if (isLocale(next) && next !== value) onValueChange(next);
          }}
        >
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.langCode} value={option.langCode}>
              <span lang={toBcp47(option.langCode)}>{option.langName}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
