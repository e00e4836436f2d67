import { REFUSAL_CODES, REFUSALS } from '@labelwise/contract';
import { locales } from '@labelwise/ui/messages';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '../test/intl';
import { HttpError } from '@labelwise/client';
import { withRefusalField } from './client';
import { codeMessage } from './errorMessages';

const de = formatterFor('de-de');
const zh = formatterFor('zh-cn');

describe('refusals the API coded', () => {
  it('an editor uploading a .zip reads which type needs which permission, in German', () => {
    const data = { reason: 'installerUpload', field: 'file', params: { ext: 'zip', permission: 'site:driver:edit' } };
    const text = codeMessage(de, 403, 'file: .zip is an installer type; this needs site:driver:edit', data);
    expect(text).toBe(
      '.zip-Dateien sind Installationsprogramme: Zum Hochladen ist die Berechtigung site:driver:edit nötig.',
    );
  });

  it('names the model whose published drivers stop its deletion, not "No permission"', () => {
    const data = { reason: 'modelHasPublished', field: 'modelId', params: { model: 'OPW-900', permission: 'p:q:r' } };
    const text = codeMessage(zh, 403, 'modelId: model OPW-900 has published drivers', data);
    expect(text).toContain('OPW-900');
    expect(text).toContain('p:q:r');
    expect(text).not.toBe(codeMessage(zh, 403));
  });

  it('a code this build does not know falls back to the wording of the code', () => {
    expect(codeMessage(de, 409, 'x: y', { reason: 'fromTheFuture', params: {} })).toBe(codeMessage(de, 409, 'x: y'));
  });

  it('every code is worded in every locale with all its parameters', () => {
    for (const locale of locales) {
      const format = formatterFor(locale);
      for (const code of REFUSAL_CODES) {
        const params = Object.fromEntries(REFUSALS[code].params.map((name) => [name, `«${name}»`]));
        const text = codeMessage(format, 400, 'f: x', { reason: code, params });
        const used = [...REFUSALS[code].en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        for (const name of used) expect(text, `${locale} ${code}`).toContain(`«${name}»`);
      }
    }
  });

  it('a coded refusal names its field, even on a 403 whose wording the shared client does not know', () => {
    const data = { reason: 'adminAccountOnly', field: 'userId', params: {} };
    const error = new HttpError({ kind: 'business', status: 403, code: 403, message: 'x', data });
    expect(error.field).toBeUndefined();
    expect(withRefusalField(error).field).toBe('userId');
    const plain = new HttpError({ kind: 'business', status: 403, code: 403, message: 'x' });
    expect(withRefusalField(plain)).toBe(plain);
  });
});
