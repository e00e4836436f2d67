import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';

const slow = { timeout: 20_000 };
const pm241 = {
  modelId: 5,
  brandId: 1,
  brandName: 'Phomemo',
  name: 'PM-241-BT',
  guidePath: '/pm241',
  connections: ['usb', 'bluetooth'],
};
const file = (v: string) => `resources/drivers/pm241bt-windows-${v}.zip`;
const driver = {
  driverId: 9,
  modelId: 5,
  title: 'PM-241-BT Windows driver',
  titleI18n: { 'de-de': 'PM-241-BT Windows-Treiber' },
  os: 'windows',
  version: '1.3.2',
  releaseDate: '2024-01-14',
  fileName: file('1.3.2'),
  fileSize: 2048,
  sha256: 'a'.repeat(64),
  url: `/api-v1.0/common/download/resource?resource=${encodeURIComponent(file('1.3.2'))}`,
};
const release = (version: string, date: string, current: boolean, sha: string, name = file(version)) => ({
  releaseId: current ? 2 : 1,
  driverId: 9,
  os: 'windows',
  version,
  releaseDate: date,
  notes: current
    ? {
        'en-us': 'Fixes blank first labels after sleep.',
        'de-de': 'Behebt leere erste Etiketten nach dem Ruhezustand.',
      }
    : { 'en-us': 'First release for Windows 10 and 11.' },
  knownIssues: current
    ? {}
    : { 'en-us': 'The first label may come out blank.', 'de-de': 'Das erste Etikett kann leer bleiben.' },
  fileName: name,
  fileSize: 3072,
  sha256: sha,
  url: `/api-v1.0/common/download/resource?resource=${encodeURIComponent(name)}`,
  current,
});
const page = (rows: unknown[]) => json({ code: 200, msg: 'Operation successful', rows, total: rows.length });

function mockCatalog(olderFile?: string) {
  return mockFetch((url) => {
    const path = url.pathname.replace('/api-v1.0', '');
    if (path === '/public/brands')
      return page([
        { brandId: 1, name: 'Phomemo', nameI18n: {}, slug: 'phomemo', website: '' },
        { brandId: 5, name: 'Generic', nameI18n: { 'de-de': 'Generisch' }, slug: 'generic', website: '' },
      ]);
    if (path === '/public/brands/1/models') return page([pm241]);
    if (path === '/public/models/5') return json({ code: 200, msg: 'ok', data: pm241 });
    if (path === '/public/models/5/drivers') return page([driver]);
    if (path === '/public/models/5/manuals') return page([]);
    if (path === '/public/models/5/releases')
      return json({
        code: 200,
        msg: 'ok',
        data: [
          release('1.3.2', '2024-01-14', true, 'c'.repeat(64)),
          release('1.2.2', '2023-08-17', false, 'b'.repeat(64), olderFile),
        ],
      });
    return json({ code: 404, msg: 'not found' }, 404);
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => vi.unstubAllGlobals());

describe('driver versions on the finder', { timeout: 30_000 }, () => {
  it('links each driver row to its versions, lists the older one with its SHA-256 and a download, and the feed', async () => {
    mockCatalog();
    renderSite('/printers?brand=1&model=5');
    const notes = await screen.findByRole('link', { name: /^Release notes\s*of PM-241-BT Windows driver$/ }, slow);
    expect(notes).toHaveAttribute('href', '#release-notes-9');
    const section = await screen.findByRole('region', { name: 'Versions and release notes of PM-241-BT' }, slow);
    const group = section.querySelector('#release-notes-9') as HTMLElement;
    const items = await within(group).findAllByRole('listitem', {}, slow);
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Current version')).toBeInTheDocument();
    const older = items[1]!;
    expect(within(older).getByText('Version 1.2.2')).toBeInTheDocument();
    expect(within(older).getByText('Released August 17, 2023')).toBeInTheDocument();
    expect(within(older).getByText('The first label may come out blank.')).toBeInTheDocument();
    expect(within(older).getByText('b'.repeat(64))).toBeInTheDocument();
    const download = within(older).getByRole('link', { name: 'Download version 1.2.2 (3 kB)' });
    expect(download).toHaveAttribute('href', release('1.2.2', '', false, '').url);
    expect(download).toHaveAttribute('download', 'pm241bt-windows-1.2.2.zip');
    const feed = screen.getByRole('link', { name: 'Follow new PM-241-BT drivers in a feed reader (Atom)' });
    expect(feed).toHaveAttribute('href', '/feeds/drivers/pm241.atom');
    expect(feed).toHaveAttribute('type', 'application/atom+xml');
  });

  it('marks a demo stand-in version, and only that one', async () => {
    mockCatalog('resources/demo/drivers/pm241bt-windows-1.2.2.zip');
    renderSite('/printers?brand=1&model=5');
    const section = await screen.findByRole('region', { name: 'Versions and release notes of PM-241-BT' }, slow);
    const group = section.querySelector('#release-notes-9') as HTMLElement;
    const [current, older] = (await within(group).findAllByRole('listitem', {}, slow)) as [HTMLElement, HTMLElement];
    expect(within(older).getByText('Demo file — not a real driver')).toBeInTheDocument();
    expect(within(current).queryByText('Demo file — not a real driver')).not.toBeInTheDocument();
  });

  it('shows German driver titles and notes in German and marks an English-only note as English', async () => {
    mockCatalog();
    renderSite('/de/printers?brand=1&model=5');
    const section = await screen.findByRole('region', { name: 'Versionen und Versionshinweise zu PM-241-BT' }, slow);
    expect(
      await within(section).findByText('Behebt leere erste Etiketten nach dem Ruhezustand.', {}, slow),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'PM-241-BT Windows-Treiber' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generisch' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Treiber für PM-241-BT' })).toHaveTextContent('PM-241-BT Windows-Treiber');
    const english = within(section).getByText('First release for Windows 10 and 11.');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english.parentElement).toHaveTextContent('(auf Englisch)');
    expect(within(section).getByText('Das erste Etikett kann leer bleiben.')).toBeInTheDocument();
  });
});
