import { posts, type RowInput } from '@labelwise/contract';
import type { Selectable } from 'kysely';
import type { App, Ctx } from '../../context.js';
import type { PostsTable } from '../../db/typesOrg.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { asStatus } from '../../lib/dto.js';
import { refuse } from '../../lib/http.js';
import { userOrgRules } from '../../lib/users.js';
import deptRoutes from './orgDepts.js';

export function postDto(p: Selectable<PostsTable>): RowInput<typeof posts> {
  return {
    postId: p.id,
    postCode: p.post_code,
    postName: p.post_name,
    postSort: p.post_sort,
    status: asStatus(p.status),
    remark: p.remark,
    createdAt: new Date(p.created_at).toISOString(),
  };
}

/** Departments (a tree) and posts (System). */
export default async function orgRoutes(app: App, ctx: Ctx) {
  // Named by the wire's field, so the form puts the refusal under it (the constraint would name the column).
  const unique = async (code?: string, name?: string, self?: number) => {
    for (const [field, column, value] of [
      ['postCode', 'post_code', code],
      ['postName', 'post_name', name],
    ] as const) {
      if (value === undefined) continue;
      let q = ctx.db.selectFrom('posts').select('id').where(column, '=', value);
      if (self !== undefined) q = q.where('id', '<>', self);
      if (await q.executeTakeFirst()) throw refuse(409, field, 'already exists', 'alreadyExists');
    }
  };
  const { postInUse } = userOrgRules(ctx.db);
  await deptRoutes(app, ctx);
  registerCrud(app, ctx, posts, {
    table: 'posts',
    tag: 'admin: posts',
    alias: 'p',
    select: (d) => d.selectFrom('posts as p').selectAll('p'),
    filters: {
      postCode: ['p.post_code', 'contains'],
      postName: ['p.post_name', 'contains'],
      status: ['p.status', 'equals'],
    },
    orderBy: (qb) => qb.orderBy('p.post_sort').orderBy('p.id'),
    sortable: {
      postCode: 'p.post_code',
      postName: 'p.post_name',
      postSort: 'p.post_sort',
      status: 'p.status',
      createdAt: 'p.created_at',
    },
    toDto: postDto,
    toInsert: async (b) => {
      await unique(b.postCode, b.postName);
      return {
        post_code: b.postCode,
        post_name: b.postName,
        post_sort: b.postSort ?? 0,
        status: b.status ?? '0',
        remark: b.remark ?? '',
      };
    },
    toUpdate: async (b) => {
      await unique(b.postCode, b.postName, b.postId);
      return defined({
        post_code: b.postCode,
        post_name: b.postName,
        post_sort: b.postSort,
        status: b.status,
        remark: b.remark,
      });
    },
    // A post users still hold stays until it is taken from them, as in RuoYi.
    guard: async (action, row: { id: number }) => {
      if (action !== 'remove') return;
      const refusal = await postInUse(ctx.db, row.id);
      if (refusal) throw refusal;
    },
  });
}
