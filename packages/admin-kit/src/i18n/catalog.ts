import { buildCatalog, locales, type Catalog, type Locale, type MessageGroup } from '@labelwise/ui/messages';
/**
 * Every message group of admin-kit: each module keeps its strings beside its code in a `*.messages.ts` file, and
 * the catalog finds them all, so a new page's strings cannot be left out (they would show in English everywhere).
 */
const groupModules = import.meta.glob<MessageGroup>('../**/*.messages.ts', { eager: true });

export const adminMessageGroups: readonly MessageGroup[] = Object.keys(groupModules)
  .sort()
  .map((path) => {
    const group = groupModules[path]!;
    if (!group.messages || !group.translations)
      throw new Error(`${path} must export \`messages\` and \`translations\` (a message group)`);
    return group;
  });

/** admin-kit's strings per locale; merge them with `uiMessages` of `@labelwise/ui` into the IntlProvider. */
export const adminMessages: Record<Locale, Catalog> = Object.fromEntries(
  locales.map((locale) => [locale, buildCatalog(locale, adminMessageGroups)]),
) as Record<Locale, Catalog>;
