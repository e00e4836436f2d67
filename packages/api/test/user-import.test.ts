/**
 * Users from the .xlsx template, as RuoYi imports them: no password column; every imported user gets the initial
 * password of System → Configuration (`sys.user.initPassword`), which must pass the password policy, and must
 * change it at the first sign-in (the sign-in and `/getInfo` say so until they have).
 */
import { describe, expect, it } from 'vitest';
import {
  ENGINES,
  P,
  bearer,
  filledTemplate as filledTemplateOf,
  importSheet,
  operatorSuite,
  type ImportColumn,
  type TestApp,
} from './helpers.js';

const INITIAL = 'Paper-Roll-Ready-58';
const COLUMNS: ImportColumn[] = [
  { key: 'userName', header: 'User name' },
  { key: 'nickName', header: 'Nickname' },
  { key: 'email', header: 'E-mail' },
  { key: 'status', header: 'Status', labels: { '0': 'Normal', '1': 'Disabled' } },
];

describe.each(ENGINES)('user import (.xlsx) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  operatorSuite(engine, (o) => ({ t, admin } = o));

  const filledTemplate = (rows: unknown[][]) =>
    filledTemplateOf(t.app, admin, '/system/user', { columns: COLUMNS, sheet: 'Users' }, rows);
  const importUsers = (file: Buffer) => importSheet(t.app, admin, '/system/user', COLUMNS, file);
  const setInitial = async (value: string) => {
    await t.app.ctx.db
      .updateTable('configs')
      .set({ config_value: value })
      .where('config_key', '=', 'sys.user.initPassword')
      .execute();
    t.app.ctx.clearConfigCache();
  };
  const stored = async (prefix: string) =>
    t.app.ctx.db
      .selectFrom('users')
      .select(['user_name', 'status', 'password_change_required'])
      .where('user_name', 'like', `${prefix}%`)
      .orderBy('user_name')
      .execute();

  it('the template has no password column, and a password column is refused', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${P}/system/user/import-template`,
      headers: bearer(admin),
      payload: { columns: [{ key: 'password', header: 'Password' }] },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().data).toMatchObject({ field: 'columns', reason: 'notAnOption' });
  });

  it('imported users get the initial password and must change it before anything else', async () => {
    const r = await importUsers(
      await filledTemplate([
        ['impann', 'Ann', 'ann@example.com', 'Normal'],
        ['impbob', 'Bob', '', 'Disabled'],
      ]),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ imported: 2 });
    expect(await stored('imp')).toEqual([
      { user_name: 'impann', status: '0', password_change_required: true },
      { user_name: 'impbob', status: '1', password_change_required: true },
    ]);

    const signIn = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      payload: { username: 'impann', password: INITIAL },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.passwordChangeRequired).toBe(true);
    const token = signIn.json().token as string;
    const info = await t.app.inject({ method: 'GET', url: `${P}/getInfo`, headers: bearer(token) });
    expect(info.json().data.user.passwordChangeRequired).toBe(true);
    // Until then the API refuses everything a permission guards, saying why; the menu still loads.
    const reason = async () =>
      (await t.app.inject({ method: 'GET', url: `${P}/site/driver/list`, headers: bearer(token) })).json().data
        ?.reason as string;
    expect(await reason()).toBe('passwordChangeRequired');
    expect((await t.app.inject({ method: 'GET', url: `${P}/getRouters`, headers: bearer(token) })).statusCode).toBe(
      200,
    );

    const changed = await t.app.inject({
      method: 'PUT',
      url: `${P}/system/user/profile/updatePwd`,
      headers: bearer(token),
      payload: { oldPassword: INITIAL, newPassword: 'Ann-Picks-Her-Own-77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `${P}/getInfo`, headers: bearer(token) });
    expect(after.json().data.user.passwordChangeRequired).toBe(false);
    // An imported account has no role yet: now the route's own permission is what it lacks.
    expect(await reason()).toBe('needsPermission');
    const again = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      payload: { username: 'impann', password: 'Ann-Picks-Her-Own-77' },
    });
    expect(again.json().data.passwordChangeRequired).toBe(false);
    // Accounts made in the form keep the password their operator chose for them.
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(adminLogin.json().data.passwordChangeRequired).toBe(false);
  });

  it('an initial password the policy refuses refuses the whole file, naming the setting', async () => {
    await setInitial('123456');
    try {
      const r = await importUsers(await filledTemplate([['impweak', 'Weak', '', 'Normal']]));
      expect(r.statusCode).toBe(400);
      expect(r.json().data).toMatchObject({ field: 'file', reason: 'importInitPassword' });
      await setInitial('');
      const empty = await importUsers(await filledTemplate([['impweak', 'Weak', '', 'Normal']]));
      expect(empty.json().data).toMatchObject({ field: 'file', reason: 'importInitPassword' });
      expect(await stored('impweak')).toEqual([]);
    } finally {
      await setInitial(INITIAL);
    }
  });

  it('a row whose user name is taken: nothing is stored, and that row is named', async () => {
    const r = await importUsers(
      await filledTemplate([
        ['impcarl', 'Carl', '', 'Normal'],
        ['admin', 'Again', '', 'Normal'],
      ]),
    );
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().data).toMatchObject({ reason: 'importRows', params: { count: 1 } });
    expect(r.json().data.rows).toEqual([{ row: 4, column: 'userName', reason: 'alreadyExists', params: {} }]);
    expect(await stored('impcarl')).toEqual([]);
  });
});
