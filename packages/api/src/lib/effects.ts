import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  effectAllowed,
  type Effect,
  type EffectRefusalParams,
  type EffectSubject,
  type RefusalCode,
  type RefusalParams,
} from '@labelwise/contract';
import type { Ctx, EffectScope } from '../context.js';
import '../db/typesContent.js';
import { loadRolesAndPermissions } from './auth.js';
import { fileAudience, linkedFiles } from './fileAudience.js';
import { extOf, isInstallerExt } from './files.js';
import { refuse } from './http.js';
import { searchKey } from '@labelwise/contract/rules';

/**
 * Permissions by effect, enforced in one place: a route declares which resource it writes (`config.effects`), and
 * the `preHandler` below works out from the validated request and the stored rows what the write would change for
 * visitors, then asks the contract's table (`EFFECTS`) whether the caller may. Refusals are a 403
 * `field: why; this needs <permission>` with `data: {reason, field, params}` (the contract's refusal code, its
 * parameters, the effect and the permission), before anything is written. The upload route, which learns a file's type only while reading the body, calls `assertEffect` itself.
 */
export type { EffectScope };

/** One effect a request would have: which rule, the field it comes from, and why, in words for the log. */
export interface Detected {
  effect: Effect;
  field: string;
  why: string;
  /** The contract's refusal code the admin words, and its parameters besides `effect` and `permission`. */
  reason: RefusalCode;
  params?: RefusalParams;
  subject?: EffectSubject;
}

/** Throws the 403 when `req`'s caller may not cause `d`. */
export function assertEffect(req: FastifyRequest, d: Detected): void {
  const verdict = effectAllowed(req.auth!, d.effect, d.subject);
  if (verdict.allowed) return;
  const because: EffectRefusalParams = { effect: d.effect, permission: verdict.permission };
  throw refuse(403, d.field, `${d.why}; this needs ${verdict.permission}`, d.reason, { ...d.params, ...because });
}

type Body = Record<string, unknown>;
type Detector = (ctx: Ctx, req: FastifyRequest) => Promise<Detected[]>;

const bodyOf = (req: FastifyRequest) => (req.body ?? {}) as Body;
const idsOf = (req: FastifyRequest) => ((req.params as { ids?: number[] }).ids ?? []) as number[];
const changes = (body: Body, row: Body, pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.filter(([field, column]) => body[field] !== undefined && String(body[field]) !== String(row[column] ?? ''));

/** Links: every one is live in dataConfig.json, so adding, re-pointing or deleting one changes the installers. */
const linkEffects: Detector = async (ctx, req) => {
  const link = { effect: 'installerLink', reason: 'installerLink' } as const;
  if (req.method === 'POST') return [{ ...link, field: 'url', why: 'a new download link goes live' }];
  if (req.method === 'DELETE') return [{ ...link, field: 'linkId', why: 'deleting a live download link changes it' }];
  const b = bodyOf(req);
  const row = await ctx.db
    .selectFrom('download_links')
    .selectAll()
    .where('id', '=', Number(b.linkId))
    .executeTakeFirst();
  if (!row) return [];
  const [changed] = changes(b, row as unknown as Body, [
    ['key', 'link_key'],
    ['url', 'url'],
    ['sha256', 'sha256'],
  ]);
  return changed ? [{ ...link, field: changed[0], why: `link ${row.link_key} is live` }] : [];
};

/** Drivers and manuals: publishing into any slot, changing a published one, or deleting it. */
// A driver's release is a version visitors download (the newest published one is the driver's file), so it is the
// driver's slot effect too.
function downloadEffects(kind: 'driver' | 'release' | 'manual'): Detector {
  const table = ({ driver: 'drivers', release: 'driver_releases', manual: 'manuals' } as const)[kind];
  const effect: Effect = kind === 'manual' ? 'manualSlot' : 'driverSlot';
  const idField = `${kind}Id`;
  return async (ctx, req) => {
    const out: Detected[] = [];
    const b = bodyOf(req);
    if (typeof b.fileName === 'string' && kind === 'manual' && (await isInstallerFile(ctx, b.fileName)))
      out.push({
        effect: 'installerFile',
        field: 'fileName',
        why: 'the file is an installer and a manual would publish it',
        reason: 'manualInstaller',
      });
    if (req.method === 'POST' && (b.status ?? '0') === '0')
      out.push({
        effect,
        // Publishing is what the status says (published when left out): the form shows the reason there.
        field: 'status',
        why: `publishing a ${kind} changes what visitors download`,
        reason: 'publishDownload',
        params: { what: kind },
      });
    if (req.method === 'PUT') {
      const row = await ctx.db
        .selectFrom(table)
        .select('status')
        .where('id', '=', Number(b[idField]))
        .executeTakeFirst();
      if (row && (row.status === '0' || b.status === '0'))
        out.push({
          effect,
          field: idField,
          why: `the ${kind} is or becomes published`,
          reason: 'changePublished',
          params: { what: kind },
        });
    }
    if (req.method === 'DELETE') {
      const live = await ctx.db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', idsOf(req))
        .where('status', '=', '0')
        .executeTakeFirst();
      if (live)
        out.push({
          effect,
          field: idField,
          why: `${kind} ${live.id} is published; deleting it withdraws it`,
          reason: 'deletePublished',
          params: { what: kind, id: live.id },
        });
    }
    return out;
  };
}

async function isInstallerFile(ctx: Ctx, fileName: string): Promise<boolean> {
  if (isInstallerExt(extOf(fileName))) return true;
  const f = await ctx.db.selectFrom('files').select('ext').where('file_name', '=', fileName).executeTakeFirst();
  return f !== undefined && isInstallerExt(f.ext);
}

/** Whether visitors download through the model: it lists a published driver or manual. */
async function servedDownloads(ctx: Ctx, modelId: number) {
  const [driver, manual] = await Promise.all(
    (['drivers', 'manuals'] as const).map((t) =>
      ctx.db.selectFrom(t).select('id').where('model_id', '=', modelId).where('status', '=', '0').executeTakeFirst(),
    ),
  );
  return { driver: driver !== undefined, manual: manual !== undefined };
}

/** Another model already answering to this name (folded) or guide path: a new or renamed model would pose as it. */
async function lookAlike(ctx: Ctx, b: Body, selfId: number | null): Promise<Detected | null> {
  const name = typeof b.name === 'string' ? searchKey(b.name) : '';
  const guide = typeof b.guidePath === 'string' ? b.guidePath.trim() : '';
  if (!name && !guide) return null;
  const other = await ctx.db
    .selectFrom('printer_models')
    .select(['id', 'name', 'search_key', 'guide_path'])
    .where((eb) =>
      eb.or([
        ...(name ? [eb('search_key', '=', name)] : []),
        ...(guide ? [eb(sql`lower(guide_path)`, '=', guide.toLowerCase())] : []),
      ]),
    )
    .$if(selfId !== null, (qb) => qb.where('id', '!=', selfId!))
    .executeTakeFirst();
  if (!other) return null;
  const field = name && other.search_key === name ? 'name' : 'guidePath';
  return {
    effect: 'modelIdentity',
    field,
    why: `model ${other.name} already answers to this ${field}`,
    reason: 'modelLookAlike',
    params: { model: other.name },
  };
}

const modelEffects: Detector = async (ctx, req) => {
  const b = bodyOf(req);
  if (req.method === 'POST') {
    const clash = (b.status ?? '0') === '0' ? await lookAlike(ctx, b, null) : null;
    return clash ? [clash] : [];
  }
  if (req.method === 'PUT') {
    const id = Number(b.modelId);
    const row = await ctx.db.selectFrom('printer_models').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return [];
    const out: Detected[] = [];
    const [changed] = changes(b, row as unknown as Body, [
      ['name', 'name'],
      ['brandId', 'brand_id'],
      ['guidePath', 'guide_path'],
      ['status', 'status'],
    ]);
    const served = await servedDownloads(ctx, id);
    if (changed && (served.driver || served.manual))
      out.push({
        effect: 'modelIdentity',
        field: changed[0],
        why: `visitors download through model ${row.name}`,
        reason: 'modelServed',
        params: { model: row.name },
      });
    const clash = (b.status ?? row.status) === '0' ? await lookAlike(ctx, b, id) : null;
    if (clash) out.push(clash);
    return out;
  }
  const out: Detected[] = [];
  for (const id of idsOf(req)) {
    const served = await servedDownloads(ctx, id);
    if (!served.driver && !served.manual) continue;
    const row = await ctx.db.selectFrom('printer_models').select('name').where('id', '=', id).executeTakeFirst();
    const model = row?.name ?? String(id);
    const has = (effect: Effect, what: 'drivers' | 'manuals'): Detected => ({
      effect,
      field: 'modelId',
      why: `model ${model} has published ${what}, which deleting it would delete`,
      reason: 'modelHasPublished',
      params: { model, what },
    });
    if (served.driver) out.push(has('driverSlot', 'drivers'));
    if (served.manual) out.push(has('manualSlot', 'manuals'));
  }
  return out;
};

/**
 * Installers a publish would offer to visitors for the first time: files of an installer type the item's draft links
 * that nothing visitors see links yet (a hidden driver's file, say). Publishing them is publishing a download.
 */
async function installersPublishedBy(ctx: Ctx, kind: string, id: number): Promise<string[]> {
  const item = await ctx.db
    .selectFrom('content_items')
    .select(['shared_draft', 'has_draft'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item?.has_draft) return [];
  const texts = await ctx.db.selectFrom('content_texts').select('draft').where('item_id', '=', id).execute();
  const linked = new Set(linkedFiles([item.shared_draft, ...texts.map((t) => t.draft)].join('\n')));
  const out: string[] = [];
  for (const fileName of linked)
    if ((await isInstallerFile(ctx, fileName)) && !(await fileAudience(ctx, fileName, true)).public) out.push(fileName);
  return out;
}

/** Content: visibility and order are not drafted, so changing them on a published item, or deleting it, publishes. */
const contentEffects: Detector = async (ctx, req) => {
  const { kind, id } = req.params as { kind: string; id?: number };
  const subject = { kind };
  if (req.method === 'POST' && id !== undefined) {
    const [installer] = await installersPublishedBy(ctx, kind, id);
    return installer
      ? [
          {
            effect: 'installerFile',
            field: 'id',
            why: `the draft links the installer ${installer}, which publishing would offer to visitors`,
            reason: 'contentInstaller',
          },
        ]
      : [];
  }
  if (req.method === 'PUT' && id !== undefined) {
    const b = bodyOf(req);
    const row = await ctx.db
      .selectFrom('content_items')
      .select(['sort', 'status', 'shared_published'])
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.shared_published === null) return [];
    const [changed] = changes(b, row as unknown as Body, [
      ['status', 'status'],
      ['sort', 'sort'],
    ]);
    return changed
      ? [
          {
            effect: 'contentVisibility',
            field: changed[0],
            why: 'the item is published: this shows, hides or moves it',
            reason: 'contentPublished',
            subject,
          },
        ]
      : [];
  }
  if (req.method === 'DELETE' && id === undefined) {
    const live = await ctx.db
      .selectFrom('content_items')
      .select('id')
      .where('kind', '=', kind)
      .where('id', 'in', idsOf(req))
      .where('shared_published', 'is not', null)
      .executeTakeFirst();
    if (live)
      return [
        {
          effect: 'contentVisibility',
          field: 'ids',
          why: `item ${live.id} is published; deleting it unpublishes it`,
          reason: 'contentPublished',
          subject,
        },
      ];
  }
  return [];
};

/** Users: acting on an account is acting as it (a new password signs in as it), so hold all it holds. */
const userEffects: Detector = async (ctx, req) => {
  const b = bodyOf(req);
  const ids = req.method === 'DELETE' ? idsOf(req) : [Number(b.userId)];
  const out: Detected[] = [];
  for (const id of ids) {
    if (!Number.isInteger(id)) continue;
    const target = await loadRolesAndPermissions(ctx, id);
    const user = await ctx.db.selectFrom('users').select('user_name').where('id', '=', id).executeTakeFirst();
    out.push({
      effect: 'userAccount',
      field: 'userId',
      why: `user ${id} holds permissions you do not`,
      reason: 'userHoldsMore',
      params: { user: user?.user_name ?? String(id) },
      subject: { target },
    });
  }
  return out;
};

const DETECTORS: Readonly<Record<EffectScope, Detector>> = {
  link: linkEffects,
  driver: downloadEffects('driver'),
  release: downloadEffects('release'),
  manual: downloadEffects('manual'),
  model: modelEffects,
  content: contentEffects,
  user: userEffects,
};

/** The preHandler every route with `config.effects` goes through (registered once, in plugins/effects.ts). */
export function effectsPreHandler(ctx: Ctx) {
  return async (req: FastifyRequest) => {
    const scope = req.routeOptions.config.effects;
    if (!scope || req.method === 'GET' || !req.auth) return;
    for (const detected of await DETECTORS[scope](ctx, req)) assertEffect(req, detected);
  };
}
