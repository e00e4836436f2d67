export { SettingsDrawer, defaultLayoutSettings } from './SettingsDrawer';
export type { SettingsDrawerProps, LayoutSettings, LayoutSwitch } from './SettingsDrawer';
