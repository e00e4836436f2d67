import type { FastifyRequest } from 'fastify';
import { releases } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { catalogRefs, fileColumns } from '../../lib/catalogRefs.js';
import { defined, registerCrud } from '../../lib/crud.js';
import { badRequest } from '../../lib/http.js';
import { releaseDto, releaseQuery, syncDriverToReleases } from '../../lib/releases.js';
import { asStatus } from '../../lib/dto.js';

/**
 * Driver releases (site:driver:*): every version of a driver with its notes and known issues per locale. A published
 * release is a file visitors can download and the newest one becomes the driver's download, so publishing one (adding
 * it published, or publishing a hidden one) needs site:driver:edit; the editor may add hidden releases.
 */
export default async function releaseRoutes(app: App, ctx: Ctx) {
  const { requireFile } = catalogRefs(ctx);
  const requireDriver = async (id: number) => {
    const d = await ctx.db.selectFrom('drivers').select('id').where('id', '=', id).executeTakeFirst();
    if (!d) throw badRequest('driverId', 'refers to a driver that does not exist', 'missingReference');
  };
  // A deleted release's driver, kept from the guard until the row is gone, so the driver can follow its releases.
  const deleting = new WeakMap<FastifyRequest, number[]>();

  registerCrud(app, ctx, releases, {
    table: 'driver_releases',
    alias: 'r',
    select: releaseQuery,
    orderBy: (qb) => qb.orderBy('d.model_id').orderBy('d.os').orderBy('r.release_date', 'desc').orderBy('r.id'),
    tag: 'admin: driver releases',
    sortable: {
      version: 'r.version',
      releaseDate: 'r.release_date',
      driverTitle: 'd.title',
      modelName: 'm.name',
    },
    filters: { driverId: ['r.driver_id', 'equals'], modelId: ['d.model_id', 'equals'] },
    toDto: (row) => ({ ...releaseDto(row), modelName: row.model_name, status: asStatus(row.status) }),
    toInsert: async (b) => {
      await requireDriver(b.driverId);
      const status = b.status ?? '0';
      return {
        driver_id: b.driverId,
        version: b.version,
        release_date: b.releaseDate,
        notes: JSON.stringify(b.notes),
        known_issues: JSON.stringify(b.knownIssues ?? { 'en-us': '' }),
        ...fileColumns(await requireFile(b.fileName)),
        status,
      };
    },
    // Publishing, changing or deleting a published release: checked by effect, as for drivers.
    effects: 'release',
    // A release may become its driver's current version, which a guide page shows.
    changesPages: true,
    guard: (action, row, req) => {
      if (action === 'remove') deleting.set(req, [...(deleting.get(req) ?? []), row.driver_id]);
    },
    toUpdate: async (b) => {
      if (b.driverId !== undefined) await requireDriver(b.driverId);
      return defined({
        driver_id: b.driverId,
        version: b.version,
        release_date: b.releaseDate,
        notes: b.notes !== undefined ? JSON.stringify(b.notes) : undefined,
        known_issues: b.knownIssues !== undefined ? JSON.stringify(b.knownIssues) : undefined,
        ...(b.fileName !== undefined ? fileColumns(await requireFile(b.fileName)) : {}),
        status: b.status,
      });
    },
    afterWrite: async (id) => {
      const row = await ctx.db
        .selectFrom('driver_releases')
        .select('driver_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) await syncDriverToReleases(ctx.db, row.driver_id);
    },
    afterDelete: async (_id, req) => {
      for (const driverId of deleting.get(req) ?? []) await syncDriverToReleases(ctx.db, driverId);
      deleting.delete(req);
    },
  });
}
