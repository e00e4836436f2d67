import type { FeaturesContent } from '@labelwise/ui';

/** The picture of each fold item (public/images/features/, drawn mock-ups of the feature), as `<key>: file`. */
const pictures: Readonly<Record<string, string>> = {
  sizeOrientation: 'size-orientation',
  complexText: 'complex-text',
  shapesLines: 'shapes-lines',
  images: 'images',
  barcodes: 'barcodes',
  savedFiles: 'saved-files',
  spreadsheet: 'spreadsheet',
  excelCsv: 'excel-csv',
  serialNumbers: 'serial-numbers',
  dateTime: 'date-time',
  driverless: 'driverless',
  multiRow: 'multi-row',
  layers: 'layers',
  batchPdf: 'batch-pdf',
  templates: 'templates',
};
/** Every picture's intrinsic size: the pane reserves it, so nothing moves while the file loads. */
const PICTURE_WIDTH = 320;
const PICTURE_HEIGHT = 160;

/** The features with each fold item's picture and its alt text (`alt(key)`, from the `features` area). */
export function withFeaturePictures(content: FeaturesContent, alt: (key: string) => string): FeaturesContent {
  return {
    top: content.top,
    groups: content.groups.map((group) => ({
      ...group,
      items: group.items.map((item) => {
        const file = pictures[item.key];
        if (!file) return item;
        return {
          ...item,
          image: {
            src: `/images/features/${file}.svg`,
            alt: alt(item.key),
            width: PICTURE_WIDTH,
            height: PICTURE_HEIGHT,
          },
        };
      }),
    })),
  };
}
