import { createRequestClient } from '../request/client';
import type { RequestClientConfig } from '../request/context';
import { createMemoryTokenStore, type MemoryTokenStore } from '../request/tokenStore';
import type { Notice, TokenStore } from '../request/types';
import { formatterFor } from './intl';

/**
 * A real request client for tests: English messages, a signed-in token, notices collected in `notices`, and a
 * session-expired prompt that answers "stay". `overrides` swap any part (the fetch, the token store, the clock).
 */
export function createTestClient<S extends TokenStore = MemoryTokenStore>(
  overrides: Partial<Omit<RequestClientConfig, 'tokenStore'>> & { tokenStore?: S } = {},
) {
  const notices: Notice[] = [];
  const tokenStore: S | MemoryTokenStore = overrides.tokenStore ?? createMemoryTokenStore('tok-1');
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
