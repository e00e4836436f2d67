import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Route titles are either the server's own text (menu names) or, for the shell's constant routes, a message id
 * (`admin.layout.dashboard`). Keeping the id in the route lets the language switch retitle tags and crumbs in place.
 */
export function useRouteTitle(): (title: string | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (title) => {
      if (!title) return '';
      return /^admin\.[a-z]+\.[A-Za-z]+$/.test(title) && intl.messages[title] !== undefined
        ? intl.formatMessage({ id: title })
        : title;
    },
    [intl],
  );
}
