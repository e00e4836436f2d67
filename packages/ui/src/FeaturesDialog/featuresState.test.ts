import { describe, expect, it } from 'vitest';
import {
  featuresReducer,
  initialFeaturesState,
  isFoldSelected,
  isTopSelected,
  type FeatureGroupKey,
  type FeaturesAction,
  type FeaturesState,
} from './featuresState';

function run(...actions: FeaturesAction[]): FeaturesState {
  return actions.reduce(featuresReducer, initialFeaturesState);
}

describe('featuresReducer', () => {
  it('starts with every fold closed and nothing selected', () => {
    expect(initialFeaturesState).toEqual({ openGroups: [], selected: null });
  });

  it('selecting a top item clears the fold selection', () => {
    const state = run(
      { type: 'setOpenGroups', groups: ['design'] },
      { type: 'selectFold', group: 'design', key: 'barcodes' },
      { type: 'selectTop', key: 'freeDownload' },
    );
    expect(state.selected).toEqual({ kind: 'top', key: 'freeDownload' });
    expect(isFoldSelected(state, 'barcodes')).toBe(false);
    expect(isTopSelected(state, 'freeDownload')).toBe(true);
  });

  it('selecting a fold item clears the top selection and keeps its group open', () => {
    const state = run(
      { type: 'selectTop', key: 'freeDownload' },
      { type: 'selectFold', group: 'data', key: 'serialNumbers' },
    );
    expect(state).toEqual({ openGroups: ['data'], selected: { kind: 'fold', key: 'serialNumbers' } });
    expect(isTopSelected(state, 'freeDownload')).toBe(false);
  });

  it('does not duplicate an already open group', () => {
    const state = run(
      { type: 'setOpenGroups', groups: ['print', 'data'] },
      { type: 'selectFold', group: 'data', key: 'dateTime' },
    );
    expect(state.openGroups).toEqual(['data', 'print']);
  });

  it('opens and closes groups without touching the selection, in display order, ignoring unknown keys', () => {
    const state = run(
      { type: 'selectTop', key: 'cooperatedPrinters' },
      { type: 'setOpenGroups', groups: ['print', 'bogus' as FeatureGroupKey, 'design'] },
    );
    expect(state).toEqual({ openGroups: ['design', 'print'], selected: { kind: 'top', key: 'cooperatedPrinters' } });
    expect(featuresReducer(state, { type: 'setOpenGroups', groups: [] }).openGroups).toEqual([]);
  });

  it('reset (closing the dialog) collapses every fold and clears the selection', () => {
    const state = run(
      { type: 'setOpenGroups', groups: ['design', 'data', 'print'] },
      { type: 'selectFold', group: 'print', key: 'layers' },
      { type: 'reset' },
    );
    expect(state).toEqual(initialFeaturesState);
  });

  it('never mutates the previous state', () => {
    const before = run({ type: 'setOpenGroups', groups: ['design'] });
    const frozen = structuredClone(before);
    featuresReducer(before, { type: 'selectFold', group: 'data', key: 'x' });
    featuresReducer(before, { type: 'reset' });
    expect(before).toEqual(frozen);
  });
});
