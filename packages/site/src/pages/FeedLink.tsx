import { driverFeedPath } from '@labelwise/contract/guides';
import { Link } from '@labelwise/ui';
import { M } from './parts';

/** A visible link to the model's Atom feed of driver releases, for a feed reader to alert on new versions. */
export function FeedLink({ model }: { model: { guidePath: string; name: string } }) {
  return (
    <p>
      <Link href={driverFeedPath(model)} type="application/atom+xml">
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" focusable="false">
          <circle cx="3" cy="13" r="2" fill="currentColor" />
          <path d="M1 7a8 8 0 0 1 8 8M1 2a13 13 0 0 1 13 13" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>{' '}
        <M id="site.releases.feed" values={{ model: model.name }} />
      </Link>
    </p>
  );
}
