import { toBcp47, type Locale } from '@labelwise/ui';
import { buildCatalog, uiMessages, type MessageGroup } from '@labelwise/ui/messages';
import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { adminMessages } from '../../i18n/catalog';
import { AdminRuntimeContext, type AdminRuntime } from '../../runtime/adminRuntime';

/**
 * admin-kit's strings, the given page groups and the library's, in the story's language, with times in UTC so a
 * screenshot does not depend on the machine's zone.
 */
export const withPageMessages =
  (groups: readonly MessageGroup[]): Decorator =>
  (Story, context) => {
    const locale = (context.globals.locale as Locale | undefined) ?? 'en-us';
    return (
      <IntlProvider
        locale={toBcp47(locale)}
        defaultLocale="en-US"
        timeZone="UTC"
        messages={{ ...uiMessages[locale], ...adminMessages[locale], ...buildCatalog(locale, groups) }}
      >
        <Story />
      </IntlProvider>
    );
  };

/** The admin runtime (request client, notices) a story's component reads; with `withPageMessages` outside it. */
export const withAdminRuntime =
  (runtime: AdminRuntime): Decorator =>
  (Story) => (
    <AdminRuntimeContext.Provider value={runtime}>
      <Story />
    </AdminRuntimeContext.Provider>
  );
