import type { PublishedContent, PublishedOf } from '@labelwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@labelwise/ui';
import { describe, expect, it } from 'vitest';
import { emptySnapshot, renderWithContent, startAsNewEnglishVisitor } from '../test/renderSite';
import { DISMISSED_KEY } from './NoticeBar';

const slow = { timeout: 10_000 };
startAsNewEnglishVisitor();

const day = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

function notice(
  key: string,
  from: number,
  to: number,
  text: string,
  extra: Partial<PublishedOf<'notice'>['shared']> = {},
) {
  return {
    key,
    sort: 0,
    locale: 'de-de',
    publishedAt: '2026-11-24T10:00:00.000Z',
    shared: { startsAt: iso(from), endsAt: iso(to), level: 'info', link: '', sort: 0, ...extra },
    text: { text, linkLabel: '' },
  } satisfies PublishedOf<'notice'>;
}

function snapshot(notices: PublishedOf<'notice'>[], locale: Locale = 'de-de'): PublishedContent {
  return { ...emptySnapshot(locale, 3), notices };
}

describe('notice bar', { timeout: 30_000 }, () => {
  it('shows the current notices in a labelled region under the top bar, not past or future ones', async () => {
    renderWithContent(
      '/de/guides',
      'de-de',
      snapshot([
        notice('now', -1, 1, 'Wartung am Samstag.', { level: 'warning', link: '/download' }),
        notice('past', -3, -1, 'Vorbei.'),
        notice('future', 1, 3, 'Bald.'),
      ]),
    );
    const region = await screen.findByRole('region', { name: 'Ankündigungen' }, slow);
    expect(within(region).getByText(/Wartung am Samstag\./)).toBeInTheDocument();
    expect(region.querySelector('[data-notice="now"]')).toHaveAttribute('data-level', 'warning');
    // No link words in this translation: the link reads "Read more" in German, never the bare address.
    expect(within(region).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', '/de/download');
    expect(screen.queryByText('Vorbei.')).toBeNull();
    expect(screen.queryByText('Bald.')).toBeNull();
  });

  it('a dismissed notice stays hidden on the next page view of this browser, an edited one shows again', async () => {
    const user = userEvent.setup();
    const current = notice('sale', -1, 1, 'Rabatt bis Sonntag.');
    const view = renderWithContent('/de/guides', 'de-de', snapshot([current]));
    await screen.findByText('Rabatt bis Sonntag.', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Diese Ankündigung ausblenden' }));
    expect(screen.queryByText('Rabatt bis Sonntag.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ankündigungen' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual(['sale@2026-11-24T10:00:00.000Z']);
    view.unmount();

    const again = renderWithContent('/de/guides', 'de-de', snapshot([current]));
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(screen.queryByText('Rabatt bis Sonntag.')).toBeNull();
    again.unmount();

    renderWithContent('/de/guides', 'de-de', snapshot([{ ...current, publishedAt: '2026-11-25T08:00:00.000Z' }]));
    expect(await screen.findByText('Rabatt bis Sonntag.', {}, slow)).toBeInTheDocument();
  });

  it('renders nothing without published notices, so no page moves', async () => {
    renderWithContent('/guides', 'en-us', null);
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(document.querySelector('[data-notice]')).toBeNull();
  });
});
