import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublishedContent } from '@labelwise/contract';
import { siteMessages } from '../i18n';
import { renderSite, renderWithContent, startAsNewEnglishVisitor } from '../test/renderSite';
import { emptySnapshot } from '../test/snapshot';

const location = () => screen.getByTestId('location').textContent;
const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

describe('the header search finds the printer doctor', { timeout: 30_000 }, () => {
  it.each([
    ['blank', 'Blank labels: printer doctor', '/doctor/blank-labels'],
    ['not printing', 'Not printing? Printer doctor: fix it step by step', '/doctor'],
    ['pair', 'Pair a Bluetooth printer: printer doctor', '/doctor/bluetooth-pairing'],
    ['install', 'Install the printer: not found over USB', '/doctor/usb-not-found'],
    ['firmware', 'Firmware and driver updates: stopped working after an update', '/doctor/after-os-update'],
  ])('typing “%s” offers “%s”', async (query, title, path) => {
    const user = userEvent.setup();
    renderSite('/aboutUs');
    await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow);
    await user.type(screen.getByRole('combobox', { name: /search/i }), query);
    await user.click(await screen.findByRole('option', { name: (name) => name.startsWith(title) }, slow));
    await waitFor(() => expect(location()).toBe(path), slow);
  });

  it('names a symptom without a task phrase by its own name', async () => {
    const user = userEvent.setup();
    renderSite('/aboutUs');
    await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow);
    await user.type(screen.getByRole('combobox', { name: /search/i }), 'chromebook');
    await user.click(await screen.findByRole('option', { name: /^Printing from a Chromebook: printer doctor/ }, slow));
    await waitFor(() => expect(location()).toBe('/doctor/chromeos'), slow);
  });

  it('says where a symptom named in every locale leads', () => {
    for (const [locale, catalog] of Object.entries(siteMessages))
      expect(catalog['site.doctor.searchSymptom'], locale).toContain('{symptom}');
  });
});

describe('a symptom renamed by an operator has its new name everywhere', { timeout: 30_000 }, () => {
  const renamed: PublishedContent = {
    ...emptySnapshot('de-de'),
    doctor: {
      blank: {
        sort: 0,
        locale: 'de-de',
        publishedAt: '2026-11-28T00:00:00Z',
        key: 'blank',
        shared: { steps: [] },
        text: { name: 'Etiketten bleiben weiß', lead: 'Der Drucker zieht Etiketten ein, druckt aber nichts.' },
      },
    },
  };

  it('heading, tab title, crumb and header search on /de/doctor/<symptom>', async () => {
    const user = userEvent.setup();
    renderWithContent('/de/doctor/blank-labels', 'de-de', renamed);
    await screen.findByRole('heading', { level: 1, name: 'Etiketten bleiben weiß' }, slow);
    await waitFor(() => expect(document.title).toBe('Etiketten bleiben weiß | Labelwise'), slow);
    const crumbs = screen.getByRole('navigation', { name: /brotkrümel|breadcrumb/i });
    expect(crumbs).toHaveTextContent('Etiketten bleiben weiß');
    expect(crumbs).not.toHaveTextContent('Etiketten kommen leer heraus');
    await user.type(screen.getByRole('combobox', { name: /suche|search/i }), 'etiketten');
    await screen.findByRole('option', { name: /^Etiketten bleiben weiß: Drucker-Doktor/ }, slow);
    // The task phrase written for the built-in name ("Leere Etiketten: …") gives way to the published name.
    expect(screen.queryByRole('option', { name: /Leere Etiketten/ })).toBeNull();
  });

  it('the built-in name and task phrase where nothing is renamed', async () => {
    const user = userEvent.setup();
    renderWithContent('/de/doctor/blank-labels', 'de-de', emptySnapshot('de-de'));
    await screen.findByRole('heading', { level: 1, name: 'Etiketten kommen leer heraus' }, slow);
    await waitFor(() => expect(document.title).toBe('Etiketten kommen leer heraus | Labelwise'), slow);
    await user.type(screen.getByRole('combobox', { name: /suche|search/i }), 'leere');
    await screen.findByRole('option', { name: /^Leere Etiketten: Drucker-Doktor/ }, slow);
  });
});
