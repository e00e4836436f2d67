import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, ENGINES, makeOperatorApp, tableCounts, tableDigest, tokenWith, type TestApp } from './helpers.js';

interface DeptDto {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  status: string;
}

describe.each(ENGINES)('departments and posts on %s', (engine) => {
  let t: TestApp, admin: string;
  beforeAll(async () => void ({ t, admin } = await makeOperatorApp(engine)));
  afterAll(async () => t?.close());
  const call = caller(() => t);

  const depts = async (): Promise<DeptDto[]> => (await call('GET', '/system/dept/list', admin)).json().data;
  const byName = async (name: string) => (await depts()).find((d) => d.deptName === name)!;
  const add = async (body: Record<string, unknown>) => {
    const r = await call('POST', '/system/dept', admin, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.deptId as number;
  };

  it('lists the seeded tree with ancestors from the top down', async () => {
    const root = await byName('Labelwise');
    const office = await byName('Head office');
    const engineering = await byName('Engineering');
    expect(root).toMatchObject({ parentId: 0, ancestors: '0' });
    expect(office).toMatchObject({ parentId: root.deptId, ancestors: `0,${root.deptId}` });
    expect(engineering.ancestors).toBe(`0,${root.deptId},${office.deptId}`);
    const found = (await call('GET', '/system/dept/list?deptName=engin', admin)).json().data;
    expect(found.map((d: DeptDto) => d.deptName)).toEqual(['Engineering']);
  });

  it('adds a child, moves a branch with everything below it, and refuses a cycle', async () => {
    const office = await byName('Head office');
    const branch = await byName('Europe branch');
    const qa = await add({ parentId: office.deptId, deptName: 'Quality', leader: 'Ana', email: 'qa@example.com' });
    const lab = await add({ parentId: qa, deptName: 'Print lab' });
    expect((await call('GET', `/system/dept/${lab}`, admin)).json().data.ancestors).toBe(
      `${office.ancestors},${office.deptId},${qa}`,
    );

    // Under itself or under one of its own descendants: refused, nothing changes.
    const before = await tableDigest(t.app, 'depts');
    for (const parentId of [qa, lab]) {
      const r = await call('PUT', '/system/dept', admin, { deptId: qa, parentId });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().msg).toMatch(/^parentId: /);
    }
    const office2 = await call('PUT', '/system/dept', admin, { deptId: office.deptId, parentId: lab });
    expect(office2.statusCode).toBe(400);
    expect(await tableDigest(t.app, 'depts')).toBe(before);

    // Moving Quality under the Europe branch carries Print lab along.
    expect((await call('PUT', '/system/dept', admin, { deptId: qa, parentId: branch.deptId })).statusCode).toBe(200);
    const moved = await depts();
    const branchPath = `${branch.ancestors},${branch.deptId}`;
    expect(moved.find((d) => d.deptId === qa)).toMatchObject({ parentId: branch.deptId, ancestors: branchPath });
    expect(moved.find((d) => d.deptId === lab)?.ancestors).toBe(`${branchPath},${qa}`);
  });

  it('refuses deleting a department with children, a sibling with the same name, and disabling over working children', async () => {
    const office = await byName('Head office');
    const r = await call('DELETE', `/system/dept/${office.deptId}`, admin);
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toMatch(/^deptId: /);
    expect(await byName('Head office')).toBeDefined();

    const dup = await call('POST', '/system/dept', admin, { parentId: office.deptId, deptName: 'Engineering' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('deptName: already exists');

    const off = await call('PUT', '/system/dept', admin, { deptId: office.deptId, status: '1' });
    expect(off.statusCode).toBe(400);
    expect(off.json().msg).toMatch(/^status: /);

    // A leaf may go; disabling it first, then bringing it back brings its parents back too.
    const leaf = await add({ parentId: office.deptId, deptName: 'Temp team' });
    expect((await call('PUT', '/system/dept', admin, { deptId: leaf, status: '1' })).statusCode).toBe(200);
    const under = await call('POST', '/system/dept', admin, { parentId: leaf, deptName: 'Nope' });
    expect(under.statusCode).toBe(400);
    expect(under.json().msg).toBe('parentId: is disabled');
    expect((await call('DELETE', `/system/dept/${leaf}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/system/dept/${leaf}`, admin)).statusCode).toBe(404);
  });

  it('bad input names the field and stores nothing', async () => {
    const counts = await tableCounts(t.app);
    const cases: Array<[unknown, string]> = [
      [{}, 'deptName'],
      [{ deptName: '' }, 'deptName'],
      [{ deptName: 'x'.repeat(31) }, 'deptName'],
      [{ deptName: 'A<script>' }, 'deptName'],
      [{ deptName: 'A', email: 'not-mail' }, 'email'],
      [{ deptName: 'A', phone: 'call me' }, 'phone'],
      [{ deptName: 'A', status: '2' }, 'status'],
      [{ deptName: 'A', parentId: -1 }, 'parentId'],
      [{ deptName: 'A', parentId: 999999 }, 'parentId'],
      [{ deptName: 'A', orderNum: 'first' }, 'orderNum'],
    ];
    for (const [payload, field] of cases) {
      const r = await call('POST', '/system/dept', admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toMatch(new RegExp(`^${field}: `));
    }
    expect(await tableCounts(t.app)).toEqual(counts);
  });

  it('posts: CRUD, unique code and name under their own field, search and sort', async () => {
    const list = (await call('GET', '/system/post/list?orderByColumn=postSort&isAsc=descending', admin)).json();
    expect(list.rows.map((p: { postCode: string }) => p.postCode)).toEqual(['user', 'hr', 'se', 'ceo']);
    const r = await call('POST', '/system/post', admin, { postCode: 'qa', postName: 'Quality engineer', postSort: 5 });
    expect(r.statusCode, r.body).toBe(200);
    const postId = r.json().data.postId;
    const dupCode = await call('POST', '/system/post', admin, { postCode: 'qa', postName: 'Other' });
    expect([dupCode.statusCode, dupCode.json().msg]).toEqual([409, 'postCode: already exists']);
    const dupName = await call('PUT', '/system/post', admin, { postId, postName: 'Staff' });
    expect([dupName.statusCode, dupName.json().msg]).toEqual([409, 'postName: already exists']);
    expect((await call('PUT', '/system/post', admin, { postId, status: '1', remark: 'Paused' })).statusCode).toBe(200);
    expect((await call('GET', `/system/post/${postId}`, admin)).json().data).toMatchObject({
      postCode: 'qa',
      postName: 'Quality engineer',
      status: '1',
      remark: 'Paused',
    });
    expect((await call('GET', '/system/post/list?postName=quality', admin)).json().total).toBe(1);
    const counts = await tableCounts(t.app);
    for (const [payload, field] of [
      [{ postName: 'No code' }, 'postCode'],
      [{ postCode: 'has space', postName: 'x' }, 'postCode'],
      [{ postCode: 'ok', postName: '' }, 'postName'],
      [{ postCode: 'ok', postName: 'x', remark: 'x'.repeat(501) }, 'remark'],
    ] as const) {
      const bad = await call('POST', '/system/post', admin, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().msg).toMatch(new RegExp(`^${field}: `));
    }
    expect(await tableCounts(t.app)).toEqual(counts);
    expect((await call('DELETE', `/system/post/${postId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/system/post/${postId}`, admin)).statusCode).toBe(404);
  });

  it('each action needs its own permission, and every write is in the operation log', async () => {
    const reader = await tokenWith(t.app, ['system:dept:list', 'system:post:list']);
    expect((await call('GET', '/system/dept/list', reader)).statusCode).toBe(200);
    expect((await call('GET', '/system/post/list', reader)).statusCode).toBe(200);
    expect((await call('GET', '/system/dept/1', reader)).statusCode).toBe(403);
    expect((await call('POST', '/system/dept', reader, { deptName: 'X' })).statusCode).toBe(403);
    expect((await call('PUT', '/system/dept', reader, { deptId: 1, deptName: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', '/system/dept/1', reader)).statusCode).toBe(403);
    expect((await call('POST', '/system/post', reader, { postCode: 'x', postName: 'X' })).statusCode).toBe(403);
    expect((await call('GET', '/system/dept/list')).statusCode).toBe(401);

    const logged = async () =>
      (await t.app.ctx.db.selectFrom('operation_logs').select('action').where('module', '=', 'system:dept').execute())
        .length;
    const n = await logged();
    const id = await add({ deptName: 'Logged team' });
    await call('PUT', '/system/dept', admin, { deptId: id, leader: 'Lee' });
    await call('DELETE', `/system/dept/${id}`, admin);
    expect(await logged()).toBe(n + 3);
  });
});
