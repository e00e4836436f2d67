/**
 * Refusals as codes: the admin words a refusal from the contract's code and parameters in `data`, so each one an
 * operator meets must carry them, with the field as the admin's forms spell it.
 */
import { describe, expect, it } from 'vitest';
import { REFUSALS, readRefusal } from '@labelwise/contract';
import { ENGINES, operatorSuite, setConfig, uploadAs, type TestApp } from './helpers.js';

for (const engine of ENGINES) {
  describe(`refusal codes (${engine})`, () => {
    let admin = '';
    let editor = '';
    let t: TestApp;
    const call = operatorSuite(engine, (o) => {
      ({ admin, editor, t } = o);
    });
    const refusalOf = (body: string) => readRefusal((JSON.parse(body) as { data?: unknown }).data);

    it('an editor uploading a .zip reads which type needs which permission', async () => {
      const r = await uploadAs(t.app, editor, 'labels.zip', Buffer.from('PK\x03\x04rest'));
      expect(r.statusCode).toBe(403);
      expect(refusalOf(r.body)).toEqual({
        reason: 'installerUpload',
        field: 'file',
        params: { ext: 'zip', effect: 'installerFile', permission: 'site:driver:edit' },
      });
    });

    it('deleting a model with published drivers names the model', async () => {
      const model = await t.app.ctx.db
        .selectFrom('printer_models as m')
        .innerJoin('drivers as d', 'd.model_id', 'm.id')
        .select(['m.id', 'm.name'])
        .where('d.status', '=', '0')
        .executeTakeFirstOrThrow();
      // The list says so first, so the admin does not offer the deletion to the editor at all.
      const rows = (await call('GET', `/site/model/list?name=${encodeURIComponent(model.name)}`, editor)).json()
        .rows as Array<{
        modelId: number;
        published?: { drivers: boolean };
      }>;
      expect(rows.find((row) => row.modelId === model.id)?.published?.drivers).toBe(true);
      const r = await call('DELETE', `/site/model/${model.id}`, editor);
      expect(r.statusCode).toBe(403);
      expect(refusalOf(r.body)).toMatchObject({
        reason: 'modelHasPublished',
        field: 'modelId',
        params: { model: model.name, what: 'drivers', permission: 'site:driver:edit' },
      });
    });

    it('a route permission the caller lacks is named', async () => {
      const r = await call('DELETE', '/system/user/999', editor);
      expect(r.statusCode).toBe(403);
      expect(refusalOf(r.body)).toEqual({ reason: 'needsPermission', params: { permission: 'system:user:remove' } });
    });

    it('deleting your own account says so, on the userId', async () => {
      const me = (await call('GET', '/getInfo', admin)).json().user as { userId: number };
      const r = await call('DELETE', `/system/user/${me.userId}`, admin);
      expect(refusalOf(r.body)).toEqual({ reason: 'ownAccountDelete', field: 'userId', params: {} });
    });

    it('a duplicate user name is refused on userName, the field the form has', async () => {
      const r = await call('POST', '/system/user', admin, {
        userName: 'editor',
        nickName: 'Second editor',
        password: 'long-enough-1',
      });
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().msg).toMatch(/^userName: /);
      expect(refusalOf(r.body)).toEqual({ reason: 'alreadyExists', field: 'userName', params: {} });
    });

    it('the configured upload limit is what the upload box is told and what a 413 names', async () => {
      await setConfig(t.app, 'sys.upload.maxSizeMb', '1');
      try {
        const limits = await call('GET', '/common/upload/limits', editor);
        expect(limits.json().data).toEqual({ maxSizeMb: 1 });
        const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
        const r = await uploadAs(t.app, admin, 'manual.pdf', pdf);
        expect(r.statusCode).toBe(413);
        expect(refusalOf(r.body)).toEqual({ reason: 'fileTooLarge', field: 'file', params: { maxMb: 1 } });
      } finally {
        await setConfig(t.app, 'sys.upload.maxSizeMb', '5');
      }
    });

    it('a 404 of a row that is gone carries a code', async () => {
      const r = await call('DELETE', '/site/contact/987654', admin);
      expect(r.statusCode).toBe(404);
      expect(refusalOf(r.body)?.reason).toBe('notFound');
    });
  });
}

describe('the refusal table', () => {
  it("every English sentence uses only its own parameters, so the admin's sentences can", () => {
    for (const [code, { params, en }] of Object.entries(REFUSALS)) {
      const used = [...en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of used) expect(params as readonly string[], `${code} uses {${name}}`).toContain(name);
    }
  });
});
