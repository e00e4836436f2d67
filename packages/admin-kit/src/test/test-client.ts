import { createRequestClient } from '../request/client';
import type { RequestClientConfig } from '../request/context';
import { createMemoryTokenStore } from '../request/token-store';
import type { Notice } from '../request/types';
import { formatterFor } from './intl';

/**
 * A real request client for tests: English messages, a signed-in token, notices collected in `notices`, and a
 * session-expired prompt that answers "stay". `overrides` swap any part (the fetch, the token store, the clock).
 */
export function createTestClient(overrides: Partial<RequestClientConfig> = {}) {
  const notices: Notice[] = [];
  const tokenStore = overrides.tokenStore ?? createMemoryTokenStore('tok-1');
  const client = createRequestClient({
    origin: 'http://admin.test',
    tokenStore,
    formatMessage: formatterFor('en-us'),
    notify: (notice) => notices.push(notice),
    onSessionExpired: () => Promise.resolve('stay'),
    ...overrides,
  });
  return { client, tokenStore, notices };
}
