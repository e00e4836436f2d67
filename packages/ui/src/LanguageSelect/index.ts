export { LanguageSelect, enabledLanguageOptions } from './LanguageSelect';
export type { LanguageSelectProps } from './LanguageSelect';
