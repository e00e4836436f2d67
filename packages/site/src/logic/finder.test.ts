import { describe, expect, it } from 'vitest';
import { driversFor, finderOs, foldModel, pickSearchedModel } from './finder';

const pm241 = { modelId: 5, name: 'PM-241-BT', brandName: 'Phomemo' };
const pm241s = { modelId: 7, name: 'PM-241-BT-S', brandName: 'Phomemo' };
const d520 = { modelId: 9, name: 'D520BT', brandName: 'Labelwise' };

describe('driver finder logic', () => {
  it('folds case, width, spaces, dashes, dots and slashes out of a model number', () => {
    expect(foldModel(' PM 241-bt ')).toBe('pm241bt');
    expect(foldModel('ＰＭ－２４１')).toBe('pm241');
    expect(foldModel('Q.103/x_y')).toBe('q103xy');
  });

  it('picks the printer a search names exactly, even when longer names also match', () => {
    expect(pickSearchedModel('PM-241-BT', [pm241, pm241s])).toBe(pm241);
    expect(pickSearchedModel('pm 241 bt', [pm241s, pm241])).toBe(pm241);
    expect(pickSearchedModel('Phomemo PM-241-BT', [pm241, pm241s])).toBe(pm241);
  });

  it('picks the only result of a partial search', () => {
    expect(pickSearchedModel('d520', [d520])).toBe(d520);
  });

  it('leaves the choice to the visitor with several inexact results, none, or no search', () => {
    expect(pickSearchedModel('pm', [pm241, pm241s])).toBeNull();
    expect(pickSearchedModel('zz', [])).toBeNull();
    expect(pickSearchedModel('pm241bt', null)).toBeNull();
    expect(pickSearchedModel(' - ', [d520])).toBeNull();
  });

  it('reads ?os= only when it names a driver system', () => {
    expect(finderOs('linux')).toBe('linux');
    expect(finderOs('macos')).toBe('macos');
    expect(finderOs('beos')).toBeNull();
    expect(finderOs(null)).toBeNull();
  });

  it('keeps only the drivers of the asked system', () => {
    const drivers = [{ os: 'windows' }, { os: 'linux' }, { os: 'macos' }];
    expect(driversFor(drivers, 'linux')).toEqual([{ os: 'linux' }]);
    expect(driversFor(drivers, null)).toEqual(drivers);
  });
});
