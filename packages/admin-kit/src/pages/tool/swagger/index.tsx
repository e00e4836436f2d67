import { EmptyState, LoadingOverlay } from '@labelwise/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { Panel } from '../../../crud/pageParts';
import { messages } from './swagger.messages';

// Swagger UI is large: it is fetched when this page opens, never with the rest of the back office.
const ApiReference = lazy(() => import('./ApiReference'));

const Reference = styled.div`
  min-height: 320px;
  position: relative;

  /* Nothing is sent from here, so there is nothing to authorize. */
  .swagger-ui .scheme-container {
    display: none;
  }
`;

type Loaded = { spec: object } | { error: string } | null;

/**
 * The API reference (tool:swagger:list): the server's OpenAPI document in Swagger UI, a maintained viewer, for
 * reading only; the menu entry is shown only to roles that hold the permission. The document is fetched with the
 * operator's session (production serves it to operators only) and handed to the viewer whole.
 */
export default function ApiDocsPage() {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    void client.document<object>('/docs').then((r) => {
      if (live) setLoaded(r.ok ? { spec: r.data } : { error: r.message });
    });
    return () => {
      live = false;
    };
  }, [client]);
  const loading = <LoadingOverlay visible label={intl.formatMessage(messages.loading)} />;
  return (
    <Panel aria-labelledby="lw-admin-api-docs">
      <h2 id="lw-admin-api-docs">{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.intro)}</p>
      <Reference>
        {loaded === null ? (
          loading
        ) : 'error' in loaded ? (
          <EmptyState title={intl.formatMessage(messages.failed)} description={loaded.error} />
        ) : (
          <Suspense fallback={loading}>
            <ApiReference spec={loaded.spec} />
          </Suspense>
        )}
      </Reference>
    </Panel>
  );
}
