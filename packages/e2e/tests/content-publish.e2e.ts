/**
 * Content published live, in real Chromium against the real API (global setup), as an operator does it in the back
 * office and a visitor then sees it, without a rebuild:
 * - the D520 guide's German USB steps are edited, previewed (the API's draft render, what the editor's Preview
 *   shows) and published; the public `/de/d520` shows them and hydrates without errors, and the operation log
 *   lists the change;
 * - a notice with German text, shown from yesterday to tomorrow, is published and appears under the German home
 *   page's top bar; moved into the past, it is gone;
 * - a computer video (an MP4 and a poster picked in the file dialogs, a title) is published and is a card on the
 *   Guides page;
 * - the operation log, filtered by module, lists the notice's and the video's changes.
 * Each step prints the time from the publish click to the page serving the change.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, collectErrors, login } from '../src/browser';
import { publish } from '../src/contentEditor';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

/**
 * Fetches `path` until its HTML passes `done` (at most 10 s after `started`), prints how long that took after the
 * publish click, and answers the HTML.
 */
async function servedAfterPublish(
  label: string,
  path: string,
  started: number,
  done: (html: string) => boolean,
): Promise<string> {
  let html = await (await fetch(`${baseUrl()}${path}`)).text();
  while (!done(html)) {
    expect(Date.now() - started, `${label} within 10 s`).toBeLessThan(10_000);
    html = await (await fetch(`${baseUrl()}${path}`)).text();
  }
  console.log(`[content-publish] publish click → ${label}: ${Date.now() - started} ms`);
  return html;
}

/** Items this file adds, removed afterwards so the other files see the seeded site; `label` names it in the log. */
const added: Array<{ kind: string; key: string; label: string }> = [];
afterAll(async () => {
  if (added.length === 0) return;
  const token = await login('admin', 'admin123');
  for (const { kind, key } of added) {
    const list = await api<Array<{ itemId: number; key: string }>>(
      'GET',
      `/site/content/${kind}/list?key=${encodeURIComponent(key)}`,
      { token },
    );
    const ids = ((list.body.rows ?? []) as Array<{ itemId: number; key: string }>)
      .filter((row) => row.key === key)
      .map((row) => row.itemId);
    if (ids.length === 0) continue;
    const removed = await api('DELETE', `/site/content/${kind}/${ids.join(',')}`, { token });
    expect(removed.status, `${kind} ${key} removed`).toBe(200);
  }
});

/** A `datetime-local` value; the operator's browser runs in UTC (see the context below). */
const localInput = (t: number) => new Date(t).toISOString().slice(0, 16);
const day = 24 * 60 * 60 * 1000;

/** One of the site's own clips, as the API's upload tests use, and its length as the site's build read it. */
const CLIP_NAME = 'pc-barcodes';
const clipFile = new URL(`../../site/public/media/videos/${CLIP_NAME}.mp4`, import.meta.url);
const clipFacts = (
  JSON.parse(readFileSync(new URL('../../site/public/media/videos/media.json', import.meta.url), 'utf8')) as Record<
    string,
    { durationSeconds: number }
  >
)[CLIP_NAME]!;
/** A 1×1 PNG: the poster only has to be a real image file. */
const POSTER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks a file in the dialog behind a content file field's drop zone; answers the URL the field then holds. */
async function uploadInto(
  page: Page,
  editor: Locator,
  field: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const group = editor.getByRole('group', { name: field });
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: /Drag files here or click to upload/ }).click();
  await (await chooser).setFiles(file);
  const url = group.getByText(/^\/api-v1\.0\/common\/download\/resource\?resource=/);
  await url.waitFor();
  return (await url.textContent()) ?? '';
}

describe('content published from the back office', () => {
  it('a German guide edit is previewed, published and on the public page within seconds', async () => {
    const marker = `Schritt aus dem Backoffice ${Date.now()}: USB-Kabel einstecken.`;
    const admin = await signIn(await freshContext(), { path: '/admin/site/content/guide' });
    const row = admin.getByRole('row', { name: /\bd520\b/ });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit “d520”' });
    await dialog.getByRole('tab', { name: /German/ }).click();
    const write = dialog.getByRole('button', { name: 'Write the German text' });
    if (await write.isVisible()) await write.click();
    await dialog.getByRole('textbox', { name: 'Steps: USB' }).fill(marker);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByRole('button', { name: 'Publish' }).waitFor();

    // The draft: in the preview, not yet on the public page.
    const token = await login('admin', 'admin123');
    const preview = await fetch(`${baseUrl()}/api-v1.0/site/content/guide/preview?path=/de/d520`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain(marker);
    expect(await (await fetch(`${baseUrl()}/de/d520`)).text()).not.toContain(marker);

    const started = await publish(admin, dialog, 'd520');
    const html = await servedAfterPublish('/de/d520 shows the new step', '/de/d520', started, (h) =>
      h.includes(marker),
    );
    // The page document keeps the prerendered structure.
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('hreflang="de-DE"');
    expect(html).toContain('id="lw-content"');

    // A visitor: the step is there at first paint and stays after hydration, with no console errors.
    const visitor = await (await freshContext()).newPage();
    const errors = collectErrors(visitor);
    await visitor.goto('/de/d520');
    await visitor.getByText(marker).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByText(marker).isVisible()).toBe(true);
    expect(errors).toEqual([]);

    // The operation log lists the draft save and the publish of the guide (labelled by its model name).
    await admin.goto('/admin/monitor/operlog');
    const logged = admin.getByRole('row', { name: /D520/i });
    await logged.first().waitFor();
    expect(await logged.count()).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('a German notice is under the top bar of the German home page while its dates include today', async () => {
    const stamp = Date.now();
    const key = `e2e-notice-${stamp}`;
    const english = `Maintenance tonight (${stamp}).`;
    const german = `Wartung heute Nacht (${stamp}).`;
    added.push({ kind: 'notice', key, label: english });
    const admin = await signIn(await freshContext({ timezoneId: 'UTC' }), { path: '/admin/site/content/notice' });
    await admin.getByRole('button', { name: 'Add notice' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add notice' });
    await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
    await dialog.getByLabel(/^Shown from/).fill(localInput(stamp - day));
    await dialog.getByLabel(/^Shown until/).fill(localInput(stamp + day));
    // A new item starts with the English text, the one every language falls back to.
    await dialog.getByRole('textbox', { name: 'Announcement' }).fill(english);
    await dialog.getByRole('tab', { name: /German/ }).click();
    await dialog.getByRole('button', { name: 'Write the German text' }).click();
    await dialog.getByRole('textbox', { name: 'Announcement' }).fill(german);

    let started = await publish(admin, dialog, key);
    // The notice's item in the server-rendered page, not merely its text in the page's content data.
    const rendered = `data-notice="${key}"`;
    await servedAfterPublish('/de shows the notice', '/de', started, (h) => h.includes(rendered));

    const visitor = await (await freshContext()).newPage();
    const errors = collectErrors(visitor);
    await visitor.goto('/de');
    const announcements = visitor.getByRole('region', { name: 'Ankündigungen' });
    await announcements.getByText(german).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await announcements.getByText(german).isVisible()).toBe(true);
    expect(await visitor.getByText(english).count()).toBe(0);
    expect(errors).toEqual([]);

    // The same notice moved into the past: published, it is no longer shown.
    // The editor stays open on the item, now named by its key.
    const editor = admin.getByRole('dialog', { name: `Edit “${key}”` });
    await editor.getByLabel(/^Shown from/).fill(localInput(stamp - 3 * day));
    await editor.getByLabel(/^Shown until/).fill(localInput(stamp - 2 * day));
    started = await publish(admin, editor, key);
    await servedAfterPublish('/de drops the past notice', '/de', started, (h) => !h.includes(rendered));
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByText(german).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a computer video with its MP4 and poster is a card on the Guides page', async () => {
    const stamp = Date.now();
    const key = `e2e-video-${stamp}`;
    const title = `Printing shelf labels ${stamp}`;
    added.push({ kind: 'video', key, label: title });
    const admin = await signIn(await freshContext(), { path: '/admin/site/content/video' });
    const errors = collectErrors(admin);
    await admin.getByRole('button', { name: 'Add video' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add video' });
    await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
    await uploadInto(admin, dialog, 'Video file (MP4)', {
      name: 'shelf-labels.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync(clipFile),
    });
    // The editor reads the clip's length from the uploaded file; the operator never types it.
    await expect
      .poll(() => dialog.getByRole('spinbutton', { name: 'Length (seconds)' }).inputValue())
      .toBe(String(clipFacts.durationSeconds));
    const poster = await uploadInto(admin, dialog, 'Poster image', {
      name: 'shelf-labels.png',
      mimeType: 'image/png',
      buffer: POSTER,
    });
    // Not published yet: a visitor gets a 404, while the operator's browser, with the session cookie the draft
    // preview's images carry, gets the image.
    expect((await fetch(`${baseUrl()}${poster}`)).status).toBe(404);
    expect((await admin.request.get(`${baseUrl()}${poster}`)).status()).toBe(200);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

    const started = await publish(admin, dialog, key);
    await servedAfterPublish('/guides shows the video', '/guides', started, (h) => h.includes(title));
    expect(errors).toEqual([]);

    const visitor = await (await freshContext()).newPage();
    const visitorErrors = collectErrors(visitor);
    await visitor.goto('/guides');
    const card = visitor.getByRole('region', { name: 'Videos for Windows and Mac' }).getByRole('link', { name: title });
    await card.waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await card.isVisible()).toBe(true);
    expect(await card.getAttribute('href')).toMatch(/^\/api-v1\.0\/common\/download\/resource\?resource=/);
    expect((await fetch(`${baseUrl()}${poster}`)).status).toBe(200);
    expect(visitorErrors).toEqual([]);
  }, 120_000);

  it('the operation log lists the notice and the video, each under its module', async () => {
    const admin = await signIn(await freshContext(), { path: '/admin/monitor/operlog' });
    const errors = collectErrors(admin);
    for (const { kind, label } of added) {
      // The filter lives in the address, as an operator's bookmark or shared link would carry it.
      await admin.goto(`/admin/monitor/operlog?module=${encodeURIComponent(`site:${kind}`)}`);
      const rows = admin.getByRole('row').filter({ hasText: label });
      await rows.first().waitFor();
      // Added, published, and for the notice edited and published again: every change is a row.
      expect(await rows.count(), `${kind} changes in the log`).toBeGreaterThanOrEqual(2);
    }
    expect(added.map((item) => item.kind)).toEqual(['notice', 'video']);
    expect(errors).toEqual([]);
  }, 60_000);
});
