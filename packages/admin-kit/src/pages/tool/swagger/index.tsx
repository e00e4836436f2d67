import { LoadingOverlay } from '@labelwise/ui';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useAdminRuntime } from '../../../shell/runtime';
import { Panel } from '../../shared/parts';
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

/**
 * The API reference (tool:swagger:list): the server's OpenAPI document in Swagger UI, a maintained viewer, for
 * reading only; the menu entry is shown only to roles that hold the permission.
 */
export default function ApiDocsPage() {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  return (
    <Panel aria-labelledby="lw-admin-api-docs">
      <h2 id="lw-admin-api-docs">{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.intro)}</p>
      <Reference>
        <Suspense fallback={<LoadingOverlay visible label={intl.formatMessage(messages.loading)} />}>
          <ApiReference url={client.resolveUrl('/docs')} />
        </Suspense>
      </Reference>
    </Panel>
  );
}
