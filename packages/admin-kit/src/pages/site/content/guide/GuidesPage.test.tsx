import type { ContentItem, ContentRow } from '@labelwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../../test/fakeFetch';
import { renderPage } from '../../../../test/renderPage';
import GuidesPage from './index';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const shared = {
  name: 'D520BT',
  brand: 'phomemo',
  photo: '',
  connections: ['usb', 'bluetooth'],
  sections: ['bluetooth', 'usb'],
  firmwareVersion: '',
  firmwareFile: '',
  videos: [],
  manual: true,
  manualUrl: '',
};
const text = { intro: '', steps: {} };
const item: ContentItem = {
  itemId: 1,
  kind: 'guide',
  key: 'd520',
  sort: 10,
  status: '0',
  shared: { draft: null, published: shared },
  texts: { 'en-us': { draft: null, published: text } },
  hasDraft: false,
  missingLocales: ['zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'],
  publishedAt: '2026-11-24T00:00:00.000Z',
  publishedBy: 'seed',
  updatedAt: '2026-11-24T00:00:00.000Z',
  updatedBy: 'seed',
};
const { shared: _s, texts: _t, ...rest } = item;
const row: ContentRow = { ...rest, label: 'D520BT', labels: {}, published: true };

function respond(sent: Array<{ method: string; path: string; body: unknown }>, stored: ContentItem = item) {
  return async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api-v1.0', '');
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    sent.push({ method: request.method, path, body });
    if (path === '/site/content/guide/list') return json({ code: 200, msg: 'ok', rows: [row], total: 1 });
    if (path === '/site/content/guide/1' && request.method === 'GET')
      return json({ code: 200, msg: 'ok', data: stored });
    if (path === '/site/content/guide/1/draft' && request.method === 'PUT') {
      const b = body as { shared: typeof shared; texts: Record<string, typeof text> };
      const texts = Object.fromEntries(Object.entries(b.texts).map(([l, t]) => [l, { draft: t, published: null }]));
      const saved = {
        ...item,
        hasDraft: true,
        shared: { draft: b.shared, published: shared },
        texts,
        missingLocales: [],
      };
      return json({ code: 200, msg: 'ok', data: saved });
    }
    if (path === '/site/content/guide/1/publish') return json({ code: 200, msg: 'ok', data: { item, version: 9 } });
    if (path === '/site/content/guide/preview') {
      const page = new URL(request.url).searchParams.get('path');
      return new Response(
        `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><h1>Preview of ${page}</h1><script>window.x = 1</script></body></html>`,
        {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        },
      );
    }
    return json({ code: 404, msg: 'no' }, 404);
  };
}

const everything = ['list', 'query', 'add', 'edit', 'remove', 'publish'].map((a) => `site:guide:${a}`);

describe('Printer guides page', { timeout: 30_000 }, () => {
  it('lists guides with their state and the languages they lack', async () => {
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    renderPage(<GuidesPage />, { permissions: ['site:guide:list'], respond: respond(sent) });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('D520BT')).toBeInTheDocument();
    expect(within(table).getByText('Published')).toBeInTheDocument();
    expect(within(table).getByText(/German/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add guide' })).not.toBeInTheDocument();
  });

  it('edits the German steps over the greyed defaults and saves them as a draft', async () => {
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    renderPage(<GuidesPage />, { permissions: everything, respond: respond(sent) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “d520”' });
    await user.click(within(dialog).getByRole('tab', { name: /German \(missing\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Write the German text' }));
    const usb = within(dialog).getByRole('textbox', { name: 'Steps: USB' });
    expect(usb).toHaveAttribute('placeholder', expect.stringContaining('D520BT'));
    await user.click(usb);
    await user.paste('Kabel einstecken.\nDrucker einschalten.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = sent.find((s) => s.method === 'PUT')!.body as { texts: Record<string, unknown> };
    expect(put.texts['de-de']).toEqual({ intro: '', steps: { usb: ['Kabel einstecken.', 'Drucker einschalten.'] } });
  });

  // Its own test, apart from editing: one long flow took most of its time limit on a loaded runner.
  it('publishes a saved draft after the confirmation names it', async () => {
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    const drafted: ContentItem = { ...item, hasDraft: true, shared: { draft: shared, published: shared } };
    renderPage(<GuidesPage />, { permissions: everything, respond: respond(sent, drafted) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “d520”' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Publish “d520”?' });
    expect(sent.some((s) => s.path === '/site/content/guide/1/publish')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/site/content/guide/1/publish')).toBe(true));
  });

  it('shows the contract’s problems under their fields and sends nothing', async () => {
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    renderPage(<GuidesPage />, { permissions: everything, respond: respond(sent) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “d520”' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Printer name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  it('previews the saved draft as the site renders it, in the language chosen', async () => {
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    renderPage(<GuidesPage />, { permissions: everything, respond: respond(sent) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “d520”' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview of the draft' });
    const frame = await within(preview).findByTitle('The page as visitors will see it once published');
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('Preview of /d520'));
    // Scripts never run in the preview: the frame is sandboxed without allow-scripts.
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });
});
