import { FeaturesDialog, type FeaturesDialogProps } from '@labelwise/ui';

/** Loaded on first open only: most visits never open the features dialog. */
export default function FeaturesDialogChunk(props: FeaturesDialogProps) {
  return <FeaturesDialog {...props} />;
}
