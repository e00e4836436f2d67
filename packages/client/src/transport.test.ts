import { describe, expect, it } from 'vitest';
import { readTransportError } from './transport.js';

describe('readTransportError', () => {
  it.each([
    ['Network Error', 'network', 0],
    ['Failed to fetch', 'network', 0],
    ['fetch failed', 'network', 0],
    ['NetworkError when attempting to fetch resource.', 'network', 0],
    ['Load failed', 'network', 0],
    ['timeout of 600000ms exceeded', 'timeout', 0],
    ['Request failed with status code 503', 'http', 503],
  ])('%s → %s', (text, kind, status) => {
    expect(readTransportError(new Error(text))).toEqual({ kind, status, recognised: true });
  });

  it('recognises error names and TypeErrors; anything else is an unrecognised network error', () => {
    const timeout = new Error('Request timed out: GET http://x');
    timeout.name = 'TimeoutError';
    expect(readTransportError(timeout).kind).toBe('timeout');
    expect(readTransportError(new TypeError('whatever'))).toEqual({ kind: 'network', status: 0, recognised: true });
    expect(readTransportError(new Error('Something odd'))).toEqual({ kind: 'network', status: 0, recognised: false });
  });
});
