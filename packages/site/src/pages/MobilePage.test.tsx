import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublishedOf } from '@labelwise/contract';
import { routesForVariant } from '../logic/routes';
import { TROUBLESHOOTER_PATH } from './MobilePage';
import { emptySnapshot, renderSite, renderWithContent, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

describe('/mobile video guides', { timeout: 30_000 }, () => {
  it('play in the page player, not as a raw file, and closing returns focus to the row', async () => {
    const user = userEvent.setup();
    renderSite('/mobile', { viewportWidth: 390 });
    const demos = await screen.findAllByRole('link', { name: / demo clip$/ }, slow);
    expect(demos).toHaveLength(5);
    // The recording of the site comes first and is not marked as a demo.
    const row = screen.getByRole('link', { name: /^Pair a Bluetooth printer with the printer doctor \d+:\d\d$/ });
    expect(row.compareDocumentPosition(demos[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const title = row.querySelector('span')!.firstChild!.textContent!;
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: title }, slow);
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(row.getAttribute('href'));
    expect(video.querySelectorAll('track[kind="captions"]')).toHaveLength(6);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/mobile$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(row).toHaveFocus());
  });
});

describe('/mobile: nothing a phone asked for is out of reach', { timeout: 30_000 }, () => {
  it('has the FAQ, and "Continue" goes back to the exact place asked for', async () => {
    renderSite('/de/mobile?from=%2Fde%2Fguides%23faq', { viewportWidth: 390 });
    const faq = await screen.findByRole('heading', { level: 2, name: 'Häufige Fragen' }, slow);
    expect(faq.closest('section')).toHaveAttribute('id', 'faq');
    expect(screen.getByRole('link', { name: 'Weiter zur vollständigen Website' })).toHaveAttribute(
      'href',
      '/de/guides?full=1#faq',
    );
  });

  it('offers the troubleshooter only when the site has one', async () => {
    renderSite('/mobile', { viewportWidth: 390 });
    await screen.findByRole('heading', { level: 1, name: 'Print labels from your phone' }, slow);
    const hasDoctor = routesForVariant('global').some((r) => r.path === TROUBLESHOOTER_PATH);
    expect(screen.queryAllByRole('link', { name: /Printer not printing/ })).toHaveLength(hasDoctor ? 1 : 0);
  });
});

describe('/mobile with videos published from the back office', { timeout: 30_000 }, () => {
  const clip = (key: string, platform: 'pc' | 'mobile', title: string): PublishedOf<'video'> => ({
    key,
    sort: 1,
    locale: 'de-de',
    publishedAt: '2026-11-24T10:00:00.000Z',
    shared: {
      file: `/api-v1.0/files/${key}.mp4`,
      poster: `/api-v1.0/files/${key}.png`,
      posterWidth: 360,
      posterHeight: 640,
      durationSeconds: 95,
      bytes: 4096,
      platform,
      icon: 'label',
      placeholder: false,
      sort: 1,
    },
    text: { title, captions: '' },
  });

  it('lists the published mobile videos under their published titles, not the PC ones or the compiled ones', async () => {
    renderWithContent(
      '/de/mobile',
      'de-de',
      {
        ...emptySnapshot('de-de', 9),
        videos: [clip('app-koppeln', 'mobile', 'App mit dem Drucker koppeln'), clip('pc-treiber', 'pc', 'PC-Treiber')],
      },
      { viewportWidth: 390 },
    );
    const row = await screen.findByRole('link', { name: 'App mit dem Drucker koppeln 1:35' }, slow);
    expect(row).toHaveAttribute('href', '/api-v1.0/files/app-koppeln.mp4');
    expect(row).toHaveTextContent('App mit dem Drucker koppeln');
    expect(row).toHaveTextContent('1:35');
    expect(screen.getAllByRole('link', { name: /\d:\d\d/ })).toHaveLength(1);
    expect(screen.queryByText('PC-Treiber')).toBeNull();
  });
});
