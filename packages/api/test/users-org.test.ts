import { USER_POSTS_MAX } from '@labelwise/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { migrate, migrations } from '../src/db/migrations.js';
import { createTaggedSchema, dropSchemaAt } from '../scripts/pg-url.js';
import {
  caller,
  ENGINES,
  makeOperatorApp,
  PG_URL,
  tableCounts,
  testSchemaName,
  tokenWith,
  type EngineName,
  type TestApp,
} from './helpers.js';

interface UserDto {
  userId: number;
  userName: string;
  deptId: number | null;
  deptName: string | null;
  postIds: number[];
}

describe.each(ENGINES)('users in departments and posts on %s', (engine) => {
  let t: TestApp, admin: string;
  beforeAll(async () => void ({ t, admin } = await makeOperatorApp(engine)));
  afterAll(async () => t?.close());
  const call = caller(() => t);

  const deptId = async (name: string): Promise<number> =>
    (await call('GET', '/system/dept/list', admin)).json().data.find((d: { deptName: string }) => d.deptName === name)
      .deptId;
  const postId = async (code: string): Promise<number> =>
    (await call('GET', '/system/post/list', admin)).json().rows.find((p: { postCode: string }) => p.postCode === code)
      .postId;
  const user = async (id: number): Promise<UserDto> => (await call('GET', `/system/user/${id}`, admin)).json().data;
  const listed = async (query: string): Promise<string[]> =>
    (await call('GET', `/system/user/list?pageSize=50&${query}`, admin))
      .json()
      .rows.map((u: UserDto) => u.userName)
      .sort();
  let seq = 0;
  const addUser = async (body: Record<string, unknown>) => {
    const r = await call('POST', '/system/user', admin, {
      userName: `org_${engine}_${++seq}`,
      nickName: 'Org user',
      password: 'long-enough-1',
      ...body,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.userId as number;
  };

  it('the demo users sit in a department with a post, shown in the list', async () => {
    const rows: UserDto[] = (await call('GET', '/system/user/list?userName=admin', admin)).json().rows;
    expect(rows.find((u) => u.userName === 'admin')).toMatchObject({
      deptId: await deptId('Head office'),
      deptName: 'Head office',
      postIds: [await postId('ceo')],
    });
    const editor: UserDto[] = (await call('GET', '/system/user/list?userName=editor', admin)).json().rows;
    expect(editor[0]).toMatchObject({ deptName: 'Marketing', postIds: [await postId('user')] });
  });

  it('creates a user in a department with two posts, moves them, and takes the posts away', async () => {
    const engineering = await deptId('Engineering');
    const posts = [await postId('se'), await postId('hr')].sort((a, b) => a - b);
    const id = await addUser({ deptId: engineering, postIds: posts });
    expect(await user(id)).toMatchObject({ deptId: engineering, deptName: 'Engineering', postIds: posts });

    const sales = await deptId('Sales');
    const moved = await call('PUT', '/system/user', admin, { userId: id, deptId: sales, postIds: [posts[0]] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await user(id)).toMatchObject({ deptId: sales, deptName: 'Sales', postIds: [posts[0]] });

    // A PUT without the fields keeps them; null and [] clear them.
    await call('PUT', '/system/user', admin, { userId: id, nickName: 'Renamed' });
    expect(await user(id)).toMatchObject({ nickName: 'Renamed', deptId: sales, postIds: [posts[0]] });
    await call('PUT', '/system/user', admin, { userId: id, deptId: null, postIds: [] });
    expect(await user(id)).toMatchObject({ deptId: null, deptName: null, postIds: [] });
  });

  it('filters the list by a department and everything below it', async () => {
    const finance = await addUser({ deptId: await deptId('Finance') });
    const service = await addUser({ deptId: await deptId('Customer service') });
    const names = async (id: number) => (await user(id)).userName;
    const [financeName, serviceName] = [await names(finance), await names(service)];

    const company = await listed(`deptId=${await deptId('Labelwise')}`);
    expect(company).toEqual(expect.arrayContaining(['admin', 'editor', financeName, serviceName]));
    const office = await listed(`deptId=${await deptId('Head office')}`);
    expect(office).toEqual(expect.arrayContaining(['admin', 'editor', financeName]));
    expect(office).not.toContain(serviceName);
    expect(await listed(`deptId=${await deptId('Finance')}`)).toEqual([financeName]);
    expect(await listed(`deptId=${await deptId('Europe branch')}&userName=${serviceName}`)).toEqual([serviceName]);
    // The total counts the filtered users too, for the pager.
    const page = (await call('GET', `/system/user/list?deptId=${await deptId('Finance')}`, admin)).json();
    expect(page.total).toBe(1);

    const bad = await call('GET', '/system/user/list?deptId=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^deptId: /);
  });

  it('refuses a department or post that does not exist under its field, and stores nothing', async () => {
    const counts = await tableCounts(t.app);
    const base = { userName: `org_${engine}_missing`, nickName: 'Missing', password: 'long-enough-1' };
    const tooMany = Array.from({ length: USER_POSTS_MAX + 1 }, (_, i) => i + 1);
    for (const [extra, field] of [
      [{ deptId: 999_999 }, 'deptId'],
      [{ deptId: 0 }, 'deptId'],
      [{ deptId: 'sales' }, 'deptId'],
      [{ postIds: [await postId('ceo'), 999_999] }, 'postIds'],
      [{ postIds: tooMany }, 'postIds'],
      [{ postIds: 'ceo' }, 'postIds'],
    ] as const) {
      const r = await call('POST', '/system/user', admin, { ...base, ...extra });
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, msg: expect.stringMatching(new RegExp(`^${field}: `)) });
    }
    const id = (await call('GET', '/system/user/list?userName=editor', admin)).json().rows[0].userId;
    const put = await call('PUT', '/system/user', admin, { userId: id, deptId: 999_999 });
    expect([put.statusCode, put.json().msg]).toEqual([400, 'deptId: refers to a department that does not exist']);
    const putPost = await call('PUT', '/system/user', admin, { userId: id, postIds: [999_999] });
    expect([putPost.statusCode, putPost.json().msg]).toEqual([400, 'postIds: refers to a post that does not exist']);
    expect(await tableCounts(t.app)).toEqual(counts);
    expect(await user(id)).toMatchObject({ deptName: 'Marketing', postIds: [await postId('user')] });
  });

  it('refuses deleting a department or post users still hold, until they are moved or deleted', async () => {
    const team = (
      await call('POST', '/system/dept', admin, { parentId: await deptId('Head office'), deptName: 'Lab' })
    ).json().data.deptId as number;
    const post = (await call('POST', '/system/post', admin, { postCode: 'lab', postName: 'Lab technician' })).json()
      .data.postId as number;
    const id = await addUser({ deptId: team, postIds: [post] });

    const dept = await call('DELETE', `/system/dept/${team}`, admin);
    expect(dept.statusCode).toBe(409);
    expect(dept.json()).toEqual({
      code: 409,
      msg: 'deptId: is still in use by users; move them to another department first',
      data: { reason: 'inUseByUsers', field: 'deptId', params: {} },
    });
    expect((await call('GET', `/system/dept/${team}`, admin)).statusCode).toBe(200);
    const held = await call('DELETE', `/system/post/${post}`, admin);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: 409,
      msg: 'postId: is still in use by users; take it from them first',
      data: { reason: 'inUseByUsers', field: 'postId', params: {} },
    });
    expect((await call('GET', `/system/post/${post}`, admin)).statusCode).toBe(200);

    // Moved away, the department may go; deleted, the user no longer holds the post.
    expect((await call('PUT', '/system/user', admin, { userId: id, deptId: null })).statusCode).toBe(200);
    expect((await call('DELETE', `/system/dept/${team}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/system/user/${id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/system/post/${post}`, admin)).statusCode).toBe(200);
  });

  it('placing users needs the user permissions; listing by department needs only system:user:list', async () => {
    const reader = await tokenWith(t.app, ['system:user:list']);
    const office = await deptId('Head office');
    const r = await call('GET', `/system/user/list?deptId=${office}`, reader);
    expect(r.statusCode).toBe(200);
    expect(r.json().rows.map((u: UserDto) => u.userName)).toContain('admin');
    const editorId = (await call('GET', '/system/user/list?userName=editor', admin)).json().rows[0].userId;
    expect((await call('PUT', '/system/user', reader, { userId: editorId, deptId: office })).statusCode).toBe(403);
    expect(
      (await call('POST', '/system/user', reader, { userName: 'nope', nickName: 'N', password: 'long-enough-1' }))
        .statusCode,
    ).toBe(403);
    expect((await user(editorId)).deptName).toBe('Marketing');
  });
});

/** Opens an empty database on `engine` (a fresh schema on PostgreSQL), and how to drop it. */
async function emptyDatabase(engine: EngineName) {
  if (engine === 'pglite') return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const schema = testSchemaName('upg');
  await createTaggedSchema(PG_URL, schema);
  return {
    database: await openDatabase({ databaseUrl: PG_URL, schema, poolMax: 2 }),
    drop: () => dropSchemaAt(PG_URL, schema),
  };
}

describe.each(ENGINES)('upgrading a database that has users on %s', { timeout: 60_000 }, (engine) => {
  it('adds departments and posts to the users without touching them', async () => {
    const { database, drop } = await emptyDatabase(engine);
    const db = database.db;
    try {
      // The database as the release before this one left it: every migration but the users' org chart.
      await sql`create table schema_migrations (id text primary key, applied_at timestamptz not null default now())`.execute(
        db,
      );
      for (const m of migrations.filter((x) => x.id !== '007_user_org')) {
        for (const stmt of m.sql.split(/;\s*\n/)) if (stmt.trim()) await sql.raw(stmt).execute(db);
        await sql`insert into schema_migrations (id) values (${m.id})`.execute(db);
      }
      await sql`insert into users (user_name, nick_name, password_hash) values ('old', 'Old user', 'x')`.execute(db);

      expect(await migrate(db)).toEqual(['007_user_org']);
      const old = await db.selectFrom('users').select(['user_name', 'dept_id']).executeTakeFirstOrThrow();
      expect(old).toEqual({ user_name: 'old', dept_id: null });
      expect(await db.selectFrom('user_posts').selectAll().execute()).toEqual([]);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
