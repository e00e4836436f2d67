import type { PublishedContent, PublishedOf } from '@labelwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptySnapshot, renderWithContent, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };
startAsNewEnglishVisitor();

const meta = { locale: 'de-de' as const, publishedAt: '2026-11-24T10:00:00.000Z' };
const empty: PublishedContent = emptySnapshot('de-de', 5);
const video: PublishedOf<'video'> = {
  ...meta,
  key: 'neu',
  sort: 5,
  shared: {
    file: '/upload/neu.mp4',
    poster: '/upload/neu.png',
    posterWidth: 640,
    posterHeight: 360,
    durationSeconds: 75,
    bytes: 2048,
    platform: 'pc',
    icon: 'label',
    placeholder: false,
    sort: 5,
  },
  text: { title: 'Neues Video', captions: '/upload/neu.de-de.vtt' },
};
const faq: PublishedOf<'faq'> = {
  ...meta,
  key: 'papier',
  sort: 1,
  shared: { sort: 1, images: [{ src: '/upload/papier.png', width: 640, height: 400, paragraph: 1 }] },
  text: { question: 'Papier klemmt?', answer: 'Klappe öffnen.\n\nRolle neu einlegen.', imageAlts: ['Offene Klappe'] },
};

describe('published content on the pages', { timeout: 30_000 }, () => {
  it('/guides shows the published videos and FAQ instead of the compiled ones', async () => {
    const user = userEvent.setup();
    renderWithContent('/de/guides', 'de-de', { ...empty, videos: [video], faq: [faq] });
    const card = await screen.findByRole('link', { name: /^Neues Video / }, slow);
    expect(card).toHaveAttribute('href', '/upload/neu.mp4');
    expect(card).toHaveTextContent('1:15');
    // No mobile video is published: that section is left out rather than shown empty.
    expect(screen.queryByRole('heading', { name: /Mobil/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Papier klemmt?' }));
    expect(screen.getByText('Rolle neu einlegen.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Offene Klappe' })).toHaveAttribute('src', '/upload/papier.png');
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Neues Video' }, slow);
    const tracks = dialog.querySelectorAll('track[kind="captions"]');
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toHaveAttribute('src', '/upload/neu.de-de.vtt');
  });

  it('/guides shows no demo clip when no video is published, and keeps the compiled FAQ', async () => {
    renderWithContent('/guides', 'en-us', { ...empty, locale: 'en-us' });
    expect(
      await screen.findByRole('button', { name: 'The printer feeds labels but nothing is printed' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /demo clip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Videos for Windows and Mac' })).not.toBeInTheDocument();
  });

  it('the home page shows the published headline, samples, barcodes and logos', async () => {
    const home: PublishedOf<'home'> = {
      ...meta,
      key: 'home',
      sort: 0,
      shared: {
        sampleLabels: [{ src: '/upload/probe.png', width: 300, height: 200 }],
        partnerLogos: [
          { name: 'Acme', img: '/upload/acme.png', width: 160, height: 64, url: 'https://acme.example', page: '' },
        ],
        barcodes: ['qrcode'],
      },
      text: { headline: 'Etiketten für alle', subline: '', sampleAlts: ['Probeetikett'] },
    };
    renderWithContent('/de', 'de-de', { ...empty, home: [home] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Etiketten für alle' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Probeetikett' })).toHaveAttribute('src', '/upload/probe.png');
    const barcodes = screen.getByRole('heading', { level: 2, name: /Barcode/ }).closest('section')!;
    expect(within(barcodes).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: /Acme/ })).toHaveAttribute('src', '/upload/acme.png');
  });

  it('a partner page shows the published words and the chosen models', async () => {
    const partner: PublishedOf<'partner'> = {
      ...meta,
      key: 'phomemo',
      sort: 10,
      shared: {
        slug: 'phomemo',
        name: 'Phomemo',
        primaryColor: '#11a983',
        accentColor: '',
        logo: '',
        website: 'https://phomemo.com',
        models: ['d520'],
        sort: 10,
      },
      text: { tagline: 'Drucken ohne Umwege', description: 'Phomemo, jetzt mit neuen Worten.' },
    };
    renderWithContent('/de/phomemo', 'de-de', { ...empty, partners: { phomemo: partner } });
    expect(await screen.findByText('Phomemo, jetzt mit neuen Worten.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Drucken ohne Umwege')).toBeInTheDocument();
    const models = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(models).toEqual(['D520BT']);
  });
});
