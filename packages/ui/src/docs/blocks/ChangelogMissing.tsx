import { FormattedMessage } from 'react-intl';
import { messages } from '../docs.messages';
import { DocsProvider } from './DocsProvider';

/** Shown on the Changelog page before the first release has written CHANGELOG.md. */
export function ChangelogMissing() {
  return (
    <DocsProvider>
      <p>
        <FormattedMessage {...messages.changelogMissing} />
      </p>
    </DocsProvider>
  );
}
