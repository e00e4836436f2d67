/** Downloads a visitor can check: installer checksums, manuals opened inline, driver releases and their feeds. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, operatorSuite, type TestApp } from './helpers.js';

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe.each(ENGINES)('downloads, releases and feeds on %s', (engine) => {
  let t: TestApp;
  let admin = '';
  const call = operatorSuite(engine, (o) => {
    t = o.t;
    admin = o.admin;
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
    expect(admin).not.toBe('');
  });
});
