/**
 * List sorting: RuoYi-style `orderByColumn` (a DTO field name from the resource's whitelist) and `isAsc`
 * (`ascending`/`descending`, also `asc`/`desc`). Results come back ordered, ties broken by id in the same
 * direction; any other column name is a 400 naming `orderByColumn`; public (cached) lists ignore the parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, bearer, login, makeApp, type TestApp } from './helpers.js';

type Row = Record<string, unknown>;

describe.each(ENGINES)('list sorting on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp(engine, { rateLimits: { login: { max: 500, timeWindow: 60_000 } } });
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => t?.close());

  const get = (url: string, token: string | null = admin) =>
    t.app.inject({ method: 'GET', url: `${P}${url}`, headers: token ? bearer(token) : {} });
  async function list(url: string): Promise<Row[]> {
    const r = await get(url);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().rows as Row[];
  }

  it('brands: ascending and descending by name, by sort with ties broken by id, default order unchanged', async () => {
    const db = t.app.ctx.db;
    // Lower-case ASCII names: the order does not depend on the database's collation.
    const names = ['sortbrand mango', 'sortbrand apple', 'sortbrand kiwi', 'sortbrand banana'];
    const ids: number[] = [];
    for (const [i, name] of names.entries()) {
      const row = await db
        .insertInto('brands')
        .values({ name, slug: `sortbrand-${i}`, sort: i < 2 ? 5 : 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const q = '/site/brand/list?name=sortbrand';
    const asc = await list(`${q}&orderByColumn=name&isAsc=ascending`);
    expect(asc.map((r) => r.name)).toEqual([...names].sort());
    const desc = await list(`${q}&orderByColumn=name&isAsc=descending`);
    expect(desc.map((r) => r.name)).toEqual([...names].sort().reverse());
    // The short forms mean the same.
    expect((await list(`${q}&orderByColumn=name&isAsc=desc`)).map((r) => r.name)).toEqual(desc.map((r) => r.name));
    expect((await list(`${q}&orderByColumn=name&isAsc=asc`)).map((r) => r.name)).toEqual(asc.map((r) => r.name));
    // Without isAsc the order is ascending.
    expect((await list(`${q}&orderByColumn=name`)).map((r) => r.name)).toEqual(asc.map((r) => r.name));

    // Ties on `sort` are broken by id, in the same direction.
    const bySort = await list(`${q}&orderByColumn=sort&isAsc=ascending`);
    expect(bySort.map((r) => r.brandId)).toEqual([ids[2], ids[3], ids[0], ids[1]]);
    const bySortDesc = await list(`${q}&orderByColumn=sort&isAsc=descending`);
    expect(bySortDesc.map((r) => r.brandId)).toEqual([ids[1], ids[0], ids[3], ids[2]]);

    // No orderByColumn (isAsc alone is ignored): the fixed default order (sort, then id).
    const fallback = [ids[2], ids[3], ids[0], ids[1]];
    expect((await list(q)).map((r) => r.brandId)).toEqual(fallback);
    expect((await list(`${q}&isAsc=descending`)).map((r) => r.brandId)).toEqual(fallback);

    // Sorting applies before paging: page 2 of size 10 continues page 1.
    const all = await list('/site/brand/list?orderByColumn=name&isAsc=descending&pageSize=50');
    const p1 = await list('/site/brand/list?orderByColumn=name&isAsc=descending&pageSize=10&pageNum=1');
    expect(p1.map((r) => r.brandId)).toEqual(all.slice(0, 10).map((r) => r.brandId));
  });

  it('drivers: by release date and file size; models by brand name', async () => {
    const drivers = await list('/site/driver/list?pageSize=50&orderByColumn=releaseDate&isAsc=descending');
    expect(drivers.length).toBeGreaterThan(1);
    const dates = drivers.map((r) => String(r.releaseDate));
    expect(dates).toEqual([...dates].sort().reverse());
    const bySize = await list('/site/driver/list?pageSize=50&orderByColumn=fileSize&isAsc=ascending');
    const sizes = bySize.map((r) => Number(r.fileSize));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));

    const models = await list('/site/model/list?pageSize=50&orderByColumn=brandName&isAsc=ascending');
    expect(models.length).toBeGreaterThan(1);
    const brandIds = models.map((r) => r.brandId);
    // Rows of one brand are contiguous, and the brand order is that of the brand names.
    const runs = brandIds.filter((id, i) => i === 0 || brandIds[i - 1] !== id);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('contact messages: by created time both ways, by email', async () => {
    const db = t.app.ctx.db;
    const base = Date.UTC(2026, 0, 10);
    for (const [i, email] of ['c@sort.example', 'a@sort.example', 'b@sort.example'].entries()) {
      await db
        .insertInto('contact_messages')
        .values({
          name: `Sorter ${i}`,
          email,
          message: 'hello',
          role: 'personal',
          os: 'windows',
          created_at: new Date(base + i * 60_000),
        })
        .execute();
    }
    const q = '/site/contact/list?email=sort.example';
    expect((await list(`${q}&orderByColumn=createdAt&isAsc=ascending`)).map((r) => r.name)).toEqual([
      'Sorter 0',
      'Sorter 1',
      'Sorter 2',
    ]);
    expect((await list(`${q}&orderByColumn=createdAt&isAsc=descending`)).map((r) => r.name)).toEqual([
      'Sorter 2',
      'Sorter 1',
      'Sorter 0',
    ]);
    expect((await list(`${q}&orderByColumn=email&isAsc=ascending`)).map((r) => r.email)).toEqual([
      'a@sort.example',
      'b@sort.example',
      'c@sort.example',
    ]);
    // Default: newest first.
    expect((await list(q)).map((r) => r.name)).toEqual(['Sorter 2', 'Sorter 1', 'Sorter 0']);
  });

  it('users and roles sort by their whitelisted fields', async () => {
    const users = await list('/system/user/list?pageSize=50&orderByColumn=userName&isAsc=descending');
    const userNames = users.map((r) => String(r.userName));
    expect(userNames).toEqual([...userNames].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const roles = await list('/system/role/list?pageSize=50&orderByColumn=roleSort&isAsc=descending');
    const sorts = roles.map((r) => Number(r.roleSort));
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
  });

  const lists = [
    '/site/brand/list',
    '/site/model/list',
    '/site/driver/list',
    '/site/manual/list',
    '/site/chart/list',
    '/site/link/list',
    '/site/contact/list',
    '/system/user/list',
    '/system/role/list',
    '/system/dict/type/list',
    '/system/dict/data/list',
    '/system/config/list',
  ];

  it('an unknown column is a 400 naming orderByColumn on every list', async () => {
    for (const url of lists) {
      const r = await get(`${url}?orderByColumn=password_hash`);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().msg, url).toContain('orderByColumn');
    }
    // A column of the table that is not whitelisted, the SQL column name instead of the DTO field, an empty name.
    for (const column of ['slug', 'created_at', 'b.name', '']) {
      const r = await get(`/site/brand/list?orderByColumn=${encodeURIComponent(column)}`);
      expect(r.statusCode, column).toBe(400);
      expect(r.json().msg).toContain('orderByColumn');
    }
  });

  it('SQL metacharacters in orderByColumn or isAsc are a 400 and change nothing', async () => {
    const before = await list('/site/brand/list?pageSize=50');
    const attempts = [
      'name;drop table brands',
      "name'--",
      'name desc, (select 1)',
      '1',
      'name"',
      '(case when 1=1 then name else slug end)',
      'name/**/desc',
    ];
    for (const url of lists) {
      for (const column of attempts) {
        const r = await get(`${url}?orderByColumn=${encodeURIComponent(column)}`);
        expect(r.statusCode, `${url} ${column}`).toBe(400);
        expect(r.json().msg).toContain('orderByColumn');
      }
      const r = await get(`${url}?isAsc=${encodeURIComponent('desc; drop table users')}`);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().msg).toContain('isAsc');
    }
    // Repeating the parameter (an array) is refused too.
    const twice = await get('/site/brand/list?orderByColumn=name&orderByColumn=sort');
    expect(twice.statusCode).toBe(400);
    expect(await list('/site/brand/list?pageSize=50')).toEqual(before);
  });

  it('still requires the list permission, and public lists ignore the parameters', async () => {
    expect((await get('/site/brand/list?orderByColumn=name', null)).statusCode).toBe(401);
    const plain = await get('/public/brands', null);
    expect(plain.statusCode).toBe(200);
    const sorted = await get('/public/brands?orderByColumn=name&isAsc=descending', null);
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json()).toEqual(plain.json());
  });
});
