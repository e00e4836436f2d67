import type { ContentItem } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOfState,
  checkState,
  errorAt,
  linesToList,
  missingOf,
  problemsOfRefusal,
  sameState,
  stateOfItem,
  tabHasError,
} from './editorState';

const item: ContentItem = {
  itemId: 4,
  kind: 'guide',
  key: 'd520',
  sort: 10,
  status: '0',
  shared: { draft: { name: 'D520BT (new)' }, published: { name: 'D520BT' } },
  texts: {
    'en-us': { draft: { intro: 'New' }, published: { intro: 'Old' } },
    'de-de': { draft: null, published: { intro: 'Alt' } },
  },
  hasDraft: true,
  missingLocales: ['zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'],
  publishedAt: '2026-11-24T00:00:00.000Z',
  publishedBy: 'admin',
  updatedAt: '2026-11-24T01:00:00.000Z',
  updatedBy: 'editor',
};

describe('content editor state', () => {
  it('edits the draft when there is one, so a locale the draft dropped stays missing', () => {
    const state = stateOfItem(item);
    expect(state.shared).toEqual({ name: 'D520BT (new)' });
    expect(state.texts).toEqual({ 'en-us': { intro: 'New' } });
    expect(missingOf(state)).toEqual(['zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es']);
  });

  it('edits the published version when there is no draft', () => {
    const state = stateOfItem({ ...item, hasDraft: false });
    expect(state.shared).toEqual({ name: 'D520BT' });
    expect(Object.keys(state.texts)).toEqual(['en-us', 'de-de']);
  });

  it('sends the whole item and notices a change', () => {
    const state = stateOfItem(item);
    expect(bodyOfState(state)).toEqual({
      key: 'd520',
      sort: 10,
      status: '0',
      shared: { name: 'D520BT (new)' },
      texts: { 'en-us': { intro: 'New' } },
    });
    expect(sameState(state, stateOfItem(item))).toBe(true);
    expect(sameState(state, { ...state, texts: { ...state.texts, 'fr-fr': { intro: '' } } })).toBe(false);
  });

  it('finds every problem with the contract’s schema, by the paths the API uses', () => {
    const problems = checkState(
      { kind: 'guide' },
      {
        key: 'bad key',
        sort: 0,
        status: '0',
        shared: { name: '', connections: ['serial'], sections: [] },
        texts: { 'de-de': { steps: { usb: [''] } } },
      },
    );
    expect(Object.keys(problems)).toEqual(
      expect.arrayContaining(['key', 'shared.name', 'shared.connections.0', 'texts.de-de.steps.usb.0']),
    );
    expect(errorAt(problems, 'texts.de-de.steps')).toBe(problems['texts.de-de.steps.usb.0']);
    expect(tabHasError(problems, 'texts.de-de')).toBe(true);
    expect(tabHasError(problems, 'texts.fr-fr')).toBe(false);
  });

  it('reads the API’s list of problems, or the single field of its message', () => {
    expect(
      problemsOfRefusal(
        { errors: [{ field: 'shared.photo', problem: 'must be an http(s) URL' }] },
        'shared.photo',
        'shared.photo: must be an http(s) URL',
      ),
    ).toEqual({ 'shared.photo': 'must be an http(s) URL' });
    expect(problemsOfRefusal(undefined, 'key', 'already exists')).toEqual({ key: 'already exists' });
    expect(problemsOfRefusal(undefined, undefined, 'No permission')).toEqual({});
  });

  it('turns a textarea into steps, one per line, blank lines dropped', () => {
    expect(linesToList(' Plug in.\n\n  Turn on. \r\n')).toEqual(['Plug in.', 'Turn on.']);
  });
});
