/*
 * The catalog as the demo database is seeded (@labelwise/contract/catalog-seed), in the shapes the
 * API's public endpoints answer with. The chart and the driver finder render it at first paint (so it is in the
 * prerendered HTML) and replace it with the API's answer after hydration. Imported only by those pages, so it
 * rides in their chunks, never in `/`'s JavaScript.
 */
import { BRANDS, chartFactsFor, LABEL_PRINTER_TEXTS, MODELS } from '@labelwise/contract/catalog-seed';
import type { ApiBrand, ApiChartRow } from '../api/endpoints';

/** Active brands, ids in seed order (a fresh database numbers them 1, 2, …), as `GET /public/brands` lists them. */
export const brandSnapshot: readonly ApiBrand[] = BRANDS.map((b, i) => ({
  brandId: i + 1,
  name: b.name,
  nameI18n: {},
  slug: b.slug,
  website: b.website,
}));

/** `GET /public/chart` rows: one per model, in model order, as the seed writes them. */
export const chartSnapshot: readonly ApiChartRow[] = MODELS.map((m, i) => {
  const facts = chartFactsFor(m);
  return {
    chartId: i + 1,
    modelId: i + 1,
    printerModel: m.name,
    ...facts,
    labelPrinterI18n: LABEL_PRINTER_TEXTS[facts.labelPrinter] ?? {},
  };
});
