/**
 * Permissions by effect as one rule, tested as a matrix: every role preset (the seeded admin and editor, and the
 * composed roles the attack test used) × every effect of the contract's `EFFECTS` table, each effect reached by the
 * write an attacker used. The expected outcome is written out below and must also be what the contract's
 * `effectAllowed` answers (the admin shows that), so the table, the API and the admin cannot disagree.
 *
 * A refusal is a 403 with `data: {reason, field, params: {effect, permission, …}}` (or, where the role lacks the route's
 * own permission, the route's 403), the tables it would write unchanged and the public answer unchanged. An allowed
 * write answers 200 and visitors see it.
 *
 * Reproduced findings: (1) a user manager resetting the editor's password or e-mail; (2) the editor re-pointing the
 * Windows installer and its checksum; (3a) the editor publishing its own upload into an empty driver slot; (3b) the
 * editor renaming and hiding PM-241-BT and adding a look-alike with its guide path; (6) edit or delete without
 * publish hiding or deleting a published item, and the preview showing drafts of kinds the role may not query.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EFFECT_NAMES,
  effectAllowed,
  effectPermissions,
  holdsPermission,
  readRefusal,
  type Effect,
  type Holder,
} from '@labelwise/contract';
import type { DB } from '../src/db/types.js';
import { allPermissionCodes, editorPermissionCodes } from '../src/db/seed.js';
import { makeExeStub } from '../src/lib/files.js';
import { ENGINES, caller, makeOperatorApp, tableDigest, tokenWith, uploadAs, type TestApp } from './helpers.js';
import { previewSite } from './matrix-cases-modules.js';

const ROLES = ['admin', 'editor', 'userManager', 'contentDrafter', 'publisher'] as const;
type Role = (typeof ROLES)[number];

/** What each role holds (the seeded presets as seeded). */
const HOLDINGS: Readonly<Record<Role, Holder>> = {
  admin: { roles: ['admin'], permissions: ['*:*:*'] },
  editor: { roles: ['editor'], permissions: editorPermissionCodes() },
  // finding 1: manages users and roles, nothing else
  userManager: {
    roles: ['r'],
    permissions: allPermissionCodes().filter((c) => c.startsWith('system:user:') || c.startsWith('system:role:')),
  },
  // finding 6: the editor without any publish permission
  contentDrafter: { roles: ['r'], permissions: editorPermissionCodes().filter((c) => !c.endsWith(':publish')) },
  // what the editor lacks to publish drivers
  publisher: { roles: ['r'], permissions: [...editorPermissionCodes(), 'site:driver:edit', 'site:driver:remove'] },
};

interface Scenario {
  effect: Effect;
  /** The route's own permission. */
  route: string;
  tables: Array<keyof DB>;
  /** What visitors get that the write would change (compared before and after a refusal). */
  visible: () => Promise<unknown>;
  /** Sets up a fresh subject (as the admin) and answers the request that causes the effect, to send as `token`. */
  prepare: () => Promise<(token: string) => Promise<LightMyRequestResponse>>;
  /** After a 200: visitors see the change. */
  seen?: (before: unknown, after: unknown) => void;
  subject?: { kind?: string; target?: Holder };
}

const T = true;
const F = false;
/** The expected outcome, role by role (admin, editor, userManager, contentDrafter, publisher). */
const EXPECTED: Readonly<Record<string, readonly [boolean, boolean, boolean, boolean, boolean]>> = {
  'reset the password of an editor (1)': [T, F, F, F, F],
  "change an editor's e-mail (1)": [T, F, F, F, F],
  'disable an editor': [T, F, F, F, F],
  'delete an editor': [T, F, F, F, F],
  'point LabelwiseSetup_Win64 and its checksum elsewhere (2)': [T, F, F, F, T],
  'upload an installer': [T, F, F, F, T],
  'publish a driver into an empty slot (3a)': [T, F, F, F, T],
  'withdraw a published driver': [T, F, F, F, T],
  'publish a manual for a model without one': [T, T, F, T, T],
  'rename and hide a model visitors download through (3b)': [T, F, F, F, T],
  'add a look-alike "PM 241 BT" with guide path /pm241 (3b)': [T, F, F, F, T],
  'hide a published notice by editing it (6)': [T, T, F, F, T],
  'delete a published notice (6)': [T, T, F, F, T],
};

describe.each(ENGINES)('permissions by effect, role × effect, on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  let editorRoleId = 0;
  let n = 0;
  const site = previewSite();
  const call = caller(() => t);
  const ok = (r: LightMyRequestResponse) => {
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    return r.json();
  };
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    call(method, url, tokens.admin, payload).then(ok);

  beforeAll(async () => {
    const o = await makeOperatorApp(engine, {
      rateLimits: { upload: { max: 1000, timeWindow: 60_000 } },
      staticSites: [{ prefix: '/', root: site.root, spaFallback: 'index.html' }],
    });
    t = o.t;
    tokens.admin = o.admin;
    tokens.editor = o.editor;
    for (const role of ['userManager', 'contentDrafter', 'publisher'] as const)
      tokens[role] = await tokenWith(t.app, [...HOLDINGS[role].permissions]);
    editorRoleId = (await asAdmin('GET', '/system/role/list?roleKey=editor')).rows[0].roleId;
  });
  afterAll(async () => {
    await t?.close();
    site.remove();
  });

  // ---------- fixtures, made by the admin ----------
  const editorUser = async () =>
    (
      await asAdmin('POST', '/system/user', {
        userName: `ed_${engine}_${++n}`,
        nickName: 'Editor',
        password: 'editor-pass-123',
        email: `ed${n}@labelwise.example`,
        roleIds: [editorRoleId],
      })
    ).data.userId as number;
  const freshModel = async () =>
    (await asAdmin('POST', '/site/model', { brandId: 1, name: `EFX-${engine}-${++n}` })).data.modelId as number;
  const seededDriverFile = async () =>
    (await asAdmin('GET', '/site/driver/list?pageSize=10')).rows[0].fileName as string;
  const driverBody = (modelId: number, fileName: string) => ({
    modelId,
    title: 'Linux driver',
    os: 'linux',
    version: `1.${++n}`,
    releaseDate: '2026-01-01',
    fileName,
  });
  const publishedNotice = async () => {
    const item = await asAdmin('POST', '/site/content/notice', {
      key: `effect-${engine}-${++n}`,
      shared: { startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', level: 'info', link: '' },
      texts: { 'en-us': { text: `Service notice ${n}` } },
    });
    await asAdmin('POST', `/site/content/notice/${item.data.itemId}/publish`, {});
    return item.data.itemId as number;
  };
  const userRow = (id: number) => asAdmin('GET', `/system/user/${id}`).then((r) => r.data);
  const dataConfig = async () => (await call('GET', '/resources/dataConfig.json')).json();
  const notices = async () =>
    ((await call('GET', '/content/published?locale=en-us')).json().data.notices as Array<{ key: string }>).map(
      (x) => x.key,
    );
  const modelSearch = async () => (await call('GET', '/public/models?keyword=pm241')).json().rows;

  let last: { id: number } = { id: 0 };
  const editorTarget = { roles: ['editor'], permissions: editorPermissionCodes() };
  const SCENARIOS: Record<string, Scenario> = {
    'reset the password of an editor (1)': {
      effect: 'userAccount',
      route: 'system:user:resetPwd',
      tables: ['users', 'sessions'],
      subject: { target: editorTarget },
      visible: async () => null,
      prepare: async () => {
        const id = await editorUser();
        return (token) => call('PUT', '/system/user/resetPwd', token, { userId: id, password: 'taken-over-123' });
      },
    },
    "change an editor's e-mail (1)": {
      effect: 'userAccount',
      route: 'system:user:edit',
      tables: ['users'],
      subject: { target: editorTarget },
      visible: async () => (last.id ? (await userRow(last.id)).email : null),
      prepare: async () => {
        last = { id: await editorUser() };
        const id = last.id;
        return (token) => call('PUT', '/system/user', token, { userId: id, email: 'attacker@evil.example' });
      },
    },
    'disable an editor': {
      effect: 'userAccount',
      route: 'system:user:edit',
      tables: ['users', 'sessions'],
      subject: { target: editorTarget },
      visible: async () => null,
      prepare: async () => {
        const id = await editorUser();
        return (token) => call('PUT', '/system/user', token, { userId: id, status: '1' });
      },
    },
    'delete an editor': {
      effect: 'userAccount',
      route: 'system:user:remove',
      tables: ['users', 'user_roles'],
      subject: { target: editorTarget },
      visible: async () => null,
      prepare: async () => {
        const id = await editorUser();
        return (token) => call('DELETE', `/system/user/${id}`, token);
      },
    },
    'point LabelwiseSetup_Win64 and its checksum elsewhere (2)': {
      effect: 'installerLink',
      route: 'site:link:edit',
      tables: ['download_links'],
      visible: dataConfig,
      prepare: async () => {
        const win64 = (await asAdmin('GET', '/site/link/list?key=LabelwiseSetup_Win64')).rows[0];
        const url = `https://evil.example/LabelwiseSetup_x64_${++n}.exe`;
        return (token) => call('PUT', '/site/link', token, { linkId: win64.linkId, url, sha256: 'a'.repeat(64) });
      },
      seen: (before, after) =>
        expect((after as Record<string, string>).LabelwiseSetup_Win64).not.toBe(
          (before as Record<string, string>).LabelwiseSetup_Win64,
        ),
    },
    'upload an installer': {
      effect: 'installerFile',
      route: 'common:file:upload',
      tables: ['files'],
      visible: async () => null,
      prepare: async () => (token) => uploadAs(t.app, token, 'LabelwiseSetup.exe', makeExeStub(`effect ${++n}`)),
    },
    'publish a driver into an empty slot (3a)': {
      effect: 'driverSlot',
      route: 'site:driver:add',
      tables: ['drivers'],
      visible: async () => (last.id ? (await call('GET', `/public/models/${last.id}/drivers`)).json().rows : null),
      prepare: async () => {
        last = { id: await freshModel() };
        const body = driverBody(last.id, await seededDriverFile());
        return (token) => call('POST', '/site/driver', token, body);
      },
      seen: (_before, after) => expect(after).toHaveLength(1),
    },
    'withdraw a published driver': {
      effect: 'driverSlot',
      route: 'site:driver:remove',
      tables: ['drivers'],
      visible: async () => (last.id ? (await call('GET', `/public/models/${last.id}/drivers`)).json().rows : null),
      prepare: async () => {
        last = { id: await freshModel() };
        const d = await asAdmin('POST', '/site/driver', driverBody(last.id, await seededDriverFile()));
        return (token) => call('DELETE', `/site/driver/${d.data.driverId}`, token);
      },
      seen: (_before, after) => expect(after).toHaveLength(0),
    },
    'publish a manual for a model without one': {
      effect: 'manualSlot',
      route: 'site:manual:add',
      tables: ['manuals'],
      visible: async () => (last.id ? (await call('GET', `/public/models/${last.id}/manuals`)).json().rows : null),
      prepare: async () => {
        last = { id: await freshModel() };
        const fileName = (await asAdmin('GET', '/site/manual/list?pageSize=10')).rows[0].fileName;
        const body = { modelId: last.id, title: 'User manual', version: '1.0', releaseDate: '2026-01-01', fileName };
        return (token) => call('POST', '/site/manual', token, body);
      },
      seen: (_before, after) => expect(after).toHaveLength(1),
    },
    'rename and hide a model visitors download through (3b)': {
      effect: 'modelIdentity',
      route: 'site:model:edit',
      tables: ['printer_models'],
      visible: async () => (last.id ? (await call('GET', `/public/models/${last.id}`)).statusCode : null),
      prepare: async () => {
        last = { id: await freshModel() };
        const id = last.id;
        await asAdmin('POST', '/site/driver', driverBody(id, await seededDriverFile()));
        return (token) => call('PUT', '/site/model', token, { modelId: id, name: `Retired ${++n}`, status: '1' });
      },
      seen: (before, after) => expect(after).not.toBe(before),
    },
    'add a look-alike "PM 241 BT" with guide path /pm241 (3b)': {
      effect: 'modelIdentity',
      route: 'site:model:add',
      tables: ['printer_models'],
      visible: modelSearch,
      prepare: async () => async (token) => {
        const r = await call('POST', '/site/model', token, { brandId: 2, name: 'PM 241 BT', guidePath: '/pm241' });
        // an allowed look-alike is removed again so the next role meets the same catalogue
        if (r.statusCode === 200) await asAdmin('DELETE', `/site/model/${r.json().data.modelId}`);
        return r;
      },
    },
    'hide a published notice by editing it (6)': {
      effect: 'contentVisibility',
      route: 'site:notice:edit',
      tables: ['content_items', 'content_texts'],
      subject: { kind: 'notice' },
      visible: notices,
      prepare: async () => {
        const id = await publishedNotice();
        const shared = { startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', level: 'info', link: '' };
        const body = { shared, texts: { 'en-us': { text: 'Hidden' } }, status: '1' };
        return (token) => call('PUT', `/site/content/notice/${id}/draft`, token, body);
      },
      seen: (before, after) => expect((after as string[]).length).toBe((before as string[]).length - 1),
    },
    'delete a published notice (6)': {
      effect: 'contentVisibility',
      route: 'site:notice:remove',
      tables: ['content_items', 'content_texts'],
      subject: { kind: 'notice' },
      visible: notices,
      prepare: async () => {
        const id = await publishedNotice();
        return (token) => call('DELETE', `/site/content/notice/${id}`, token);
      },
      seen: (before, after) => expect((after as string[]).length).toBe((before as string[]).length - 1),
    },
  };

  it('covers every effect of the contract table (the preview is the test below)', () => {
    const covered = new Set(Object.values(SCENARIOS).map((s) => s.effect));
    expect([...covered, 'draftPreview'].sort()).toEqual([...EFFECT_NAMES].sort());
    expect(Object.keys(SCENARIOS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('%s', async (name) => {
    const s = SCENARIOS[name]!;
    for (const [i, role] of ROLES.entries()) {
      const expected = EXPECTED[name]![i]!;
      const holder = HOLDINGS[role];
      const byRoute = holdsPermission(holder, s.route);
      // what the admin would show: the contract's answer is the expected one
      expect(byRoute && effectAllowed(holder, s.effect, s.subject).allowed, `${role}: contract`).toBe(expected);
      last = { id: 0 };
      const send = await s.prepare();
      const digests = await Promise.all(s.tables.map((tb) => tableDigest(t.app, tb)));
      const before = await s.visible();
      const r = await send(tokens[role]);
      const after = await s.visible();
      if (expected) {
        expect(r.statusCode, `${role}: ${r.body.slice(0, 300)}`).toBe(200);
        s.seen?.(before, after);
        continue;
      }
      expect(r.statusCode, `${role}: ${r.body.slice(0, 300)}`).toBe(403);
      const body = r.json() as {
        code: number;
        msg: string;
        data?: { field: string; params: { permission: string } };
      };
      if (byRoute) {
        // refused by effect: the reason is machine-readable and the message names the field and the permission
        expect(body.data, role).toEqual({
          reason: expect.any(String),
          field: expect.any(String),
          params: expect.objectContaining({ effect: s.effect, permission: expect.any(String) }),
        });
        expect(readRefusal(body.data), role).toBeDefined();
        const { field } = body.data!;
        const { permission } = body.data!.params;
        expect(holdsPermission(holder, permission), `${role} holds ${permission}`).toBe(false);
        if (s.effect !== 'userAccount') expect(effectPermissions(s.effect, s.subject)).toEqual([permission]);
        else expect(s.subject!.target!.permissions).toContain(permission);
        expect(body.msg.startsWith(`${field}: `) && body.msg.endsWith(`this needs ${permission}`), body.msg).toBe(true);
      } else expect(body.msg, role).toContain(s.route);
      expect(await Promise.all(s.tables.map((tb) => tableDigest(t.app, tb))), `${role}: tables changed`).toEqual(
        digests,
      );
      expect(after, `${role}: visitors see a refused change`).toEqual(before);
    }
  });

  it('the preview shows drafts only of the kinds the role may query (6)', async () => {
    const noticeText = `Draft notice ${engine} ${++n}`;
    const question = `Draft question ${engine} ${++n}?`;
    await asAdmin('POST', '/site/content/notice', {
      key: `draft-${engine}-${n}`,
      shared: { startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', level: 'info', link: '' },
      texts: { 'en-us': { text: noticeText } },
    });
    await asAdmin('POST', '/site/content/faq', {
      key: `draft-${engine}-${n}`,
      shared: { sort: 0, images: [] },
      texts: { 'en-us': { question, answer: 'An answer that is not published yet.' } },
    });
    const preview = async (token: string) => {
      const r = await call('GET', '/site/content/notice/preview?path=/', token);
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      return r.body;
    };
    const noticesOnly = await tokenWith(t.app, ['site:notice:list', 'site:notice:query']);
    const page = await preview(noticesOnly);
    expect(page).toContain(noticeText);
    expect(page, 'a FAQ draft reached a role without site:faq:query').not.toContain(question);
    for (const token of [
      tokens.editor,
      tokens.admin,
      await tokenWith(t.app, ['site:notice:query', 'site:faq:query']),
    ]) {
      const both = await preview(token);
      expect(both).toContain(noticeText);
      expect(both).toContain(question);
    }
    // visitors see neither
    const live = (await call('GET', '/content/published?locale=en-us')).json().data;
    expect(JSON.stringify(live)).not.toContain(question);
  });
});
