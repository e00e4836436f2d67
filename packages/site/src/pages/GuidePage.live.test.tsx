import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentIsland, createContentStore, readEmbeddedContent, type PublishedContent } from '../content/live';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

const published = (over: Partial<PublishedContent> = {}): PublishedContent => ({
  version: 7,
  locale: 'de-de',
  guides: {
    d520: {
      key: 'd520',
      sort: 0,
      locale: 'de-de',
      publishedAt: '2026-11-24T00:00:00Z',
      shared: {
        name: 'D520BT',
        brand: 'phomemo',
        photo: '/api-v1.0/files/d520.webp',
        connections: ['usb', 'bluetooth'],
        sections: ['usb', 'windows', 'firmware'],
        firmwareVersion: '2.1.0',
        firmwareFile: '/api-v1.0/files/d520-fw.bin',
        videos: [],
        manual: false,
        manualUrl: '',
      },
      text: { intro: 'Neu: der {model} in fünf Minuten.', steps: { usb: ['Kabel des {model} einstecken.'] } },
      drivers: [
        {
          driverId: 3,
          title: 'D520 Treiber',
          os: 'windows',
          version: '1.4',
          fileSize: 1024,
          sha256: 'a'.repeat(64),
          url: '/api-v1.0/files/d520.exe',
        },
      ],
    },
  },
  videos: [],
  faq: [],
  home: [],
  partners: {},
  notices: [],
  doctor: {},
  doctorSteps: {},
  shipping: {},
  shippingCommon: {},
  ...over,
});

describe('a guide published from the back office', { timeout: 30_000 }, () => {
  it('shows the operator’s text, photo, firmware and direct driver links; sections keep their default steps', async () => {
    const content = createContentStore({ seed: { locale: 'de-de', content: published() }, fetcher: null });
    renderSite('/de/d520', { content });
    expect(await screen.findByText('Neu: der D520BT in fünf Minuten.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Der Etikettendrucker D520BT' })).toHaveAttribute(
      'src',
      '/api-v1.0/files/d520.webp',
    );
    const usb = screen.getByRole('region', { name: 'Per USB verbinden' });
    expect(
      within(usb)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kabel des D520BT einstecken.']);
    // Windows has no override: the shared default steps, in German.
    const windows = screen.getByRole('region', { name: /Windows/ });
    expect(within(windows).getAllByRole('listitem').length).toBeGreaterThan(1);
    // Bluetooth is no longer a listed section.
    expect(screen.queryByRole('region', { name: 'Per Bluetooth verbinden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'D520 Treiber für Windows, Version 1.4' })).toHaveAttribute(
      'href',
      '/api-v1.0/files/d520.exe',
    );
    expect(screen.getByText('Aktuelle Firmware: Version 2.1.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Firmware-Datei herunterladen' })).toHaveAttribute(
      'href',
      '/api-v1.0/files/d520-fw.bin',
    );
  });

  it('marks a demo stand-in driver and manual beside their links, and leaves the real driver unmarked', async () => {
    const demo = (name: string) => `/api-v1.0/common/download/resource?resource=${encodeURIComponent(name)}`;
    const content = published();
    const guide = content.guides.d520!;
    guide.shared = { ...guide.shared, manualUrl: demo('resources/demo/manuals/d520bt-user-manual.pdf') };
    guide.drivers = [
      ...guide.drivers,
      { ...guide.drivers[0]!, driverId: 4, os: 'macos', url: demo('resources/demo/drivers/d520bt-macos-1.3.1.zip') },
    ];
    renderSite('/de/d520', { content: createContentStore({ seed: { locale: 'de-de', content }, fetcher: null }) });
    const drivers = await screen.findByRole('region', { name: 'Treiber' }, slow);
    const [windows, mac] = within(drivers).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(mac).getByText('Demo-Datei – kein echter Treiber')).toBeInTheDocument();
    expect(within(windows).queryByText(/Demo/)).toBeNull();
    const manual = screen.getByRole('region', { name: 'Handbuch' });
    expect(within(manual).getByText('Demo-Datei – kein echtes Handbuch')).toBeInTheDocument();
  });

  it('a guide without a published version keeps the compiled page', async () => {
    const content = createContentStore({
      seed: { locale: 'de-de', content: published({ guides: {} }) },
      fetcher: null,
    });
    renderSite('/de/d520', { content });
    expect(await screen.findByRole('region', { name: 'Per Bluetooth verbinden' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Treiber für/ })).toBeNull();
  });
});

describe('the content island', () => {
  it('survives text that would end a script element, and reads back as written', () => {
    const content = published({ notices: [] });
    content.guides.d520!.text = { intro: '</script><script>alert(1)</script> & \u2028', steps: {} };
    const html = contentIsland({ locale: 'de-de', content });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = html;
    expect(readEmbeddedContent(document)?.content?.guides.d520?.text.intro).toBe(
      '</script><script>alert(1)</script> & \u2028',
    );
  });
});
