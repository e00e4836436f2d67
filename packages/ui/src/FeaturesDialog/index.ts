export { FeaturesDialog, useDefaultFeatures } from './FeaturesDialog';
export type { FeaturesDialogProps, FeaturesContent, FeatureGroup, FeatureItem, FeatureImage } from './FeaturesDialog';
export {
  featuresReducer,
  initialFeaturesState,
  isFoldSelected,
  isTopSelected,
  featureGroupKeys,
} from './featuresState';
export type { FeatureGroupKey, FeatureSelection, FeaturesAction, FeaturesState } from './featuresState';
