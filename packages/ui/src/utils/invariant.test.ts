import { afterEach, describe, expect, it, vi } from 'vitest';
import { devWarning, invariant } from './invariant';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('invariant', () => {
  it('throws a message naming the component in development and tests', () => {
    expect(() => invariant('Pagination', false, 'pagerCount must be odd.')).toThrow(
      '[labelwise/ui: Pagination] pagerCount must be odd.',
    );
    expect(() => invariant('Pagination', true, 'never shown')).not.toThrow();
  });

  it('never throws in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => invariant('Pagination', false, 'pagerCount must be odd.')).not.toThrow();
  });
});

describe('devWarning', () => {
  it('warns in development and stays silent in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    devWarning('LabelwiseProvider', 'no catalog');
    expect(warn).toHaveBeenCalledWith('[labelwise/ui: LabelwiseProvider] no catalog');
    warn.mockClear();
    vi.stubEnv('NODE_ENV', 'production');
    devWarning('LabelwiseProvider', 'no catalog');
    expect(warn).not.toHaveBeenCalled();
  });
});
