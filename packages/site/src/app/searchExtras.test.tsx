import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteMessages } from '../i18n';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

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

  it('has titles without placeholders, so the production catalog’s literal parts are the whole title', () => {
    for (const [locale, catalog] of Object.entries(siteMessages))
      for (const [id, text] of Object.entries(catalog))
        if (id.startsWith('site.doctor.search')) expect(text, `${locale} ${id}`).not.toMatch(/[{}<]/);
  });
});
