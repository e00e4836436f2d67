import { locales } from '@labelwise/ui/messages';
import { describe, expect, it } from 'vitest';
import { areas, type AreaName } from '.';
import { allCatalogs, catalogParts } from './allCatalogs';
import { catalogPartsFor, componentAreas, pageAreas, shellAreas } from './pageAreas';

/*
 * The production build ships each locale's catalog in parts (build/locale-catalogs.ts); the prerender proves every
 * page renders from its own parts. These tests keep the parts a true partition of the catalog.
 */
describe('catalog parts', () => {
  it.each(locales)('%s: the parts hold every message of the catalog exactly once', (locale) => {
    const parts = Object.values(catalogParts()[locale]);
    const ids = parts.flatMap((part) => Object.keys(part));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.assign({}, ...parts)).toEqual(allCatalogs()[locale]);
  });

  it('loads every area somewhere: with the shell, with a page, or with the component that shows it', () => {
    const reachable = new Set<AreaName>([...shellAreas, ...componentAreas, ...Object.values(pageAreas).flat()]);
    expect([...reachable].sort()).toEqual(Object.keys(areas).sort());
  });

  it('never lists a shell area as a page area, so no message ships twice', () => {
    for (const [page, names] of Object.entries(pageAreas)) {
      for (const name of names)
        expect((shellAreas as readonly string[]).includes(name), `${page}: ${name}`).toBe(false);
    }
  });

  it('gives a page the shell first, then its own areas; no page, the shell only', () => {
    expect(catalogPartsFor('home')).toEqual(['shell', 'home', 'barcodes']);
    expect(catalogPartsFor(null)).toEqual(['shell']);
  });
});
