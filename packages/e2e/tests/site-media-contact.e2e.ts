import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, expectOneContactMessage, launch, newContext, sendContactForm } from '../src/browser';

/**
 * The visitor's site, phone first (issue: "nothing that looks fake"): videos play in a dialog with captions and the
 * file's real length, focus comes back to the card; the contact form counts to the API's limit, never cuts or sends
 * an over-long message, says what each empty field needs, and stores a valid message. At 390 px (touch) and 1366 px.
 */
const LIMIT = 5000;
const viewports = [
  {
    name: '390 px touch',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    // A guide's first clip is an app tutorial, still a demo stand-in.
    videoPage: '/pm241',
    recorded: false,
  },
  // Below 992 px /guides sends visitors to /mobile, so the phone run uses a printer guide's video list. The Guides
  // page starts with the recordings of the site.
  { name: '1366 px', options: { viewport: { width: 1366, height: 900 } }, videoPage: '/guides', recorded: true },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const mmss = (s: number) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`;

async function openPage(
  ctx: BrowserContext,
  path: string,
): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { page, errors, scripts };
}

for (const vp of viewports) {
  describe(`site media and contact (${vp.name})`, () => {
    let ctx: BrowserContext;
    beforeAll(async () => {
      ctx = await newContext(browser, vp.options);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('does not load the player on /', async () => {
      const { page, errors, scripts } = await openPage(ctx, '/');
      expect(scripts.filter((u) => /VideoDialog/.test(u))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`plays a video from ${vp.videoPage} in a named dialog with captions and the file's real length`, async () => {
      const { page, errors, scripts } = await openPage(ctx, vp.videoPage);
      expect(
        scripts.filter((u) => /VideoDialog/.test(u)),
        'the player is not part of the first visit',
      ).toEqual([]);
      const card = page.locator('a[data-video]').first();
      const id = await card.getAttribute('data-video');
      await card.scrollIntoViewIfNeeded();
      if (vp.options.viewport.width < 500) await card.tap();
      else await card.click();

      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      const name = await dialog
        .getAttribute('aria-labelledby')
        .then((labelId) => page.locator(`[id="${labelId}"]`).innerText());
      expect(name.length).toBeGreaterThan(3);
      expect(await page.getByRole('dialog', { name }).count()).toBe(1);
      const video = dialog.locator('video');
      expect(await video.getAttribute('controls')).not.toBeNull();
      // A recording's poster is one of its frames; a stand-in's is a drawing.
      expect(await video.getAttribute('poster')).toMatch(vp.recorded ? /\.webp$/ : /\.svg$/);
      expect(await video.locator('track[kind="captions"][srclang="en-US"]').count()).toBe(1);

      // The length the browser reads from the file equals the one shown (build-time value, then the file's own).
      await page.waitForFunction(
        () => ((document.querySelector('[role="dialog"] video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
      );
      const real = await video.evaluate((v: HTMLVideoElement) => v.duration);
      expect(real).toBeGreaterThan(0);
      const shown = (await dialog.locator('[data-duration]').innerText()).trim();
      expect(shown).toBe(`Length ${mmss(real)}`);
      const onCard = (await card.locator('[data-duration]').innerText()).trim();
      expect(onCard.startsWith(mmss(real))).toBe(true);
      if (vp.recorded) expect(await dialog.innerText()).not.toMatch(/demo clip/i);
      else expect(await dialog.innerText()).toContain('Demo clip');

      // The captions track loads.
      await page.waitForFunction(() => {
        const v = document.querySelector('[role="dialog"] video') as HTMLVideoElement | null;
        return (
          !!v &&
          v.textTracks.length > 0 &&
          v.textTracks[0]!.mode === 'showing' &&
          (v.textTracks[0]!.cues?.length ?? 0) > 0
        );
      });

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction((vid) => document.activeElement?.getAttribute('data-video') === vid, id);

      // The close button does the same.
      await card.click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.waitForFunction((vid) => document.activeElement?.getAttribute('data-video') === vid, id);

      expect(
        scripts.some((u) => /VideoDialog/.test(u)),
        'the player loaded on the first click',
      ).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('plays a recording of the site: frames advance and its captions describe what is shown', async () => {
      // The phone reaches its clips on /mobile; the recording there is the printer doctor on a phone.
      const phone = vp.options.viewport.width < 500;
      const { page, errors } = await openPage(ctx, phone ? '/mobile' : '/guides');
      const title = phone ? 'Pair a Bluetooth printer with the printer doctor' : 'Find the driver for your printer';
      const card = page.getByRole('link', { name: new RegExp(`^${title} \\d+:\\d\\d$`) });
      await card.scrollIntoViewIfNeeded();
      if (phone) await card.tap();
      else await card.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor({ state: 'visible' });
      const playing = await dialog.locator('video').evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise((r) => setTimeout(r, 1500));
        const cue = v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined;
        return { time: v.currentTime, width: v.videoWidth, cue: cue?.text ?? '' };
      });
      expect(playing.time).toBeGreaterThan(0.5);
      expect(playing.width).toBe(phone ? 540 : 1280);
      expect(playing.cue).toMatch(phone ? /printer doctor on your phone/ : /type the model number/);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('counts the message to the API limit, keeps an over-long text and refuses to send it', async () => {
      const { page, errors } = await openPage(ctx, '/contactUs');
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/contact')) posts.push(r.url());
      });
      const message = page.getByRole('textbox', { name: /^Message/ });
      await expect(page.getByText(`0 / ${LIMIT.toLocaleString('en-US')} characters`).count()).resolves.toBe(1);
      await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
      await message.fill('x'.repeat(LIMIT));
      await page.getByText('5,000 / 5,000 characters').waitFor();
      await message.press('End');
      await message.pressSequentially('abc');
      expect((await message.inputValue()).length).toBe(LIMIT + 3);
      await page.getByText('5,003 / 5,000 characters').waitFor();
      await page.getByRole('button', { name: 'Send' }).click();
      await page
        .getByText(
          'Your message is 5,003 characters long. Shorten it to 5,000 or fewer, or send the rest in a second message.',
        )
        .first()
        .waitFor();
      expect(await message.getAttribute('aria-invalid')).toBe('true');
      expect((await message.inputValue()).length).toBe(LIMIT + 3);
      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('says what each empty field needs, then stores a valid message', async () => {
      const { page, errors } = await openPage(ctx, '/contactUs');
      await page.getByRole('button', { name: 'Send' }).click();
      for (const text of [
        'Enter your name',
        'Enter your email address so we can answer you',
        'Enter your message: what you are trying to do and which printer you use',
        'Choose what describes you best',
        'Choose the system you use',
      ]) {
        // The field error reads "Error: …" to screen readers (a visually hidden prefix), so match the visible part.
        await page.getByText(text).first().waitFor();
      }
      await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example');
      await page.getByText('Enter an email address like name@example.com').waitFor();

      const stamp = `e2e-media-${vp.options.viewport.width}-${Date.now()}`;
      const email = `${stamp}@example.com`;
      await sendContactForm(page, email, `My PM-241-BT prints blank labels (${stamp}).`);
      await page.getByText(/usually within one business day/).waitFor();
      expect(errors).toEqual([]);
      await page.close();

      await expectOneContactMessage(email, stamp);
    });
  });
}
