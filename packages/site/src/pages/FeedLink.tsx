import { driverFeedPath } from '@labelwise/contract/guides';
import { Icon, Link, RssIcon } from '@labelwise/ui';
import { M } from './parts';

/** A visible link to the model's Atom feed of driver releases, for a feed reader to alert on new versions. */
export function FeedLink({ model }: { model: { guidePath: string; name: string } }) {
  return (
    <p>
      <Link href={driverFeedPath(model)} type="application/atom+xml">
        <Icon icon={RssIcon} size="sm" /> <M id="site.releases.feed" values={{ model: model.name }} />
      </Link>
    </p>
  );
}
