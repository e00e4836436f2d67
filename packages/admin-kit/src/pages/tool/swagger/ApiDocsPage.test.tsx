import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import ApiDocsPage from './index';

// Swagger UI itself is exercised in the browser (e2e admin-api-docs); here the page's own part: what it fetches.
vi.mock('./ApiReference', () => ({
  default: ({ spec }: { spec: { info: { title: string } } }) => <p>Reference of {spec.info.title}</p>,
}));

describe('API docs page', () => {
  it('fetches the OpenAPI document with the session and hands it to the viewer', async () => {
    const { calls } = renderPage(<ApiDocsPage />, {
      permissions: ['tool:swagger:list'],
      respond: () => json({ openapi: '3.0.3', info: { title: 'Labelwise API', version: '1.0.0' }, paths: {} }),
    });
    expect(await screen.findByText('Reference of Labelwise API')).toBeInTheDocument();
    const docs = calls.find((c) => new URL(c.url).pathname === '/api-v1.0/docs')!;
    expect(docs.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('says why when the document is refused, instead of an empty page', async () => {
    renderPage(<ApiDocsPage />, {
      permissions: ['tool:swagger:list'],
      respond: () => json({ code: 403, msg: 'No permission for the current operation' }, 403),
    });
    expect(await screen.findByText('The API reference could not be loaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Reference of/)).not.toBeInTheDocument());
  });
});
