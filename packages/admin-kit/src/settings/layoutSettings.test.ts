// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LAYOUT_SETTINGS_KEY,
  createLayoutSettingsStore,
  defaultLayoutSettings,
  documentTitle,
  loadLayoutSettings,
  saveLayoutSettings,
  validateLayoutSettings,
} from './layoutSettings';

afterEach(() => localStorage.clear());

describe('layout settings', () => {
  it('defaults: default colour, dark sidebar, tags view and logo on', () => {
    // Default colour and dark sidebar; of the switches only the tags view and the sidebar logo start on.
    expect(defaultLayoutSettings).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      tagsView: true,
      sidebarLogo: true,
      topNav: false,
      fixedHeader: false,
      dynamicTitle: false,
    });
    expect(loadLayoutSettings()).toEqual(defaultLayoutSettings);
  });

  it('saves under layout-setting and loads back', () => {
    const settings = {
      ...defaultLayoutSettings,
      theme: '#13c2c2',
      sideTheme: 'theme-light' as const,
      fixedHeader: true,
      tagsView: false,
    };
    expect(saveLayoutSettings(settings)).toBe(true);
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_KEY)!)).toEqual(settings);
    expect(loadLayoutSettings()).toEqual(settings);
  });

  it('validates field by field: bad values fall back, good ones survive, unknown keys drop', () => {
    localStorage.setItem(
      LAYOUT_SETTINGS_KEY,
      JSON.stringify({
        theme: 'red; background:url(x)',
        sideTheme: 'theme-blue',
        tagsView: 'yes',
        fixedHeader: true,
        extra: 1,
      }),
    );
    expect(loadLayoutSettings()).toEqual({ ...defaultLayoutSettings, fixedHeader: true });
    expect(validateLayoutSettings({ theme: '#abc' }).theme).toBe('#abc');
    expect(validateLayoutSettings([1, 2])).toEqual(defaultLayoutSettings);
    expect(validateLayoutSettings(null)).toEqual(defaultLayoutSettings);
  });

  it('survives corrupt JSON and storage that throws', () => {
    localStorage.setItem(LAYOUT_SETTINGS_KEY, '{not json');
    expect(loadLayoutSettings()).toEqual(defaultLayoutSettings);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(loadLayoutSettings(broken)).toEqual(defaultLayoutSettings);
    expect(saveLayoutSettings(defaultLayoutSettings, broken)).toBe(false);
  });

  it('store: changes apply at once, persist on save, and reset clears storage', () => {
    const store = createLayoutSettingsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.change('sideTheme', 'theme-light');
    store.change('theme', '#f5222d');
    expect(store.getState()).toMatchObject({ sideTheme: 'theme-light', theme: '#f5222d' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(LAYOUT_SETTINGS_KEY)).toBeNull();
    expect(store.save()).toBe(true);
    expect(createLayoutSettingsStore().getState()).toMatchObject({ sideTheme: 'theme-light', theme: '#f5222d' });
    store.reset();
    expect(localStorage.getItem(LAYOUT_SETTINGS_KEY)).toBeNull();
    expect(store.getState()).toEqual(defaultLayoutSettings);
  });

  it('store: an invalid change is refused', () => {
    const store = createLayoutSettingsStore();
    store.change('theme', 'not-a-colour');
    expect(store.getState().theme).toBe('#409EFF');
  });

  it('documentTitle follows dynamicTitle', () => {
    expect(documentTitle('Labelwise Admin', 'Drivers', { dynamicTitle: true })).toBe('Drivers - Labelwise Admin');
    expect(documentTitle('Labelwise Admin', 'Drivers', { dynamicTitle: false })).toBe('Labelwise Admin');
    expect(documentTitle('Labelwise Admin', undefined, { dynamicTitle: true })).toBe('Labelwise Admin');
  });
});
