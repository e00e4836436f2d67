export const featureGroupKeys = ['design', 'data', 'print'] as const;
export type FeatureGroupKey = (typeof featureGroupKeys)[number];

/** The highlighted feature: a top item or an item inside a fold-out group. */
export interface FeatureSelection {
  kind: 'top' | 'fold';
  key: string;
}

/** The features dialog's state: which fold-out groups are open and which item is selected. */
export interface FeaturesState {
  openGroups: FeatureGroupKey[];
  selected: FeatureSelection | null;
}

export type FeaturesAction =
  /** A top item was picked: it becomes the selection and any fold selection is cleared. */
  | { type: 'selectTop'; key: string }
  /** An item inside `group` was picked: it becomes the selection (clearing a top selection); its group stays open. */
  | { type: 'selectFold'; group: FeatureGroupKey; key: string }
  /** The accordion opened or closed groups. */
  | { type: 'setOpenGroups'; groups: readonly FeatureGroupKey[] }
  /** The dialog closed: every fold collapses and the selection clears. */
  | { type: 'reset' };

export const initialFeaturesState: FeaturesState = { openGroups: [], selected: null };

/** Pure reducer behind `FeaturesDialog`; exported so apps can drive the dialog from their own store. */
export function featuresReducer(state: FeaturesState, action: FeaturesAction): FeaturesState {
  switch (action.type) {
    case 'selectTop':
      return { ...state, selected: { kind: 'top', key: action.key } };
    case 'selectFold':
      return {
        openGroups: state.openGroups.includes(action.group) ? state.openGroups : [...state.openGroups, action.group],
        selected: { kind: 'fold', key: action.key },
      };
    case 'setOpenGroups':
      // Keep the display order and drop unknown keys.
      return { ...state, openGroups: featureGroupKeys.filter((key) => action.groups.includes(key)) };
    case 'reset':
      return initialFeaturesState;
  }
}

/** Whether a top item is the selection. */
export function isTopSelected(state: Pick<FeaturesState, 'selected'>, key: string): boolean {
  return state.selected?.kind === 'top' && state.selected.key === key;
}

/** Whether a fold item is the selection. */
export function isFoldSelected(state: Pick<FeaturesState, 'selected'>, key: string): boolean {
  return state.selected?.kind === 'fold' && state.selected.key === key;
}
