import { EmptyState } from '@labelwise/ui';
import { M, Page, SiteLink } from './parts';

/** /404 (spec §2: outside the layout, hidden). Every unknown path lands here in the visitor's locale. */
export default function NotFoundPage() {
  return (
    <Page>
      <EmptyState
        role="status"
        headingLevel={1}
        title={<M id="site.route.notFoundTitle" />}
        description={<M id="site.route.notFoundDescription" />}
        action={
          <SiteLink to="/">
            <M id="site.common.backHome" />
          </SiteLink>
        }
      />
    </Page>
  );
}
