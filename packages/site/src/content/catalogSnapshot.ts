/*
 * The catalog as the demo database is seeded (packages/api/src/db/catalog-data.ts, read-only), in the shapes the
 * API's public endpoints answer with. The chart and the driver finder render it at first paint (so it is in the
 * prerendered HTML) and replace it with the API's answer after hydration. Imported only by those pages, so it
 * rides in their chunks, never in `/`'s JavaScript.
 */
import { BRANDS, MODELS } from '../../../api/src/db/catalog-data';
import type { ApiBrand, ApiChartRow } from '../api/endpoints';

/** The API's search key (packages/api/src/lib/http.ts `searchKey`): the seed derives firmware versions from it. */
const searchKey = (s: string): string =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Active brands, ids in seed order (a fresh database numbers them 1, 2, …), as `GET /public/brands` lists them. */
export const brandSnapshot: readonly ApiBrand[] = BRANDS.map((b, i) => ({ brandId: i + 1, name: b.name, slug: b.slug, website: b.website }));

/** `GET /public/chart` rows: one per model, in model order, as the seed writes them. */
export const chartSnapshot: readonly ApiChartRow[] = MODELS.map((m, i) => {
  const slug = searchKey(m.name);
  return {
    chartId: i + 1,
    printerModel: m.name,
    driverWindows: true,
    driverLinux: Boolean(m.linux),
    driverMac: m.mac !== false,
    softwareSupport: true,
    firmwareVersion: `V${(slug.length % 3) + 1}.0.${slug.length}`,
    labelPrinter: m.connections.includes('wifi') ? 'Wi-Fi shipping label printer' : 'Thermal label printer',
  };
});
