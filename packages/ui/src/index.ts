// Tokens and theme
export * from './tokens';
export * from './theme';
// The catalogs themselves are separate entry points (`@labelwise/ui/messages/<locale>`, or all six from
// `@labelwise/ui/messages`), so a page ships only its own language's strings.
export { locales, languageOptions, defaultLocale, toBcp47, isLocale } from './i18n/locales';
export type { Locale, LanguageOption, TranslatedLocale } from './i18n/locales';
export { defineMessages } from './i18n/defineMessages';
export type { Catalog, MessageDescriptor, Translations } from './i18n/defineMessages';
export { isExternalHref } from './utils/href';

// Primitives
export * from './Box';
export * from './Stack';
export * from './Heading';
export * from './Text';
export * from './Badge';
export * from './DescriptionList';
export * from './VisuallyHidden';
export * from './Checkbox';
export * from './RadioGroup';
export * from './Switch';
export * from './Icon';
export * from './Button';
export * from './Link';
export * from './Dialog';
export * from './AlertDialog';
export * from './DropdownMenu';
export * from './ContextMenu';
export * from './Accordion';
export * from './Select';
export * from './Tooltip';
export * from './Toast';
export * from './Tabs';
export * from './Input';
export * from './Textarea';
export * from './FormField';
export * from './Table';
export * from './EmptyState';
export * from './LoadingOverlay';

// Product components
export * from './TopBar';
export * from './Footer';
export * from './FeaturesDialog';
export * from './VideoDialog';
export * from './TagsView';
export * from './Sidebar';
export * from './Upload';
export * from './Pagination';
export * from './DriverTable';
export * from './ManualsTable';
export * from './CompatibilityChart';
export * from './Breadcrumb';
export * from './HeaderSearch';
export * from './SizeSelect';
export * from './LanguageSelect';
export * from './SettingsDrawer';
