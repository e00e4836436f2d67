/**
 * What operators record reaches every place a visitor reads it: a symptom renamed in German is the tab title, the
 * crumb and the header search's entry of /de/doctor/<symptom> (in the server's HTML and after client-side
 * navigation), and a printer's recorded resolution decides which settings /shipping/{platform}?model= shows.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, collectErrors, login } from '../src/browser';
import { browserPerFile } from '../src/session';

const files = browserPerFile();
const RENAMED = 'Etiketten bleiben weiß';
const BUILT_IN = 'Etiketten kommen leer heraus';

type Texts = Record<string, { published: { name: string; lead: string } | null }>;
interface DoctorItem {
  itemId: number;
  shared: { published: unknown };
  texts: Texts;
}

/** Saves `name` as the German name of "blank labels" and publishes it, the other languages as published. */
async function renameBlank(token: string, name: string): Promise<void> {
  const list = await api<Array<{ itemId: number; key: string }>>('GET', '/site/content/doctor/list?key=blank', {
    token,
  });
  const { itemId } = ((list.body.rows ?? []) as Array<{ itemId: number; key: string }>).find((r) => r.key === 'blank')!;
  const item = (await api<DoctorItem>('GET', `/site/content/doctor/${itemId}`, { token })).body.data!;
  const texts = Object.fromEntries(Object.entries(item.texts).map(([l, t]) => [l, t.published]));
  texts['de-de'] = { ...texts['de-de']!, name };
  const saved = await api('PUT', `/site/content/doctor/${itemId}/draft`, {
    token,
    json: { shared: item.shared.published, texts },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect((await api('POST', `/site/content/doctor/${itemId}/publish`, { token, json: {} })).status).toBe(200);
}

const setResolution = async (token: string, printResolution: number | null) => {
  const r = await api('PUT', '/site/model', { token, json: { modelId: 1, printResolution } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

let token = '';
afterAll(async () => {
  // The other files see the seeded site again.
  if (!token) return;
  await renameBlank(token, BUILT_IN);
  await setResolution(token, null);
});

describe('a symptom renamed in German', () => {
  it('is the <title>, crumb and header search entry of /de/doctor/blank-labels', async () => {
    token = await login('admin', 'admin123');
    await renameBlank(token, RENAMED);
    const html = await (await fetch(`${baseUrl()}/de/doctor/blank-labels`)).text();
    expect(html).toContain(`<title>${RENAMED} | Labelwise</title>`);
    expect(html).not.toContain(BUILT_IN);

    const ctx = await files.freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseUrl()}/de/aboutUs`, { waitUntil: 'networkidle' });
    const search = page.getByRole('combobox', { name: /suche/i });
    await search.click();
    await search.fill('weiß');
    await page.getByRole('option', { name: new RegExp(`^${RENAMED}: Drucker-Doktor`) }).click();
    await page.waitForURL(/\/de\/doctor\/blank-labels$/);
    await page.getByRole('heading', { level: 1, name: RENAMED }).waitFor();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${RENAMED} | Labelwise`);
    expect(await page.getByRole('navigation', { name: /brotkrümel|breadcrumb/i }).textContent()).toContain(RENAMED);
    expect(errors).toEqual([]);
  });
});

describe('a printer’s recorded resolution on a shipping page', () => {
  it('shows only its settings when recorded, both with how to find it when not', async () => {
    token ||= await login('admin', 'admin123');
    const ctx = await files.freshContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const families = page.locator('section[aria-labelledby="shipping-families"] h3');
    const status = page.getByTestId('shipping-printer-resolution');

    await page.goto(`${baseUrl()}/shipping/ebay?model=d520`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => status.textContent(), { timeout: 10_000 })
      .toMatch(/not recorded whether the Phomemo D520BT/);
    expect(await families.allTextContents()).toEqual(['203 dpi printers', '300 dpi printers']);

    await setResolution(token, 300);
    await page.goto(`${baseUrl()}/zh-cn/shipping/ebay?model=d520`, { waitUntil: 'networkidle' });
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toContain('您的 Phomemo D520BT 以 300 dpi 打印');
    expect(await families.allTextContents()).toEqual(['300 dpi 打印机']);
  });
});
