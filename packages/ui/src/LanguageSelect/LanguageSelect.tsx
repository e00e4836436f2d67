import { cloneElement, forwardRef, type ButtonHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import { deferredModule, useDeferredMenu } from '../internal/useDeferredMenu';
import { isLocale, languageOptions, toBcp47, type LanguageOption, type Locale } from '../i18n/locales';
import { useTheme } from '../theme/useTheme';
import type { ComponentSize } from '../tokens';
import { invariant } from '../utils/invariant';
import { messages } from './LanguageSelect.messages';
import { Chevron, Icon, Name, Trigger } from './LanguageSelect.styles';
import type * as LanguageMenuExports from './LanguageMenu';

type LanguageMenuModule = typeof LanguageMenuExports;
// The Radix menu loads on first intent; see internal/useDeferredMenu.ts for why.
const languageMenu = deferredModule<LanguageMenuModule>(() => import('./LanguageMenu'));

/** The languages offered by default: the product list without switched-off entries. */
export const enabledLanguageOptions: readonly LanguageOption[] = languageOptions.filter((option) => option.status);

export interface LanguageSelectProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  /** The current locale; its option is checked. */
  value: Locale;
  /** Called with the chosen locale. Store it (e.g. as `systemLanguageCode`) and re-render with it. */
  onValueChange: (locale: Locale) => void;
  /** The languages to offer, in order. Default: `languageOptions` whose `status` is true. */
  options?: readonly LanguageOption[];
  /**
   * Shows only the globe; the language name stays available to screen readers. For narrow bars. `mobile` does so
   * below the 992 px breakpoint only, by a media query: for server-rendered HTML that does not know the width.
   */
  compact?: boolean | 'mobile';
  /** Menu alignment against the trigger. Default `end` (the dropdown sits at the right of a top bar). */
  align?: 'start' | 'center' | 'end';
  /** Overrides the theme's component size. */
  size?: ComponentSize;
  /** Controlled open state of the menu. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The language dropdown of the top bar and navbar: a globe button showing the current language in its own
 * name, opening a menu of languages each written in itself (`lang` set per option), the current one checked.
 */
export const LanguageSelect = forwardRef<HTMLButtonElement, LanguageSelectProps>(function LanguageSelect(
  {
    value,
    onValueChange,
    options = enabledLanguageOptions,
    compact = false,
    align = 'end',
    size,
    open,
    defaultOpen,
    onOpenChange,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'LanguageSelect',
      isLocale(value),
      `value must be one of the product locales; received '${String(value)}'.`,
    );
    invariant('LanguageSelect', options.length > 0, 'options must offer at least one language.');
    invariant(
      'LanguageSelect',
      typeof compact === 'boolean' || compact === 'mobile',
      `compact must be true, false or 'mobile'; received '${String(compact)}'.`,
    );
  }
  const current = options.find((option) => option.langCode === value);
  const label = intl.formatMessage(messages.label);
  const deferred = useDeferredMenu<LanguageMenuModule>(languageMenu, {
    open,
    defaultOpen,
    onOpenChange,
    disabled: rest.disabled,
    handlers: rest,
  });

  const trigger = (
    <Trigger ref={ref} type="button" data-size={size ?? theme.size} data-compact={compact || undefined} {...rest}>
      <Icon aria-hidden viewBox="0 0 20 20" focusable="false">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
      </Icon>
      <VisuallyHidden.Root>{label} </VisuallyHidden.Root>
      {current ? (
        compact === true ? (
          <VisuallyHidden.Root lang={toBcp47(current.langCode)}>{current.langName}</VisuallyHidden.Root>
        ) : (
          <Name lang={toBcp47(current.langCode)}>{current.langName}</Name>
        )
      ) : null}
      <Chevron aria-hidden viewBox="0 0 12 12" focusable="false">
        <path d="m3 4.5 3 3 3-3" />
      </Chevron>
    </Trigger>
  );

  const { module } = deferred;
  if (!module) return cloneElement(trigger, deferred.triggerProps);
  return (
    <module.LanguageMenu
      trigger={trigger}
      openedBy={deferred.openedBy}
      value={value}
      onValueChange={onValueChange}
      options={options}
      align={align}
      open={open}
      defaultOpen={deferred.openedBy ? true : defaultOpen}
      onOpenChange={onOpenChange}
    />
  );
});
