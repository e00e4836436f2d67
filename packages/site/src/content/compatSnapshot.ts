/*
 * The compatibility cells as the demo database seeds them (`seedCompatCells` of @labelwise/contract/compat over the
 * guides), in the shape `GET /public/compat` answers. The chart renders them at first paint and in the prerendered
 * HTML, then the API's answer replaces them. Model ids follow the seed's order (a fresh database numbers them 1, 2, …).
 */
import { seedCompatCells, type CompatCpu, type CompatSystem, type PublicCompatCell } from '@labelwise/contract/compat';
import { GUIDE_DEFAULTS } from '@labelwise/contract/guides';

/** The seeded cells of one system and CPU, every model. */
export function compatSnapshot(system: CompatSystem, cpu: CompatCpu): PublicCompatCell[] {
  let cellId = 0;
  return GUIDE_DEFAULTS.flatMap((g, i) =>
    seedCompatCells(g)
      .filter((c) => c.system === system && (c.cpu === cpu || c.cpu === 'any'))
      .map((c) => ({
        ...c,
        cellId: ++cellId,
        modelId: i + 1,
        modelName: g.name,
        guidePath: `/${g.slug}`,
        connections: [...g.connections],
      })),
  );
}
