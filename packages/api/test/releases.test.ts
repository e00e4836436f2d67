/** Downloads a visitor can check: installer checksums, manuals opened inline, driver releases and their feeds. */
import crypto from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ENGINES, operatorSuite, uploadAs, type TestApp } from './helpers.js';

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

interface Release {
  releaseId: number;
  driverId: number;
  os: string;
  version: string;
  releaseDate: string;
  notes: Record<string, string>;
  knownIssues: Record<string, string>;
  fileSize: number;
  sha256: string;
  url: string;
  current: boolean;
}
type Node = Record<string, unknown>;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an Atom document and checks what RFC 4287 requires of a feed and of each entry; answers the entries. */
function atomEntries(xml: string): Node[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (n) => ['entry', 'link'].includes(n),
  }).parse(xml) as Node;
  const feed = doc.feed as Node;
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  for (const el of ['id', 'title', 'updated']) expect(String(feed[el] ?? ''), `feed ${el}`).not.toBe('');
  expect(String(feed.updated)).toMatch(RFC3339);
  expect(() => new URL(String(feed.id))).not.toThrow();
  expect((feed.author as Node).name).toBeTruthy();
  const links = feed.link as Node[];
  expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toMatch(/^http:\/\/.+\.atom/);
  const entries = (feed.entry ?? []) as Node[];
  const ids = new Set<string>();
  for (const e of entries) {
    for (const el of ['id', 'title', 'updated']) expect(String(e[el] ?? ''), `entry ${el}`).not.toBe('');
    expect(String(e.updated)).toMatch(RFC3339);
    ids.add(String(e.id));
    // Without <content>, an entry needs an alternate link (RFC 4287 4.1.1).
    expect((e.link as Node[]).some((l) => (l['@rel'] ?? 'alternate') === 'alternate')).toBe(true);
  }
  expect(ids.size).toBe(entries.length);
  return entries;
}

describe.each(ENGINES)('downloads, releases and feeds on %s', (engine) => {
  let t: TestApp;
  let admin = '';
  let editor = '';
  const call = operatorSuite(engine, (o) => {
    t = o.t;
    admin = o.admin;
    editor = o.editor;
  });
  const raw = (url: string) => t.app.inject({ method: 'GET', url });

  it('publishes the SHA-256 of every installer it serves, the Mac one included', async () => {
    const d = (await raw('/resources/dataConfig.json')).json() as Record<string, string>;
    for (const key of ['LabelwiseSetup_Win32', 'LabelwiseSetup_Win64', 'LabelwiseSetup_Mac']) {
      expect(d[`${key}_sha256`], key).toMatch(/^[0-9a-f]{64}$/);
      const file = await raw(d[key]!);
      expect(file.statusCode).toBe(200);
      expect(sha(file.rawPayload)).toBe(d[`${key}_sha256`]);
    }
  });

  it('opens a manual inline in the PDF viewer and still downloads it as an attachment', async () => {
    const manuals = (await call('GET', '/public/models/1/manuals')).json().rows as Array<{
      url: string;
      viewUrl: string;
      sha256: string;
    }>;
    const m = manuals[0]!;
    expect(m.viewUrl).toBe(`${m.url}&disposition=inline`);
    const view = await raw(m.viewUrl);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="[^"]+\.pdf"/);
    expect(sha(view.rawPayload)).toBe(m.sha256);
    const download = await raw(m.url);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses to show anything but a PDF inline, naming the field', async () => {
    const drivers = (await call('GET', '/public/models/1/drivers')).json().rows as Array<{ url: string }>;
    const r = await raw(`${drivers[0]!.url}&disposition=inline`);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ code: 400, msg: 'disposition: inline is only for PDF files' });
    const bad = await raw(`${drivers[0]!.url}&disposition=show`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^disposition: /);
  });

  it("lists every version of a model's drivers; an older one downloads and matches its SHA-256", async () => {
    const releases = (await call('GET', '/public/models/1/releases')).json().data as Release[];
    const windows = releases.filter((r) => r.os === 'windows');
    expect(windows.length).toBeGreaterThanOrEqual(2);
    const [current, older] = windows as [Release, Release];
    expect(current.current).toBe(true);
    expect(older.current).toBe(false);
    expect(older.releaseDate < current.releaseDate).toBe(true);
    const drivers = (await call('GET', '/public/models/1/drivers?os=windows')).json().rows as Array<{
      version: string;
    }>;
    expect(drivers[0]!.version).toBe(current.version);
    for (const r of [current, older]) {
      expect(Object.keys(r.notes).sort()).toEqual(['de-de', 'en-us', 'es-es', 'fr-fr', 'zh-cn', 'zh-hk']);
      expect(r.notes['de-de']).not.toBe(r.notes['en-us']);
    }
    expect(older.knownIssues['en-us']).toMatch(/blank/);
    const file = await raw(older.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.rawPayload.length).toBe(older.fileSize);
    expect(sha(file.rawPayload)).toBe(older.sha256);
    expect(older.sha256).not.toBe(current.sha256);
  });

  it('serves valid Atom feeds per model and for all releases, in the asked locale', async () => {
    const r = await raw('/feeds/drivers/d520.atom');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const entries = atomEntries(r.body);
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(r.body).toContain('<title>D520BT drivers</title>');
    expect((await raw('/feeds/drivers/D520.atom')).statusCode).toBe(200);
    const again = await raw('/feeds/drivers/d520.atom');
    const cached = await t.app.inject({
      method: 'GET',
      url: '/feeds/drivers/d520.atom',
      headers: { 'if-none-match': again.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const de = await raw('/feeds/drivers/d520.atom?locale=de-de');
    atomEntries(de.body);
    expect(de.body).toContain('xml:lang="de-de"');
    expect(de.body).toContain('<title>D520BT-Treiber</title>');
    expect(de.body).toContain('Ruhezustand');
    const all = await raw('/feeds/drivers.atom');
    expect(atomEntries(all.body).length).toBe(50);
    expect((await raw('/feeds/drivers/nope.atom')).statusCode).toBe(404);
    expect((await raw('/feeds/drivers/d520.rss')).statusCode).toBe(404);
    expect((await raw('/feeds/drivers/d520.atom?locale=xx')).statusCode).toBe(400);
  });

  it('an operator publishing a release: the feed gains it, the driver offers it, older ones stay', async () => {
    const before = atomEntries((await raw('/feeds/drivers/d520.atom')).body);
    const drivers = (await call('GET', '/public/models/1/drivers?os=windows')).json().rows as Array<{
      driverId: number;
      version: string;
    }>;
    const driver = drivers[0]!;
    const up = await uploadAs(t.app, admin, 'd520bt-windows-2.0.0.zip', Buffer.from('PK\u0003\u0004 2.0.0 driver'));
    expect(up.statusCode, up.body).toBe(200);
    const fileName = up.json().fileName as string;
    const notes = {
      'en-us': 'Prints 300 dpi labels twice as fast.',
      'de-de': 'Druckt 300-dpi-Etiketten doppelt so schnell.',
    };
    const body = { driverId: driver.driverId, version: '2.0.0', releaseDate: '2026-11-20', fileName, notes };

    // The editor may prepare it hidden but not publish it: that changes what visitors download.
    const refused = await call('POST', '/site/release', editor, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/^status: .*site:driver:edit$/);
    const hidden = await call('POST', '/site/release', editor, { ...body, status: '1' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const releaseId = hidden.json().data.releaseId as number;
    expect(atomEntries((await raw('/feeds/drivers/d520.atom')).body)).toHaveLength(before.length);
    const publish = await call('PUT', '/site/release', editor, { releaseId, status: '0' });
    expect(publish.statusCode).toBe(403);

    expect((await call('PUT', '/site/release', admin, { releaseId, status: '0' })).statusCode).toBe(200);
    const after = atomEntries((await raw('/feeds/drivers/d520.atom')).body);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.title).toBe('D520BT Windows driver 2.0.0');
    expect((after[0]!.summary as Node)['#text']).toContain('twice as fast');
    const allFeed = atomEntries((await raw('/feeds/drivers.atom')).body);
    expect(allFeed[0]!.id).toBe(after[0]!.id);
    const now = (await call('GET', '/public/models/1/drivers?os=windows')).json().rows[0];
    expect(now).toMatchObject({ version: '2.0.0', fileName });
    const releases = (await call('GET', '/public/models/1/releases')).json().data as Release[];
    const win = releases.filter((r) => r.os === 'windows');
    expect(win.map((r) => r.current)).toEqual([true, false, false]);
    expect(win[1]!.version).toBe(driver.version);

    // Deleting the new release gives the driver its previous version back.
    expect((await call('DELETE', `/site/release/${releaseId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/public/models/1/drivers?os=windows')).json().rows[0].version).toBe(driver.version);
  });

  it('refuses bad releases with the field named', async () => {
    const base = { driverId: 1, version: '9.9.9', releaseDate: '2026-01-01', fileName: 'resources/drivers/nope.zip' };
    const noEnglish = await call('POST', '/site/release', admin, { ...base, notes: { 'de-de': 'Nur Deutsch' } });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().msg).toMatch(/^notes\.en-us: /);
    const unknown = await call('POST', '/site/release', admin, { ...base, notes: { 'en-us': 'x', 'xx-yy': 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/^notes/);
    const noFile = await call('POST', '/site/release', admin, { ...base, notes: { 'en-us': 'x' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe('fileName: refers to a file that was not uploaded');
  });
});
