import { describe, expect, it } from 'vitest';
import { canRemoveDriver, emptyDriverDraft, validateDriver } from './driverForm';

describe('validateDriver', () => {
  it('names every missing required field', () => {
    expect(validateDriver(emptyDriverDraft)).toEqual({
      modelId: true,
      title: true,
      version: true,
      releaseDate: true,
      file: true,
    });
  });

  it('passes a complete draft and treats blank text as missing', () => {
    const complete = {
      ...emptyDriverDraft,
      modelId: '3',
      title: 'Driver',
      version: '3.10.0',
      releaseDate: '2026-03-12',
      file: { fileName: 'upload/x.exe', size: 10, sha256: 'ab' },
    };
    expect(validateDriver(complete)).toEqual({});
    expect(validateDriver({ ...complete, title: '   ' })).toEqual({ title: true });
    expect(validateDriver({ ...complete, releaseDate: '12/03/2026' })).toEqual({ releaseDate: true });
  });
});

describe('canRemoveDriver', () => {
  it('follows the API: remove deletes hidden drivers; a published one needs edit as well', () => {
    expect(canRemoveDriver({ status: '1' }, { remove: true, edit: false })).toBe(true);
    expect(canRemoveDriver({ status: '0' }, { remove: true, edit: false })).toBe(false);
    expect(canRemoveDriver({ status: '0' }, { remove: true, edit: true })).toBe(true);
    expect(canRemoveDriver({ status: '1' }, { remove: false, edit: true })).toBe(false);
    // The list may leave the status out: treat it as published, the safe side.
    expect(canRemoveDriver({}, { remove: true, edit: false })).toBe(false);
  });
});
