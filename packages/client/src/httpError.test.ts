import { describe, expect, it } from 'vitest';
import { fieldErrorOf, HttpError, isAbortError, isHttpError } from './httpError.js';

const refusal = (field?: string) =>
  new HttpError({ kind: 'business', message: 'Too long: at most 120 characters.', status: 400, code: 400, field });

describe('HttpError', () => {
  it('defaults status to 0 and code to null, and keeps its cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new HttpError({ kind: 'network', message: 'offline', cause });
    expect(error).toMatchObject({ name: 'HttpError', status: 0, code: null, message: 'offline' });
    expect(error.cause).toBe(cause);
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(cause)).toBe(false);
  });

  it('fieldErrorOf gives the message under a field the form shows, nested API names included', () => {
    expect(fieldErrorOf(refusal('title'), ['title', 'version'])).toEqual({
      field: 'title',
      message: 'Too long: at most 120 characters.',
    });
    expect(fieldErrorOf(refusal('roles.0'), ['roles'])).toEqual({
      field: 'roles',
      message: 'Too long: at most 120 characters.',
    });
    expect(fieldErrorOf(refusal('modelId'), ['title'])).toBeUndefined();
    expect(fieldErrorOf(refusal(), ['title'])).toBeUndefined();
    expect(fieldErrorOf(new HttpError({ kind: 'duplicate', message: 'x', field: 'title' }), ['title'])).toBeUndefined();
  });

  it('tells a caller abort apart', () => {
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('nope'))).toBe(false);
  });
});
