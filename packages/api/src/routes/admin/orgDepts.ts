import {
  type Dept,
  DEPT_DEPTH_MAX,
  deptCreate,
  deptFilters,
  deptModule,
  deptRow,
  deptUpdate,
} from '@labelwise/contract';
import { sql, type Selectable, type Transaction } from 'kysely';
import { z } from 'zod';
import type { App, Ctx } from '../../context.js';
import type { DB } from '../../db/types.js';
import type { DeptsTable } from '../../db/typesOrg.js';
import { containing, responsesOf } from '../../lib/crud.js';
import { badRequest, idParam, notFound, ok, refuse } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';
import { userOrgRules } from '../../lib/users.js';

type DeptRow = Selectable<DeptsTable>;
const MODULE = deptModule.perm;

export function deptDto(d: DeptRow): Dept {
  return {
    deptId: d.id,
    parentId: d.parent_id,
    ancestors: d.ancestors,
    deptName: d.dept_name,
    orderNum: d.order_num,
    leader: d.leader,
    phone: d.phone,
    email: d.email,
    status: d.status as Dept['status'],
    createdAt: new Date(d.created_at).toISOString(),
  };
}

/** How many levels a department sits below the top: "0" is 1, "0,3" is 2. */
const levelOf = (ancestors: string) => ancestors.split(',').length;
/** The `ancestors` value of a department's children. */
const childAncestors = (d: Pick<DeptRow, 'id' | 'ancestors'>) => `${d.ancestors},${d.id}`;

/**
 * Writes to the tree are serialised: two moves checked side by side could each be fine alone and make a cycle
 * together. Departments change rarely, so one lock for the whole table costs nothing noticeable.
 */
const lockTree = (trx: Transaction<DB>) =>
  sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':labelwise-depts'))`.execute(trx);

async function getDept(db: Ctx['db'] | Transaction<DB>, id: number): Promise<DeptRow> {
  const row = await db.selectFrom('depts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('dept');
  return row;
}

/** The rows below `dept` (any depth), found by their `ancestors` prefix. */
function descendants(trx: Transaction<DB>, dept: Pick<DeptRow, 'id' | 'ancestors'>) {
  const prefix = childAncestors(dept);
  return trx
    .selectFrom('depts')
    .selectAll()
    .where((eb) => eb.or([eb('ancestors', '=', prefix), eb('ancestors', 'like', `${prefix},%`)]))
    .execute();
}

async function checkSiblingName(trx: Transaction<DB>, parentId: number, name: string, self?: number) {
  let q = trx.selectFrom('depts').select('id').where('parent_id', '=', parentId).where('dept_name', '=', name);
  if (self !== undefined) q = q.where('id', '<>', self);
  if (await q.executeTakeFirst()) throw refuse(409, 'deptName', 'already exists', 'alreadyExists');
}

/** The parent a department goes under, checked: it exists, and a working department is not put under a disabled one. */
async function parentFor(trx: Transaction<DB>, parentId: number, status: string): Promise<{ ancestors: string }> {
  if (parentId === 0) return { ancestors: '0' };
  const parent = await trx.selectFrom('depts').selectAll().where('id', '=', parentId).executeTakeFirst();
  if (!parent) throw badRequest('parentId', 'refers to a record that does not exist', 'missingReference');
  if (parent.status === '1' && status === '0') throw badRequest('parentId', 'is disabled', 'parentDisabled');
  return { ancestors: childAncestors(parent) };
}

/** Moves `dept` (and everything below it) under `parentId`, keeping every `ancestors` right. */
async function move(trx: Transaction<DB>, dept: DeptRow, parentId: number, status: string): Promise<string> {
  if (parentId === dept.id)
    throw badRequest('parentId', 'cannot be the department itself or one below it', 'parentCycle');
  const { ancestors } = await parentFor(trx, parentId, status);
  if (ancestors.split(',').includes(String(dept.id)))
    throw badRequest('parentId', 'cannot be the department itself or one below it', 'parentCycle');
  const below = await descendants(trx, dept);
  const deepest = Math.max(levelOf(dept.ancestors), ...below.map((d) => levelOf(d.ancestors)));
  if (deepest - levelOf(dept.ancestors) + levelOf(ancestors) > DEPT_DEPTH_MAX)
    throw badRequest('parentId', `would make the tree deeper than ${DEPT_DEPTH_MAX} levels`, 'treeTooDeep', {
      max: DEPT_DEPTH_MAX,
    });
  const oldPrefix = childAncestors(dept);
  const newPrefix = `${ancestors},${dept.id}`;
  if (below.length > 0)
    await trx
      .updateTable('depts')
      .set({ ancestors: sql`${newPrefix} || substr(ancestors, ${oldPrefix.length + 1})` })
      .where(
        'id',
        'in',
        below.map((d) => d.id),
      )
      .execute();
  return ancestors;
}

type DeptBody = z.output<typeof deptCreate>;

async function insertDept(trx: Transaction<DB>, b: DeptBody): Promise<DeptRow> {
  await lockTree(trx);
  const status = b.status ?? '0';
  const parentId = b.parentId ?? 0;
  const { ancestors } = await parentFor(trx, parentId, status);
  if (levelOf(ancestors) > DEPT_DEPTH_MAX)
    throw badRequest('parentId', `would make the tree deeper than ${DEPT_DEPTH_MAX} levels`, 'treeTooDeep', {
      max: DEPT_DEPTH_MAX,
    });
  await checkSiblingName(trx, parentId, b.deptName);
  return trx
    .insertInto('depts')
    .values({
      parent_id: parentId,
      ancestors,
      dept_name: b.deptName,
      order_num: b.orderNum ?? 0,
      leader: b.leader ?? '',
      phone: b.phone ?? '',
      email: b.email ?? '',
      status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applies an edit: a new parent moves the branch, disabling needs the branch below disabled first. */
async function updateDept(trx: Transaction<DB>, deptId: number, b: Partial<DeptBody>) {
  await lockTree(trx);
  const before = await getDept(trx, deptId);
  const parentId = b.parentId ?? before.parent_id;
  const status = b.status ?? before.status;
  const name = b.deptName ?? before.dept_name;
  let ancestors = before.ancestors;
  if (parentId !== before.parent_id) ancestors = await move(trx, before, parentId, status);
  if (status === '1' && before.status !== '1') {
    const working = (await descendants(trx, before)).filter((d) => d.status === '0');
    if (working.length > 0)
      throw badRequest('status', 'has departments below it that are not disabled', 'childrenActive');
  }
  if (name !== before.dept_name || parentId !== before.parent_id) await checkSiblingName(trx, parentId, name, deptId);
  const row = await trx
    .updateTable('depts')
    .set({
      parent_id: parentId,
      ancestors,
      dept_name: name,
      status,
      ...(b.orderNum !== undefined ? { order_num: b.orderNum } : {}),
      ...(b.leader !== undefined ? { leader: b.leader } : {}),
      ...(b.phone !== undefined ? { phone: b.phone } : {}),
      ...(b.email !== undefined ? { email: b.email } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', deptId)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A department put back to work brings its disabled parents back with it, as in RuoYi.
  if (status === '0' && before.status === '1') {
    const up = ancestors
      .split(',')
      .map(Number)
      .filter((n) => n > 0);
    if (up.length > 0) await trx.updateTable('depts').set({ status: '0' }).where('id', 'in', up).execute();
  }
  return { before, row };
}

const listQuery = z.object(deptFilters);
const responses = responsesOf(deptRow);
const tags = ['admin: departments'];
const security = [{ bearer: [] }];

/** The tree as a flat list (the client draws it from `parentId`) and one department. */
function deptReadRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  app.get(
    `${deptModule.path}/list`,
    {
      onRequest: app.requirePerm(`${MODULE}:list`),
      schema: {
        tags,
        security,
        summary: 'Departments, flat (system:dept:list)',
        querystring: listQuery,
        response: { 200: responses.all },
      },
    },
    async (req) => {
      let q = db.selectFrom('depts').selectAll();
      if (req.query.deptName) q = q.where('dept_name', 'ilike', containing(req.query.deptName));
      if (req.query.status) q = q.where('status', '=', req.query.status);
      const rows = await q.orderBy('parent_id').orderBy('order_num').orderBy('id').execute();
      return ok(rows.map(deptDto));
    },
  );

  app.get(
    `${deptModule.path}/:id`,
    {
      onRequest: app.requirePerm(`${MODULE}:query`),
      schema: {
        tags,
        security,
        summary: 'One department (system:dept:query)',
        params: idParam,
        response: { 200: responses.get },
      },
    },
    async (req) => ok(deptDto(await getDept(db, req.params.id))),
  );
}

/** Departments (system:dept:*): the whole tree as a flat list, add, edit (move, disable), delete a leaf. */
export default async function deptRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const { deptInUse } = userOrgRules(db);
  deptReadRoutes(app, ctx);

  app.post(
    deptModule.path,
    {
      onRequest: app.requirePerm(`${MODULE}:add`),
      schema: { tags, security, summary: 'Create a department (system:dept:add)', body: deptCreate },
    },
    async (req) => {
      const created = await db.transaction().execute(async (trx) => {
        const row = await insertDept(trx, req.body);
        await recordOperation(
          ctx,
          req,
          { module: MODULE, action: 'add', targetId: row.id, targetName: row.dept_name, after: deptDto(row) },
          trx,
        );
        return row;
      });
      return ok({ deptId: created.id });
    },
  );

  app.put(
    deptModule.path,
    {
      onRequest: app.requirePerm(`${MODULE}:edit`),
      schema: { tags, security, summary: 'Update, move or disable a department (system:dept:edit)', body: deptUpdate },
    },
    async (req) => {
      const { deptId, ...b } = req.body;
      await db.transaction().execute(async (trx) => {
        const { before, row } = await updateDept(trx, deptId, b);
        await recordOperation(
          ctx,
          req,
          {
            module: MODULE,
            action: 'edit',
            targetId: deptId,
            targetName: row.dept_name,
            before: deptDto(before),
            after: deptDto(row),
          },
          trx,
        );
      });
      return ok();
    },
  );

  app.delete(
    `${deptModule.path}/:id`,
    {
      onRequest: app.requirePerm(`${MODULE}:remove`),
      schema: {
        tags,
        security,
        summary: 'Delete a department without children or users (system:dept:remove)',
        params: idParam,
      },
    },
    async (req) => {
      await db.transaction().execute(async (trx) => {
        await lockTree(trx);
        const before = await getDept(trx, req.params.id);
        const child = await trx.selectFrom('depts').select('id').where('parent_id', '=', before.id).executeTakeFirst();
        if (child) throw refuse(409, 'deptId', 'has departments below it; delete or move them first', 'hasChildren');
        const inUse = await deptInUse(trx, before.id);
        if (inUse) throw inUse;
        await trx.deleteFrom('depts').where('id', '=', before.id).execute();
        await recordOperation(
          ctx,
          req,
          {
            module: MODULE,
            action: 'remove',
            targetId: before.id,
            targetName: before.dept_name,
            before: deptDto(before),
          },
          trx,
        );
      });
      return ok();
    },
  );
}
