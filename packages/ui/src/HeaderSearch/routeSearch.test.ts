import Fuse from 'fuse.js';
import { describe, expect, it, vi } from 'vitest';
import { createRouteSearch, matchRank, routeSearchOptions, type SearchableRoute } from './routeSearch';

/** The public routes of the site with their English titles. */
const routes: SearchableRoute[] = [
  { title: 'Home', path: '/index' },
  { title: 'Features', path: '/features' },
  { title: 'Guides and FAQ', path: '/guides' },
  { title: 'About us', path: '/aboutUs' },
  { title: 'Contact us', path: '/contactUs' },
  { title: 'Download', path: '/download' },
  { title: 'Printers', path: '/chart' },
  { title: 'Drivers', path: '/printers' },
  { title: 'Privacy & Compliance', path: '/privacy' },
  { title: 'Supported barcodes', path: '/supportedBarcode' },
  { title: 'D520 setup guide', path: '/d520' },
  { title: 'PM-241-BT setup guide', path: '/pm241' },
];

const titles = (found: SearchableRoute[]) => found.map((route) => route.title);

/** The same index with one setting changed, to show each setting decides an outcome. */
function variant(overrides: { threshold?: number; titleWeight?: number; pathWeight?: number }, list = routes) {
  const fuse = new Fuse(list, {
    ...routeSearchOptions,
    threshold: overrides.threshold ?? routeSearchOptions.threshold,
    keys: [
      { name: 'title', weight: overrides.titleWeight ?? 0.7 },
      { name: 'path', weight: overrides.pathWeight ?? 0.3 },
    ],
  });
  return (query: string) => fuse.search(query).map((result) => result.item.title);
}

describe('createRouteSearch', () => {
  const { search } = createRouteSearch(routes);

  it('uses the search settings: threshold 0.4, title 0.7, path 0.3', () => {
    expect(routeSearchOptions.threshold).toBe(0.4);
    expect(routeSearchOptions.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('forgives a typo: "drivrs" finds Drivers', () => {
    expect(titles(search('drivrs'))).toEqual(['Drivers']);
  });

  it('matches paths too: "chart" finds Printers, whose path is /chart', () => {
    expect(titles(search('chart'))).toEqual(['Printers']);
    expect(titles(search('pm241'))).toEqual(['PM-241-BT setup guide']);
  });

  it('ranks a title match above a match on the path alone', () => {
    // "Printers" matches the title of /chart and the path of the Drivers page.
    expect(titles(search('printers'))).toEqual(['Printers', 'Drivers']);
  });

  it('finds nothing for nonsense or a blank query', () => {
    expect(search('zzqxv')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('')).toEqual([]);
  });

  it('honours a result limit', () => {
    expect(titles(search('guide', 2))).toEqual(['Guides and FAQ', 'D520 setup guide']);
  });

  it('the 0.4 threshold matters: a looser one lets unrelated pages in', () => {
    expect(titles(search('drvers'))).toEqual(['Drivers']);
    expect(variant({ threshold: 0.6 })('drvers')).toEqual(expect.arrayContaining(['Drivers', 'Features', 'Printers']));
  });

  it('the title weight matters: with the weights swapped the path-only match would win', () => {
    // "printer" is close to the title "Printers" (/chart) and to the path of "Drivers" (/printers).
    expect(titles(search('printer'))).toEqual(['Printers', 'Drivers']);
    expect(variant({ titleWeight: 0.3, pathWeight: 0.7 })('printer')).toEqual(['Drivers', 'Printers']);
  });

  it('keeps the consumer’s route objects', () => {
    const withIcon = [{ title: 'Download', path: '/download', icon: 'download' }];
    expect(createRouteSearch(withIcon).search('download')[0]?.icon).toBe('download');
  });

  it('throws a labelled error for duplicate paths', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      createRouteSearch([
        { title: 'Drivers', path: '/printers' },
        { title: 'Printers', path: '/printers' },
      ]),
    ).toThrow("[labelwise/ui: HeaderSearch] route paths must be unique; '/printers' appears twice.");
  });

  it('ranks exact, then prefix matches of a model number before near misses', () => {
    const models = createRouteSearch([
      { title: 'PM-241-WF setup guide', path: '/pm241wf' },
      { title: 'PM-241 series', path: '/pm241s' },
      { title: 'PM-241-BT setup guide', path: '/pm241' },
      { title: 'Drivers for PM-241-BT', path: '/printers?q=PM-241-BT' },
    ]);
    expect(titles(models.search('PM-241-BT')).slice(0, 2).sort()).toEqual([
      'Drivers for PM-241-BT',
      'PM-241-BT setup guide',
    ]);
    expect(titles(models.search('pm241bt'))[0]).toBe('PM-241-BT setup guide');
  });
});

describe('matchRank', () => {
  it('grades equal, prefix, contained and fuzzy-only matches, ignoring case, width and separators', () => {
    expect(matchRank('Drivers for PM-241-BT', 'pm 241 bt')).toBe(0);
    expect(matchRank('PM-241-BT', 'ＰＭ２４１ＢＴ')).toBe(0);
    expect(matchRank('PM-241-BT setup guide', 'PM-24')).toBe(1);
    expect(matchRank('Label printer', 'bel')).toBe(2);
    expect(matchRank('Drivers', 'drvers')).toBe(3);
    expect(matchRank('Drivers', '  ')).toBe(3);
  });
});
