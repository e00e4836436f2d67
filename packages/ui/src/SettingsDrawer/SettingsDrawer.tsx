import { forwardRef, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog, DialogContent } from '../Dialog';
import { createTheme } from '../theme/createTheme';
import { hexOf, readableOn, srgbOf } from '../theme/color';
import { useTheme } from '../theme/useTheme';
import { defaultPrimaryColor, sideThemes, swatches, type SideTheme } from '../tokens';
import { invariant, invariantOneOf } from '../utils/invariant';
import { messages, swatchNames } from './SettingsDrawer.messages';
import * as S from './SettingsDrawer.styles';

/** The admin shell's layout settings. The app stores them (e.g. in local storage under `layout-setting`). */
export interface LayoutSettings {
  /** Theme colour: any CSS colour, usually one of the eight swatches. */
  theme: string;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

/** The product defaults: default colour, dark sidebar, tags view and sidebar logo on. */
export const defaultLayoutSettings: LayoutSettings = {
  theme: defaultPrimaryColor,
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

export type LayoutSwitch = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const switches: readonly LayoutSwitch[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

export interface SettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: LayoutSettings;
  /** Every change is reported at once (live preview); persist only on `onSave`. */
  onChange: (next: LayoutSettings) => void;
  onSave: () => void;
  onReset: () => void;
  /** Shows "Saving to local storage, please wait…" and blocks the buttons. */
  saving?: boolean;
  /** Shows "Clearing the settings cache and refreshing, please wait…" and blocks the buttons. */
  resetting?: boolean;
}

function isColor(value: string): boolean {
  try {
    srgbOf(value);
    return true;
  } catch {
    return false;
  }
}

/** `#rrggbb` for `<input type="color">`, which accepts nothing else. */
export function toHex6(color: string): string {
  return hexOf(color);
}

function sameColor(a: string, b: string): boolean {
  return isColor(a) && isColor(b) && toHex6(a) === toHex6(b);
}

/**
 * The admin shell's settings drawer: sidebar style, theme colour (the eight swatches or a custom
 * colour) and layout switches, with Save and Reset. Controlled: every change goes out through `onChange`.
 */
export const SettingsDrawer = forwardRef<HTMLDivElement, SettingsDrawerProps>(function SettingsDrawer(
  { open, onOpenChange, settings, onChange, onSave, onReset, saving = false, resetting = false },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('SettingsDrawer', 'settings.sideTheme', settings.sideTheme, sideThemes);
    invariant(
      'SettingsDrawer',
      typeof settings.theme === 'string' && isColor(settings.theme),
      `settings.theme must be a CSS colour such as '${defaultPrimaryColor}'; received '${String(settings.theme)}'.`,
    );
  }

  const intl = useIntl();
  const busy = saving || resetting;
  const ids = useId();
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
    onChange({ ...settings, [key]: value });

  let status: ReactNode = null;
  if (saving || resetting) {
    status = (
      <S.StatusInner>
        <S.Spinner aria-hidden />
        {intl.formatMessage(saving ? messages.saving : messages.resetting)}
      </S.StatusInner>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={ref}
        variant="drawer"
        title={intl.formatMessage(messages.title)}
        aria-busy={busy || undefined}
        onOpenAutoFocus={(event) => {
          // Start on the checked side theme, as Tab into a radio group would, not on the first (unchecked) option.
          const checked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>(
            'input[type="radio"]:checked',
          );
          if (checked) {
            event.preventDefault();
            checked.focus();
          }
        }}
        footer={
          <>
            <Button onClick={onReset} loading={resetting} disabled={saving}>
              {intl.formatMessage(messages.reset)}
            </Button>
            <Button variant="primary" onClick={onSave} loading={saving} disabled={resetting}>
              {intl.formatMessage(messages.save)}
            </Button>
          </>
        }
      >
        <S.StatusBanner role="status">{status}</S.StatusBanner>
        <S.Sections>
          <S.Fieldset>
            <S.Legend>{intl.formatMessage(messages.sideTheme)}</S.Legend>
            <SideThemeOptions
              name={`${ids}-side`}
              value={settings.sideTheme}
              onChange={(side) => set('sideTheme', side)}
            />
          </S.Fieldset>

          <S.Fieldset>
            <S.Legend>{intl.formatMessage(messages.themeColor)}</S.Legend>
            <ThemeColorOptions name={`${ids}-theme`} value={settings.theme} onChange={(theme) => set('theme', theme)} />
          </S.Fieldset>

          <LayoutSwitches idPrefix={ids} settings={settings} onToggle={(key) => set(key, !settings[key])} />
        </S.Sections>
      </DialogContent>
    </Dialog>
  );
});

interface ThemeColorOptionsProps {
  /** The swatch radio group's name. */
  name: string;
  value: string;
  onChange: (color: string) => void;
}

/** The eight swatch radios and the custom colour input; the custom one is checked when no swatch matches. */
function ThemeColorOptions({ name, value, onChange }: ThemeColorOptionsProps) {
  const intl = useIntl();
  const swatchChecked = swatches.find((swatch) => sameColor(swatch, value));
  const custom = swatchChecked === undefined;

  return (
    <>
      <S.Swatches>
        {swatches.map((swatch) => {
          const checked = swatch === swatchChecked;
          const label = intl.formatMessage(messages.swatchLabel, {
            name: intl.formatMessage(swatchNames[swatch]),
            hex: swatch.toUpperCase(),
          });
          return (
            <S.SwatchOption
              key={swatch}
              title={label}
              data-state={checked ? 'checked' : 'unchecked'}
              style={{ '--lw-swatch': swatch, '--lw-swatch-ink': readableOn(swatch) } as CSSProperties}
            >
              <S.VisuallyHiddenInput
                type="radio"
                name={name}
                value={swatch}
                aria-label={label}
                checked={checked}
                onChange={() => onChange(swatch)}
              />
              <TickIcon />
              <S.FocusRing aria-hidden />
            </S.SwatchOption>
          );
        })}
      </S.Swatches>
      <S.CustomColor data-state={custom ? 'checked' : 'unchecked'}>
        <label>
          <input type="color" value={toHex6(value)} onChange={(event) => onChange(event.target.value)} />
          {intl.formatMessage(messages.customColor)}
        </label>
        <S.Hex>{toHex6(value)}</S.Hex>
      </S.CustomColor>
    </>
  );
}

interface LayoutSwitchesProps {
  /** Prefix for the ids that label the section and each switch. */
  idPrefix: string;
  settings: LayoutSettings;
  onToggle: (key: LayoutSwitch) => void;
}

/** The layout section: one switch per layout option. */
function LayoutSwitches({ idPrefix, settings, onToggle }: LayoutSwitchesProps) {
  const intl = useIntl();

  return (
    <section aria-labelledby={`${idPrefix}-layout`}>
      <S.SectionTitle id={`${idPrefix}-layout`}>{intl.formatMessage(messages.layout)}</S.SectionTitle>
      <S.SwitchList>
        {switches.map((key) => (
          <S.SwitchRow key={key}>
            <span id={`${idPrefix}-${key}`}>{intl.formatMessage(messages[key])}</span>
            <S.Switch
              type="button"
              role="switch"
              aria-checked={settings[key]}
              aria-labelledby={`${idPrefix}-${key}`}
              onClick={() => onToggle(key)}
            />
          </S.SwitchRow>
        ))}
      </S.SwitchList>
    </section>
  );
}

interface SideThemeOptionsProps {
  /** The radio group's name. */
  name: string;
  value: SideTheme;
  onChange: (side: SideTheme) => void;
}

/** The side-theme radios, each a small picture of the layout in that side theme. */
function SideThemeOptions({ name, value, onChange }: SideThemeOptionsProps) {
  const intl = useIntl();
  const theme = useTheme();
  // Each illustration shows that side theme's real colours for the current brand.
  const sideColors = useMemo(
    () =>
      Object.fromEntries(
        sideThemes.map((side) => {
          const { color } = createTheme({ brand: theme.brand, size: theme.size, sideTheme: side });
          return [
            side,
            { background: color.sidebarBackground, text: color.sidebarText, active: color.sidebarActiveText },
          ];
        }),
      ) as Record<SideTheme, { background: string; text: string; active: string }>,
    [theme.brand, theme.size],
  );

  return (
    <S.SideThemeOptions>
      {sideThemes.map((side) => {
        const checked = value === side;
        const colors = sideColors[side];
        return (
          <S.SideThemeOption key={side} data-state={checked ? 'checked' : 'unchecked'}>
            <S.VisuallyHiddenInput
              type="radio"
              name={name}
              value={side}
              checked={checked}
              onChange={() => onChange(side)}
            />
            <S.Illustration aria-hidden>
              <S.IllustrationSidebar style={{ background: colors.background, color: colors.text }}>
                <i />
                <i style={{ color: colors.active }} />
                <i />
                <i />
              </S.IllustrationSidebar>
              <S.IllustrationHeader />
              <S.IllustrationContent>
                <i />
                <i />
                <i />
              </S.IllustrationContent>
            </S.Illustration>
            {intl.formatMessage(side === 'theme-dark' ? messages.sideThemeDark : messages.sideThemeLight)}
            <S.CheckBadge aria-hidden>
              <TickIcon />
            </S.CheckBadge>
            <S.FocusRing aria-hidden />
          </S.SideThemeOption>
        );
      })}
    </S.SideThemeOptions>
  );
}

function TickIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}
