/**
 * The printer doctor as a visitor uses it, at 390 and 1366 px: blank labels on a D520 solved at step 3, a No at
 * every step ending at a prefilled contact form whose message the back office shows, a deep link restoring step 2,
 * the German doctor in German, and a landing page whose first step is in the prerendered HTML.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  chooseOption,
  collectErrors,
  expectOneContactMessage,
  launch,
  newContext,
} from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const viewports = [
  { name: '390 px', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: '1366 px', options: { viewport: { width: 1366, height: 900 } } },
] as const;

/** The step titles a visitor reads (packages/contract/src/doctorSteps.messages.ts). */
const TITLES = {
  thermalSide: 'Check the labels are thermal and loaded the right way up',
  calibrate: 'Let the printer learn the labels (calibration)',
  macPaper: 'On the Mac, print on 4 × 6 in paper at 100 % scale',
  printerLanguage: 'Print through the printer’s own driver, not a generic or raw one',
  platformFormat: 'Set the shipping platform to 4 × 6 PDF labels',
  clearQueue: 'Clear the print queue and restart the printer',
} as const;
const THERMAL_SIDE_DE = 'Prüfen, ob die Etiketten Thermopapier sind und richtig herum liegen';
const en = (id: keyof typeof TITLES) => TITLES[id];
const stepHeading = (page: Page, id: keyof typeof TITLES, name: string = TITLES[id]) =>
  page.getByTestId('doctor-step').getByRole('heading', { name });

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

for (const vp of viewports) {
  describe(`printer doctor at ${vp.name}`, () => {
    it('solves blank labels on a D520 on a Mac in three steps and says what fixed it', async () => {
      const ctx = await newContext(browser, vp.options);
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await open(page, '/doctor');
      await page.getByRole('heading', { level: 1, name: 'Printer doctor' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search for your model' }).fill('D520');
      await page.getByRole('button', { name: 'Phomemo D520BT' }).click();
      await page.getByRole('button', { name: 'Labels come out blank' }).click();
      await page.getByRole('button', { name: 'macOS' }).click();
      await page.getByRole('button', { name: 'Show the first step' }).click();
      await stepHeading(page, 'thermalSide').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'No, next step' }).click();
      await stepHeading(page, 'calibrate').waitFor();
      await page.getByRole('button', { name: 'No, next step' }).click();
      await stepHeading(page, 'macPaper').waitFor();
      expect(page.url()).toMatch(/\/doctor\?model=d520&symptom=blank&os=mac&step=3$/);
      await page.getByRole('button', { name: 'Yes, it works' }).click();
      await page
        .getByTestId('doctor-solved')
        .getByText(`What fixed it (step 3): ${en('macPaper')}.`)
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        vp.options.viewport.width,
      );
      expect(errors).toEqual([]);
      await ctx.close();
    });

    it('restores step 2 from a deep link', async () => {
      const ctx = await newContext(browser, vp.options);
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await open(page, '/doctor?model=d520&symptom=blank&os=mac&step=2');
      await stepHeading(page, 'calibrate').waitFor();
      await page.getByText('Step 2 of 5').waitFor();
      expect(errors).toEqual([]);
      await ctx.close();
    });
  });
}

describe('printer doctor, nothing helped', () => {
  it('ends at the contact form with printer, system, problem and steps filled in, and the back office shows it', async () => {
    const ctx = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await open(page, '/doctor?model=pm241&symptom=garbage&os=windows&step=1');
    for (const id of ['printerLanguage', 'platformFormat'] as const) {
      await stepHeading(page, id).waitFor();
      await page.getByRole('button', { name: 'No, next step' }).click();
    }
    await stepHeading(page, 'clearQueue').waitFor();
    await page.getByRole('button', { name: 'No, write to support' }).click();
    await page.getByText('We filled in what you told the printer doctor').waitFor();
    const message = page.getByRole('textbox', { name: /^Message/ });
    const text = await message.inputValue();
    expect(text).toContain('Printer: Phomemo PM-241-BT');
    expect(text).toContain('System: Windows');
    expect(text).toContain(`1. ${en('printerLanguage')}\n2. ${en('platformFormat')}\n3. ${en('clearQueue')}`);
    const stamp = `doctor-${Date.now()}`;
    await message.fill(`${text} ${stamp}`);
    const email = `${stamp}@example.com`;
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await chooseOption(page, page.getByRole('combobox', { name: 'I am', exact: true }), 'Driver user');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you, your message has been sent').waitFor();
    await expectOneContactMessage(email, 'Printer: Phomemo PM-241-BT');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('printer doctor in German and without JavaScript', () => {
  it('is German throughout at /de/doctor', async () => {
    const ctx = await newContext(browser, { locale: 'de-DE' });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await open(page, '/de/doctor');
    await page.getByRole('heading', { level: 1, name: 'Drucker-Doktor' }).waitFor();
    await page.getByRole('heading', { name: 'Ihr Drucker' }).waitFor();
    await page.getByRole('heading', { name: 'Was läuft schief?' }).waitFor();
    await page.getByRole('button', { name: 'Etiketten kommen leer heraus' }).click();
    await page.getByRole('button', { name: 'Ersten Schritt zeigen' }).click();
    await stepHeading(page, 'thermalSide', THERMAL_SIDE_DE).waitFor();
    await page.getByRole('button', { name: 'Nein, nächster Schritt' }).waitFor();
    const main = (await page.locator('main').innerText()).toLowerCase();
    for (const english of ['did this fix it', 'next step', 'your printer', 'labels come out blank'])
      expect(main).not.toContain(english);
    expect(await page.title()).toContain('Drucker-Doktor');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('prerenders a landing page with its first step readable without JavaScript', async () => {
    const ctx = await newContext(browser, { javaScriptEnabled: false });
    const page = await ctx.newPage();
    const response = await page.goto('/doctor/blank-labels', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Labels come out blank' }).waitFor();
    await stepHeading(page, 'thermalSide').waitFor();
    await page.getByText(/Scratch a label quickly with a fingernail/).waitFor();
    await ctx.close();
  });
});
