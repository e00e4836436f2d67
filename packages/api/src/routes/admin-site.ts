import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  brandCreate,
  brandFilters,
  brandUpdate,
  chartCreate,
  chartFilters,
  chartUpdate,
  contactHandledBody,
  contactListQuery,
  driverCreate,
  driverFilters,
  driverUpdate,
  linkCreate,
  linkFilters,
  linkUpdate,
  manualCreate,
  manualFilters,
  manualUpdate,
  modelCreate,
  modelFilters,
  modelUpdate,
} from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { hasPermission, requirePerm } from '../lib/auth.js';
import { ApiError, badRequest, idParam, idsParam, notFound, offsetOf, page, searchKey } from '../lib/http.js';
import { INSTALLER_PERMISSION, extOf, isInstallerExt, resolveInside } from '../lib/files.js';
import { brandDto, chartDto, driverDto, manualDto, modelDto } from './public.js';
import { applySort, defined, registerCrud, type SortFields } from './crud.js';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export default async function adminSiteRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;

  const requireModel = async (id: number, field = 'modelId') => {
    const m = await db.selectFrom('printer_models').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!m) throw badRequest(field, 'refers to a model that does not exist');
    return m;
  };
  const requireBrand = async (id: number) => {
    const b = await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst();
    if (!b) throw badRequest('brandId', 'refers to a brand that does not exist');
  };
  /** A driver/manual file must be an uploaded or seeded file; its size and sha256 are copied from the file record. */
  const requireFile = async (fileName: string) => {
    const { rel } = resolveInside(ctx.opts.filesDir, fileName, 'fileName');
    const f = await db.selectFrom('files').select(['file_name', 'size', 'sha256', 'ext']).where('file_name', '=', rel).executeTakeFirst();
    if (!f) throw badRequest('fileName', 'refers to a file that was not uploaded');
    return { file_name: f.file_name, file_size: f.size, sha256: f.sha256, ext: f.ext };
  };
  /** The column values of a file reference (drops `ext`, which drivers and manuals do not store). */
  const fileColumns = ({ ext: _ext, ...columns }: Awaited<ReturnType<typeof requireFile>>) => columns;

  /*
   * Permissions by effect (what visitors download). `edit` is what changes a published download; `add` and
   * `remove` must not reach the same result by other means:
   *   - A driver "slot" is a model + os, a manual "slot" is a model. A role without site:driver:edit
   *     (resp. site:manual:edit) may add a published entry only to a slot that has no published entry: a second
   *     published driver for the same model+os (or a second manual for a model) would be listed first or beside
   *     the official one, i.e. replace it. Hidden entries (status '1') change nothing public and may be added
   *     anywhere; publishing them is an edit.
   *   - Deleting a published driver/manual, or a model that has published ones (the delete cascades), needs the
   *     edit permission as well as remove: delete + add would otherwise be a replacement. `remove` alone deletes
   *     hidden entries.
   *   - Every download link is live in dataConfig.json (keys are unique, so `add` can only create a new key):
   *     deleting one needs site:link:edit as well as site:link:remove.
   *   - Installer files (exe pkg deb gz zip dmg) reach the store only through an upload by a holder of
   *     site:driver:edit (routes/files.ts); a manual may point at one only for such a holder too.
   * Refusals are 403 naming the field and the permission, before anything is written.
   */
  const holds = (req: FastifyRequest, perm: string) => hasPermission(req.auth!, perm);
  const denied = (field: string, why: string, perm: string) => new ApiError(403, `${field}: ${why}; this needs ${perm}`);
  const checkInstallerFile = (req: FastifyRequest, file: { file_name: string; ext: string }) => {
    const ext = isInstallerExt(file.ext) ? file.ext : extOf(file.file_name);
    if (isInstallerExt(ext) && !holds(req, INSTALLER_PERMISSION)) throw denied('fileName', `.${ext} is an installer type and a manual would publish it`, INSTALLER_PERMISSION);
  };

  // ---------- brands ----------
  registerCrud(app, ctx, {
    path: '/site/brand',
    perm: 'site:brand',
    table: 'brands',
    idField: 'brandId',
    tag: 'admin: brands',
    alias: 'b',
    listFilters: brandFilters,
    select: (d) => d.selectFrom('brands as b').selectAll('b'),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.name) x = x.where('b.name', 'ilike', `%${likeEscape(q.name)}%`);
      if (q.status) x = x.where('b.status', '=', q.status);
      return x;
    },
    orderBy: (qb) => qb.orderBy('b.sort').orderBy('b.id'),
    sortable: { name: 'b.name', sort: 'b.sort', status: 'b.status', updatedAt: 'b.updated_at' },
    toDto: brandDto,
    create: brandCreate,
    update: brandUpdate,
    toInsert: async (b) => ({
      name: b.name,
      slug: b.slug ?? (searchKey(b.name) || `brand-${Date.now()}`),
      website: b.website ?? '',
      logo: b.logo ?? '',
      description: b.description ?? '',
      sort: b.sort ?? 0,
      status: b.status ?? '0',
    }),
    toUpdate: async (b) => defined({ name: b.name, slug: b.slug, website: b.website, logo: b.logo, description: b.description, sort: b.sort, status: b.status }),
  });

  // ---------- printer models ----------
  registerCrud(app, ctx, {
    path: '/site/model',
    perm: 'site:model',
    table: 'printer_models',
    idField: 'modelId',
    tag: 'admin: models',
    alias: 'm',
    listFilters: modelFilters,
    select: (d) =>
      d
        .selectFrom('printer_models as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .select(['m.id', 'm.brand_id', 'b.name as brand_name', 'm.name', 'm.guide_path', 'm.connections', 'm.bt_serial_prefixes', 'm.pairing', 'm.description', 'm.sort', 'm.status']),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.name) x = x.where('m.search_key', 'like', `%${searchKey(q.name)}%`);
      if (q.brandId) x = x.where('m.brand_id', '=', q.brandId);
      if (q.status) x = x.where('m.status', '=', q.status);
      return x;
    },
    orderBy: (qb) => qb.orderBy('m.sort').orderBy('m.id'),
    sortable: { name: 'm.name', brandName: 'b.name', sort: 'm.sort', status: 'm.status' },
    toDto: modelDto,
    guard: async (action, row: { id: number; name: string }, req) => {
      if (action !== 'remove') return;
      // Deleting a model deletes its drivers and manuals (on delete cascade): the same effect as deleting them.
      if (!holds(req, 'site:driver:edit')) {
        const live = await db.selectFrom('drivers').select('id').where('model_id', '=', row.id).where('status', '=', '0').executeTakeFirst();
        if (live) throw denied('modelId', `model ${row.name} has published drivers, which deleting it would delete`, 'site:driver:edit');
      }
      if (!holds(req, 'site:manual:edit')) {
        const live = await db.selectFrom('manuals').select('id').where('model_id', '=', row.id).where('status', '=', '0').executeTakeFirst();
        if (live) throw denied('modelId', `model ${row.name} has published manuals, which deleting it would delete`, 'site:manual:edit');
      }
    },
    create: modelCreate,
    update: modelUpdate,
    toInsert: async (b) => {
      await requireBrand(b.brandId);
      return {
        brand_id: b.brandId,
        name: b.name,
        search_key: searchKey(b.name),
        guide_path: b.guidePath ?? '',
        connections: b.connections ?? [],
        bt_serial_prefixes: b.btSerialPrefixes ?? [],
        pairing: JSON.stringify(b.pairing ?? []),
        description: b.description ?? '',
        sort: b.sort ?? 0,
        status: b.status ?? '0',
      };
    },
    toUpdate: async (b) => {
      if (b.brandId !== undefined) await requireBrand(b.brandId);
      return defined({
        brand_id: b.brandId,
        name: b.name,
        search_key: b.name !== undefined ? searchKey(b.name) : undefined,
        guide_path: b.guidePath,
        connections: b.connections,
        bt_serial_prefixes: b.btSerialPrefixes,
        pairing: b.pairing !== undefined ? JSON.stringify(b.pairing) : undefined,
        description: b.description,
        sort: b.sort,
        status: b.status,
      });
    },
  });

  // ---------- drivers and manuals ----------
  registerCrud(app, ctx, {
    path: '/site/driver',
    perm: 'site:driver',
    table: 'drivers',
    idField: 'driverId',
    tag: 'admin: drivers',
    alias: 'd',
    sortable: { title: 'd.title', modelName: 'm.name', os: 'd.os', version: 'd.version', releaseDate: 'd.release_date', fileSize: 'd.file_size', sort: 'd.sort' },
    listFilters: driverFilters,
    select: (d) => d.selectFrom('drivers as d').innerJoin('printer_models as m', 'm.id', 'd.model_id').selectAll('d').select('m.name as model_name'),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.modelId) x = x.where('d.model_id', '=', q.modelId);
      if (q.os) x = x.where('d.os', '=', q.os);
      if (q.title) x = x.where('d.title', 'ilike', `%${likeEscape(q.title)}%`);
      return x;
    },
    orderBy: (qb) => qb.orderBy('d.model_id').orderBy('d.release_date', 'desc').orderBy('d.id'),
    toDto: driverDto,
    create: driverCreate,
    update: driverUpdate,
    toInsert: async (b, req) => {
      const model = await requireModel(b.modelId);
      const file = await requireFile(b.fileName);
      const status = b.status ?? '0';
      if (status === '0' && !holds(req, 'site:driver:edit')) {
        const live = await db.selectFrom('drivers').select('id').where('model_id', '=', b.modelId).where('os', '=', b.os).where('status', '=', '0').executeTakeFirst();
        if (live) throw denied('os', `${model.name} already has a published ${b.os} driver (driverId ${live.id}); publishing another one replaces it`, 'site:driver:edit');
      }
      return { model_id: b.modelId, title: b.title, os: b.os, version: b.version, release_date: b.releaseDate, ...fileColumns(file), sort: b.sort ?? 0, status };
    },
    guard: (action, row: { id: number; status: string }, req) => {
      if (action === 'remove' && row.status === '0' && !holds(req, 'site:driver:edit')) {
        throw denied('driverId', `driver ${row.id} is published; deleting it changes what visitors download`, 'site:driver:edit');
      }
    },
    toUpdate: async (b) => {
      if (b.modelId !== undefined) await requireModel(b.modelId);
      return defined({
        model_id: b.modelId,
        title: b.title,
        os: b.os,
        version: b.version,
        release_date: b.releaseDate,
        ...(b.fileName !== undefined ? fileColumns(await requireFile(b.fileName)) : {}),
        sort: b.sort,
        status: b.status,
      });
    },
  });

  registerCrud(app, ctx, {
    path: '/site/manual',
    perm: 'site:manual',
    table: 'manuals',
    idField: 'manualId',
    tag: 'admin: manuals',
    alias: 'd',
    sortable: { title: 'd.title', modelName: 'm.name', version: 'd.version', releaseDate: 'd.release_date', fileSize: 'd.file_size', sort: 'd.sort' },
    listFilters: manualFilters,
    select: (d) => d.selectFrom('manuals as d').innerJoin('printer_models as m', 'm.id', 'd.model_id').selectAll('d').select('m.name as model_name'),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.modelId) x = x.where('d.model_id', '=', q.modelId);
      if (q.title) x = x.where('d.title', 'ilike', `%${likeEscape(q.title)}%`);
      return x;
    },
    orderBy: (qb) => qb.orderBy('d.model_id').orderBy('d.release_date', 'desc').orderBy('d.id'),
    toDto: manualDto,
    create: manualCreate,
    update: manualUpdate,
    toInsert: async (b, req) => {
      const model = await requireModel(b.modelId);
      const file = await requireFile(b.fileName);
      checkInstallerFile(req, file);
      const status = b.status ?? '0';
      if (status === '0' && !holds(req, 'site:manual:edit')) {
        const live = await db.selectFrom('manuals').select('id').where('model_id', '=', b.modelId).where('status', '=', '0').executeTakeFirst();
        if (live) throw denied('modelId', `${model.name} already has a published manual (manualId ${live.id}); publishing another one replaces it`, 'site:manual:edit');
      }
      return {
        model_id: b.modelId,
        title: b.title,
        description: b.description ?? '',
        version: b.version,
        release_date: b.releaseDate,
        ...fileColumns(file),
        sort: b.sort ?? 0,
        status,
      };
    },
    toUpdate: async (b, req) => {
      if (b.modelId !== undefined) await requireModel(b.modelId);
      let file: Awaited<ReturnType<typeof requireFile>> | undefined;
      if (b.fileName !== undefined) {
        file = await requireFile(b.fileName);
        checkInstallerFile(req, file);
      }
      return defined({
        model_id: b.modelId,
        title: b.title,
        description: b.description,
        version: b.version,
        release_date: b.releaseDate,
        ...(file ? fileColumns(file) : {}),
        sort: b.sort,
        status: b.status,
      });
    },
    guard: (action, row: { id: number; status: string }, req) => {
      if (action === 'remove' && row.status === '0' && !holds(req, 'site:manual:edit')) {
        throw denied('manualId', `manual ${row.id} is published; deleting it changes what visitors download`, 'site:manual:edit');
      }
    },
  });

  // ---------- compatibility chart ----------
  registerCrud(app, ctx, {
    path: '/site/chart',
    perm: 'site:chart',
    table: 'chart_rows',
    idField: 'chartId',
    tag: 'admin: chart',
    alias: 'c',
    listFilters: chartFilters,
    select: (d) => d.selectFrom('chart_rows as c').selectAll('c'),
    applyFilters: (qb, q) => (q.printerModel ? qb.where('c.printer_model', 'ilike', `%${likeEscape(q.printerModel)}%`) : qb),
    orderBy: (qb) => qb.orderBy('c.sort').orderBy('c.id'),
    sortable: { printerModel: 'c.printer_model', firmwareVersion: 'c.firmware_version', labelPrinter: 'c.label_printer', sort: 'c.sort' },
    toDto: chartDto,
    create: chartCreate,
    update: chartUpdate,
    toInsert: async (b) => {
      if (b.modelId) await requireModel(b.modelId);
      return {
        model_id: b.modelId ?? null,
        printer_model: b.printerModel,
        driver_windows: b.driverWindows ?? false,
        driver_linux: b.driverLinux ?? false,
        driver_mac: b.driverMac ?? false,
        software_support: b.softwareSupport ?? true,
        firmware_version: b.firmwareVersion ?? '',
        label_printer: b.labelPrinter ?? '',
        sort: b.sort ?? 0,
      };
    },
    toUpdate: async (b) => {
      if (b.modelId) await requireModel(b.modelId);
      return defined({
        model_id: b.modelId,
        printer_model: b.printerModel,
        driver_windows: b.driverWindows,
        driver_linux: b.driverLinux,
        driver_mac: b.driverMac,
        software_support: b.softwareSupport,
        firmware_version: b.firmwareVersion,
        label_printer: b.labelPrinter,
        sort: b.sort,
      });
    },
  });

  // ---------- download links (dataConfig) ----------
  registerCrud(app, ctx, {
    path: '/site/link',
    perm: 'site:link',
    table: 'download_links',
    idField: 'linkId',
    tag: 'admin: download links',
    alias: 'l',
    listFilters: linkFilters,
    select: (d) => d.selectFrom('download_links as l').selectAll('l'),
    applyFilters: (qb, q) => (q.key ? qb.where('l.link_key', 'ilike', `%${likeEscape(q.key)}%`) : qb),
    orderBy: (qb) => qb.orderBy('l.sort').orderBy('l.id'),
    sortable: { key: 'l.link_key', label: 'l.label', version: 'l.version', sort: 'l.sort', updatedAt: 'l.updated_at' },
    toDto: (l: { id: number; link_key: string; url: string; label: string; version: string; sha256: string; sort: number; updated_at: Date }) => ({
      linkId: l.id,
      key: l.link_key,
      url: l.url,
      label: l.label,
      version: l.version,
      sha256: l.sha256,
      sort: l.sort,
      updatedAt: l.updated_at,
    }),
    create: linkCreate,
    update: linkUpdate,
    toInsert: async (b) => ({ link_key: b.key, url: b.url, label: b.label ?? '', version: b.version ?? '', sha256: b.sha256 ?? '', sort: b.sort ?? 0 }),
    toUpdate: async (b) => defined({ link_key: b.key, url: b.url, label: b.label, version: b.version, sha256: b.sha256, sort: b.sort }),
    // Keys are unique, so `add` only creates new keys; every link is live in dataConfig.json, and delete + add of
    // a key would re-point it: deleting one is an edit of the published set.
    guard: (action, row: { link_key: string }, req) => {
      if (action === 'remove' && !holds(req, 'site:link:edit')) {
        throw denied('linkId', `link ${row.link_key} is published in dataConfig.json; deleting it changes what visitors download`, 'site:link:edit');
      }
    },
  });

  // ---------- contact messages: list, read, mark handled, delete ----------
  const contactDto = (c: {
    id: number; name: string; email: string; phone: string; message: string; role: string; os: string; status: string;
    created_at: Date; read_at: Date | null; handled_at: Date | null; handled_by: number | null; ip: string;
  }) => ({
    contactId: c.id, name: c.name, email: c.email, phone: c.phone, message: c.message, role: c.role, os: c.os, status: c.status,
    createdAt: c.created_at, readAt: c.read_at, handledAt: c.handled_at, handledBy: c.handled_by, ip: c.ip,
  });
  const security = [{ bearer: [] }];
  const ctags = ['admin: contact messages'];
  const contactSortable: SortFields = { createdAt: 'created_at', status: 'status', name: 'name', email: 'email', role: 'role', os: 'os' };
  app.get(
    '/site/contact/list',
    {
      onRequest: requirePerm(ctx, 'site:contact:list'),
      schema: {
        tags: ctags,
        security,
        querystring: contactListQuery,
      },
    },
    async (req) => {
      const q = req.query;
      let base = db.selectFrom('contact_messages');
      if (q.status) base = base.where('status', '=', q.status);
      if (q.role) base = base.where('role', '=', q.role);
      if (q.os) base = base.where('os', '=', q.os);
      if (q.email) base = base.where('email', 'ilike', `%${likeEscape(q.email)}%`);
      if (q.unhandledOnly === 'true') base = base.where('status', '!=', 'handled');
      const [rows, count] = await Promise.all([
        applySort(base.selectAll(), contactSortable, q, 'id', (qb) => qb.orderBy('created_at', 'desc').orderBy('id', 'desc'))
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map(contactDto), count.n);
    },
  );
  app.get(
    '/site/contact/:id',
    { onRequest: requirePerm(ctx, 'site:contact:query'), schema: { tags: ctags, security, summary: 'Read a message (marks it read)', params: idParam } },
    async (req) => {
      const row = await db
        .updateTable('contact_messages')
        .set({ status: sql<'read'>`case when status = 'new' then 'read' else status end`, read_at: sql<Date>`coalesce(read_at, now())` })
        .where('id', '=', req.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('contact message');
      return { code: 200, msg: 'Operation successful', data: contactDto(row) };
    },
  );
  app.put(
    '/site/contact/:id/handled',
    {
      onRequest: requirePerm(ctx, 'site:contact:edit'),
      schema: { tags: ctags, security, summary: 'Mark handled (or back to read with handled=false)', params: idParam, body: contactHandledBody },
    },
    async (req) => {
      const handled = req.body?.handled ?? true;
      const row = await db
        .updateTable('contact_messages')
        .set(
          handled
            ? { status: 'handled', handled_at: new Date(), handled_by: req.auth!.userId, read_at: sql<Date>`coalesce(read_at, now())` }
            : { status: 'read', handled_at: null, handled_by: null },
        )
        .where('id', '=', req.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('contact message');
      return { code: 200, msg: 'Operation successful', data: contactDto(row) };
    },
  );
  app.delete(
    '/site/contact/:ids',
    { onRequest: requirePerm(ctx, 'site:contact:remove'), schema: { tags: ctags, security, params: idsParam } },
    async (req) => {
      const res = await db.deleteFrom('contact_messages').where('id', 'in', req.params.ids).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw new ApiError(404);
      return { code: 200, msg: 'Operation successful' };
    },
  );
}
