import { DEFAULT_LAYOUT_SETTINGS, layoutSettings, type LayoutSettings } from '@labelwise/contract';
import { createStore, type Store } from './store';

/** localStorage key of the settings drawer. */
export const LAYOUT_SETTINGS_KEY = 'layout-setting';

export type { LayoutSettings, SideTheme } from '@labelwise/contract';

/** The defaults come from the contract, so a saved value reads the same in every client. */
export const defaultLayoutSettings: Readonly<LayoutSettings> = DEFAULT_LAYOUT_SETTINGS;

const FIELDS = Object.keys(layoutSettings.shape) as (keyof LayoutSettings)[];

/**
 * Settings from untrusted input (localStorage can hold anything: an older version's shape, a hand edit). Each field
 * is checked on its own against the contract, so one bad value falls back to its default without losing the others;
 * unknown keys drop.
 */
export function validateLayoutSettings(
  input: unknown,
  defaults: Readonly<LayoutSettings> = defaultLayoutSettings,
): LayoutSettings {
  const source =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = { ...defaults };
  for (const key of FIELDS) {
    // A colour pasted with spaces around it is still that colour.
    const value = key === 'theme' && typeof source.theme === 'string' ? source.theme.trim() : source[key];
    const parsed = layoutSettings.shape[key].safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as LayoutSettings;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Access itself throws when storage is disabled (some privacy modes).
    return undefined;
  }
}

/** The saved settings, validated, over the defaults. Unreadable storage or JSON gives the defaults. */
export function loadLayoutSettings(
  storage = defaultStorage(),
  defaults: Readonly<LayoutSettings> = defaultLayoutSettings,
): LayoutSettings {
  try {
    const raw = storage?.getItem(LAYOUT_SETTINGS_KEY);
    return validateLayoutSettings(raw ? (JSON.parse(raw) as unknown) : undefined, defaults);
  } catch {
    return { ...defaults };
  }
}

/** Saves the settings; returns whether storage accepted them (quota, disabled storage). */
export function saveLayoutSettings(settings: LayoutSettings, storage = defaultStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify(validateLayoutSettings(settings)));
    return true;
  } catch {
    return false;
  }
}

export function clearLayoutSettings(storage = defaultStorage()): void {
  try {
    storage?.removeItem(LAYOUT_SETTINGS_KEY);
  } catch {
    // Nothing saved that we could remove.
  }
}

/** The document title: with `dynamicTitle`, `page - app`, else the app title alone (RuoYi `useDynamicTitle`). */
export function documentTitle(
  appTitle: string,
  pageTitle: string | undefined,
  settings: Pick<LayoutSettings, 'dynamicTitle'>,
): string {
  return settings.dynamicTitle && pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
}

export interface LayoutSettingsStore extends Store<LayoutSettings> {
  /** Applies a change at once (the drawer previews live); it is not saved until `save()`. */
  change<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  /** Saves the current settings ("saving locally, please wait"). */
  save(): boolean;
  /** Forgets the saved settings and returns to the defaults ("clearing settings cache"; the shell then reloads). */
  reset(): void;
}

export function createLayoutSettingsStore(
  options: { storage?: Storage; defaults?: Readonly<LayoutSettings> } = {},
): LayoutSettingsStore {
  const storage = options.storage ?? defaultStorage();
  const defaults = options.defaults ?? defaultLayoutSettings;
  const store = createStore(loadLayoutSettings(storage, defaults));
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    change(key, value) {
      store.setState(validateLayoutSettings({ ...store.getState(), [key]: value }, defaults));
    },
    save: () => saveLayoutSettings(store.getState(), storage),
    reset() {
      clearLayoutSettings(storage);
      store.setState({ ...defaults });
    },
  };
}
