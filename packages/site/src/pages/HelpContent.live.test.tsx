import { DOCTOR_STEP_TEXTS, DOCTOR_TREES, type DoctorStepId } from '@labelwise/contract/doctor';
import { SHIPPING_PLATFORM_TEXTS } from '@labelwise/contract/shipping';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContentStore, type PublishedContent } from '../content/live';
import { emptySnapshot } from '../test/snapshot';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

const at = { sort: 0, locale: 'de-de' as const, publishedAt: '2026-11-28T00:00:00Z' };
const noLimits = { systems: [], connections: [], models: [], link: '' as const, picture: '' };

/** The blank-labels tree as an operator published it: a German step first, with a picture, then calibration. */
function published(): PublishedContent {
  const de = (id: 'calibrate') => ({
    title: DOCTOR_STEP_TEXTS[id].title['de-de'],
    body: DOCTOR_STEP_TEXTS[id].body['de-de'],
    fixed: '',
  });
  return {
    ...emptySnapshot('de-de', 9),
    doctor: {
      blank: {
        ...at,
        key: 'blank',
        shared: {
          steps: [
            { ...noLimits, id: 'rollCore', picture: '/media/doctor/roll.webp' },
            { ...noLimits, id: 'calibrate' },
          ],
        },
        text: { name: 'Etiketten bleiben weiß', lead: 'Der Drucker schiebt vor, druckt aber nichts.' },
      },
      extra: {
        ...at,
        key: 'extra',
        shared: {
          steps: [
            { ...noLimits, id: 'calibrate' },
            { ...noLimits, id: 'notPublished' },
          ],
        },
        text: { name: 'Zu viele Etiketten', lead: 'Nach jedem Druck kommt ein leeres Etikett.' },
      },
    },
    // One item per step: "calibrate" reads the same in both trees that name it.
    doctorSteps: {
      rollCore: {
        ...at,
        key: 'rollCore',
        shared: {},
        text: {
          title: 'Rollenkern prüfen',
          body: 'Die Rolle muss frei auf dem Halter laufen.',
          fixed: 'Die Rolle klemmte.',
        },
      },
      calibrate: { ...at, key: 'calibrate', shared: {}, text: { ...de('calibrate'), title: 'Einmessen lassen' } },
    },
    shipping: {
      etsy: {
        ...at,
        key: 'etsy',
        shared: {
          name: 'Etsy',
          sizes: ['4x6', '4x4'],
          formats: ['pdf'],
          orientation: 'portrait',
          dpi203: 203,
          dpi300: 300,
        },
        text: {
          path: 'Shop-Manager → Einstellungen → Versand → Etikettenformat',
          choose: SHIPPING_PLATFORM_TEXTS.etsy.choose['de-de'],
          windows: ['Strg+P drücken.'],
          mac: ['⌘P drücken.'],
          mistakes: ['Den Bogen im Letter-Format drucken.'],
        },
      },
    },
    shippingCommon: {
      common: {
        ...at,
        key: 'common',
        shared: {},
        text: {
          windows: ['Windows: Strg+P, dann 100 %.'],
          mac: ['Mac: ⌘P, dann 100 %.'],
          mistakes: ['An Seite anpassen verkleinert das Etikett.'],
        },
      },
    },
  };
}

describe('doctor trees and shipping set-ups published from the back office', { timeout: 30_000 }, () => {
  it('the German landing page walks the published tree: its steps, words, picture and what fixed it', async () => {
    const content = createContentStore({ seed: { locale: 'de-de', content: published() }, fetcher: null });
    renderSite('/de/doctor/blank-labels', { content });
    const card = await screen.findByTestId('doctor-step', {}, slow);
    expect(within(card).getByRole('heading', { name: 'Rollenkern prüfen' })).toBeInTheDocument();
    expect(within(card).getByText('Schritt 1 von 2')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rollenkern prüfen' })).toHaveAttribute(
      'src',
      '/media/doctor/roll.webp',
    );
    // The compiled tree's first step is not the published one.
    expect(
      within(card).queryByText(DOCTOR_STEP_TEXTS[DOCTOR_TREES.blank[0]!.id as DoctorStepId].title['de-de']),
    ).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /^Ja/ }));
    const solved = await screen.findByTestId('doctor-solved');
    expect(solved).toHaveTextContent('Rollenkern prüfen');
    expect(solved).toHaveTextContent('Die Rolle klemmte.');
  });

  it('names the symptom as published, and a shared step reads the same in every tree naming it', async () => {
    const content = createContentStore({ seed: { locale: 'de-de', content: published() }, fetcher: null });
    renderSite('/de/doctor/extra-or-skipped-labels', { content });
    const card = await screen.findByTestId('doctor-step', {}, slow);
    expect(screen.getByRole('heading', { level: 1, name: 'Zu viele Etiketten' })).toBeInTheDocument();
    expect(screen.getByText('Nach jedem Druck kommt ein leeres Etikett.')).toBeInTheDocument();
    // A step with no published words is left out rather than shown empty.
    expect(within(card).getByText('Schritt 1 von 1')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Einmessen lassen' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /^Ja/ }));
    expect(await screen.findByTestId('doctor-solved')).toHaveTextContent('Einmessen lassen');
  });

  it('a deep link on a page whose snapshot holds only the names walks the compiled tree', async () => {
    const full = published();
    // As the server cuts it for a page that read the symptoms' names only.
    const cut = { ...full, doctor: { blank: { text: full.doctor.blank!.text } } } as unknown as PublishedContent;
    const content = createContentStore({ seed: { locale: 'de-de', content: cut }, fetcher: null });
    renderSite('/de/doctor?symptom=blank&step=2', { content });
    const card = await screen.findByTestId('doctor-step', {}, slow);
    expect(within(card).getByRole('heading', { name: DOCTOR_STEP_TEXTS.calibrate.title['de-de'] })).toBeVisible();
    expect(screen.getByTestId('doctor-summary')).toHaveTextContent('Etiketten bleiben weiß');
  });

  it('the chooser lists the symptoms by their published names', async () => {
    const content = createContentStore({ seed: { locale: 'de-de', content: published() }, fetcher: null });
    renderSite('/de/doctor', { content });
    expect(await screen.findByRole('button', { name: 'Etiketten bleiben weiß' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zu viele Etiketten' })).toBeInTheDocument();
  });

  it('the /shipping index shows the published print dialogs and shared mistakes', async () => {
    const content = createContentStore({ seed: { locale: 'de-de', content: published() }, fetcher: null });
    renderSite('/de/shipping', { content });
    expect(await screen.findByText('Windows: Strg+P, dann 100 %.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Mac: ⌘P, dann 100 %.')).toBeInTheDocument();
    const mistakes = screen.getByRole('region', { name: 'Fehler, die zur falschen Größe führen' });
    expect(within(mistakes).getByText('An Seite anpassen verkleinert das Etikett.')).toBeInTheDocument();
  });

  it('a platform page shows the published path, sizes, dialog lines and mistakes', async () => {
    const content = createContentStore({ seed: { locale: 'de-de', content: published() }, fetcher: null });
    renderSite('/de/shipping/etsy', { content });
    expect(await screen.findByTestId('shipping-path', {}, slow)).toHaveTextContent(
      'Shop-Manager → Einstellungen → Versand → Etikettenformat',
    );
    expect(screen.getByText(/Etikettengröße: 4×6 Zoll \(100 × 150 mm\) und 4×4 Zoll/)).toBeInTheDocument();
    expect(screen.getByText('Strg+P drücken.')).toBeInTheDocument();
    const mistakes = screen.getByRole('region', { name: 'Fehler, die zur falschen Größe führen' });
    expect(within(mistakes).getByText('Den Bogen im Letter-Format drucken.')).toBeInTheDocument();
    // The mistakes every platform shares follow its own.
    expect(within(mistakes).getByText('An Seite anpassen verkleinert das Etikett.')).toBeInTheDocument();
  });
});
