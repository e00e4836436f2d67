/**
 * The printer doctor's steps and symptoms and the shipping set-ups, edited in the back office in German and
 * published; the German site then shows them without a rebuild:
 * - the shared step "calibrate" gets a new German title and a "what fixed it" line once: both trees naming it show
 *   them at their step 2, and a visitor who answers Yes reads both;
 * - the German lead of "extra or skipped labels" is previewed in the editor, then on its landing page;
 * - Etsy's German settings path changes, and `/de/shipping/etsy` shows it.
 * Both are put back as they were, so the other operator files see the seeded site.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, collectErrors } from '../src/browser';
import { publish } from '../src/contentEditor';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

/** Fetches `path` until its HTML passes `done` (at most 10 s after `started`); answers the HTML. */
async function servedAfterPublish(path: string, started: number, done: (html: string) => boolean): Promise<string> {
  let html = await (await fetch(`${baseUrl()}${path}`)).text();
  while (!done(html)) {
    expect(Date.now() - started, `${path} within 10 s`).toBeLessThan(10_000);
    html = await (await fetch(`${baseUrl()}${path}`)).text();
  }
  console.log(`[content-help] publish click → ${path} changed: ${Date.now() - started} ms`);
  return html;
}

/** Opens an item's editor on its German tab. */
async function editInGerman(admin: Page, row: RegExp, key: string): Promise<Locator> {
  await admin.getByRole('row', { name: row }).getByRole('button', { name: 'Edit' }).click();
  const dialog = admin.getByRole('dialog', { name: `Edit “${key}”` });
  await dialog.getByRole('tab', { name: /German/ }).click();
  return dialog;
}

/** Saves the draft, and checks the editor's preview of the German page shows `marker`. */
async function saveAndPreview(admin: Page, dialog: Locator, marker: string) {
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  // Saved: a published item with a draft can discard it.
  await dialog.getByRole('button', { name: 'Discard draft' }).waitFor();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = admin.getByRole('dialog', { name: 'Preview of the draft' });
  // The preview opens in the operator's language; the German page is the one edited.
  await preview.waitFor();
  const language = preview.getByRole('combobox', { name: 'Language of the preview' });
  const german = admin.getByRole('option', { name: 'German' });
  // A click while the dialog still opens can miss the list: open it again until the option is there.
  for (let tries = 0; !(await german.isVisible()) && tries < 5; tries++) {
    await language.click();
    await german.waitFor({ timeout: 2000 }).catch(() => undefined);
  }
  // Chosen with Enter: a click on an option can be lost under load (see chooseOption).
  await german.press('Enter');
  const frame = preview.frameLocator('iframe[title="The page as visitors will see it once published"]');
  await frame.getByText(marker).first().waitFor();
  await preview.getByRole('button', { name: /Close/ }).first().click();
  await preview.waitFor({ state: 'detached' });
}

/** Opens a German page as a new visitor on a phone (390 px wide). */
async function visitGerman(path: string): Promise<{ visitor: Page; errors: string[] }> {
  const context = await freshContext();
  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(visitor);
  await visitor.goto(path);
  return { visitor, errors };
}

describe('doctor steps and shipping set-ups published from the back office', () => {
  it('a German shared step is edited once, published, and walked in both trees naming it', async () => {
    const stamp = Date.now();
    const title = `Etiketten einmessen lassen (${stamp})`;
    const fixed = `Der Drucker kannte die Etiketten nicht (${stamp}).`;
    const admin = await signIn(await freshContext(), { path: '/admin/site/content/doctorstep' });
    // The list names the step by its title.
    await admin.getByRole('rowheader', { name: 'Let the printer learn the labels (calibration)' }).waitFor();
    const dialog = await editInGerman(admin, /\bcalibrate\b/, 'calibrate');
    const titleBox = dialog.getByRole('textbox', { name: 'Title' });
    const fixedBox = dialog.getByRole('textbox', { name: /^What fixed it/ });
    const before = await titleBox.inputValue();
    await titleBox.fill(title);
    await fixedBox.fill(fixed);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByRole('button', { name: 'Discard draft' }).waitFor();

    const started = await publish(admin, dialog, 'calibrate');
    // "calibrate" is the second step of "blank labels" and of "extra or skipped labels".
    for (const symptom of ['blank', 'extra']) {
      const { visitor, errors } = await visitGerman(`/de/doctor?symptom=${symptom}&step=2`);
      const card = visitor.getByTestId('doctor-step');
      // The page is rendered from the published snapshot: reload until the publish reached it (10 s at most).
      await card.waitFor();
      while (!(await card.getByRole('heading', { name: title }).isVisible())) {
        expect(Date.now() - started, `/de/doctor?symptom=${symptom} within 10 s`).toBeLessThan(10_000);
        await visitor.waitForTimeout(250);
        await visitor.reload();
        await card.waitFor();
      }
      await visitor.waitForLoadState('networkidle');
      expect(await card.textContent()).toContain('Schritt 2 von');
      if (symptom === 'blank') {
        await card.getByRole('button', { name: /^Ja/ }).click();
        const solved = visitor.getByTestId('doctor-solved');
        await solved.getByText(fixed).waitFor();
        expect(await solved.textContent()).toContain(title);
      }
      expect(errors).toEqual([]);
    }

    // Put back: the seeded German title, no summary line.
    await titleBox.fill(before);
    await fixedBox.fill('');
    await publish(admin, dialog, 'calibrate');
  }, 120_000);

  it('a German symptom lead is previewed, published and on /de/doctor/extra-or-skipped-labels', async () => {
    const lead = `Nach jedem Druck kommt ein leeres Etikett heraus (${Date.now()}).`;
    const admin = await signIn(await freshContext(), { path: '/admin/site/content/doctor' });
    // The list names each symptom, not its key.
    await admin.getByRole('rowheader', { name: 'Extra or skipped labels' }).waitFor();
    const dialog = await editInGerman(admin, /\bextra\b/, 'extra');
    const box = dialog.getByRole('textbox', { name: 'Line under the name' });
    const before = await box.inputValue();
    await box.fill(lead);
    await saveAndPreview(admin, dialog, lead);
    expect(await (await fetch(`${baseUrl()}/de/doctor/extra-or-skipped-labels`)).text()).not.toContain(lead);

    const started = await publish(admin, dialog, 'extra');
    await servedAfterPublish('/de/doctor/extra-or-skipped-labels', started, (h) => h.includes(lead));
    const { visitor, errors } = await visitGerman('/de/doctor/extra-or-skipped-labels');
    await visitor.getByText(lead).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    await box.fill(before);
    const restored = await publish(admin, dialog, 'extra');
    await servedAfterPublish('/de/doctor/extra-or-skipped-labels', restored, (h) => !h.includes(lead));
  }, 120_000);

  it('a German shipping path is previewed, published and on /de/shipping/etsy', async () => {
    const path = `Shop-Manager → Einstellungen → Versandetiketten (${Date.now()})`;
    const admin = await signIn(await freshContext(), { path: '/admin/site/content/shipping' });
    const dialog = await editInGerman(admin, /\betsy\b/i, 'etsy');
    const box = dialog.getByRole('textbox', { name: 'Where the setting is' });
    const before = await box.inputValue();
    await box.fill(path);
    await saveAndPreview(admin, dialog, path);

    const started = await publish(admin, dialog, 'etsy');
    await servedAfterPublish('/de/shipping/etsy', started, (h) => h.includes(path));
    const visitor = await (await freshContext()).newPage();
    const errors = collectErrors(visitor);
    await visitor.goto('/de/shipping/etsy');
    await visitor.getByTestId('shipping-path').getByText(path).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    await box.fill(before);
    const restored = await publish(admin, dialog, 'etsy');
    await servedAfterPublish('/de/shipping/etsy', restored, (h) => !h.includes(path));
  }, 120_000);
});
