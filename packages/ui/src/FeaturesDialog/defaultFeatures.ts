import type { MessageDescriptor } from '../i18n/defineMessages';
import { messages } from './FeaturesDialog.messages';
import type { FeatureGroupKey } from './featuresState';

/** One item of the built-in content: its key and the messages for its label and description. */
export interface DefaultFeatureItem {
  key: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
}

export interface DefaultFeatureGroup {
  key: FeatureGroupKey;
  label: MessageDescriptor;
  items: readonly DefaultFeatureItem[];
}

type Messages = typeof messages;
/** Message keys that have a `<key>Description` partner: the built-in feature items. */
type ItemKey = {
  [K in keyof Messages & string]: `${K}Description` extends keyof Messages ? K : never;
}[keyof Messages & string];

const entries = (...keys: ItemKey[]): DefaultFeatureItem[] =>
  keys.map((key) => ({ key, label: messages[key], description: messages[`${key}Description`] }));

/** The top items of the default features, in display order. */
export const defaultTopFeatures: readonly DefaultFeatureItem[] = entries(
  'freeDownload',
  'easyToLearn',
  'fourPlatforms',
  'support',
  'cooperatedPrinters',
);

/** The three fold-out groups (Design, Data, Print), in display order. */
export const defaultFeatureGroups: readonly DefaultFeatureGroup[] = [
  {
    key: 'design',
    label: messages.groupDesign,
    items: entries('sizeOrientation', 'complexText', 'shapesLines', 'images', 'barcodes', 'savedFiles'),
  },
  { key: 'data', label: messages.groupData, items: entries('spreadsheet', 'excelCsv', 'serialNumbers', 'dateTime') },
  {
    key: 'print',
    label: messages.groupPrint,
    items: entries('driverless', 'multiRow', 'layers', 'batchPdf', 'templates'),
  },
];
