import { FeaturesDialog, useDefaultFeatures, type FeaturesContent, type FeaturesDialogProps } from '@labelwise/ui';
import { use, useMemo } from 'react';
import { createIntl, useIntl } from 'react-intl';
import { loadAreas } from '../i18n/catalogs';
import { reportIntlError } from '../i18n/intlErrors';
import { componentAreas } from '../i18n/pageAreas';
import { useSite } from './site-context';

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

/**
 * The product's features with a picture for each fold item (issue 10: a picture or example, not one sentence).
 * The dialog stays presentational; the site gives it the pictures and their alt texts, whose messages load with
 * the dialog (pageAreas.ts `componentAreas`), not with every page.
 */
function useSiteFeatures(): FeaturesContent {
  const { locale } = useSite();
  const intl = useIntl();
  const areaMessages = use(loadAreas(locale, componentAreas));
  const defaults = useDefaultFeatures();
  return useMemo(() => {
    const withArea = createIntl({ locale: intl.locale, messages: areaMessages, onError: reportIntlError });
    return {
      top: defaults.top,
      groups: defaults.groups.map((group) => ({
        ...group,
        items: group.items.map((item) => {
          const file = pictures[item.key];
          if (!file) return item;
          const alt = withArea.formatMessage({ id: `site.features.${item.key}Picture` });
          return {
            ...item,
            image: { src: `/images/features/${file}.svg`, alt, width: PICTURE_WIDTH, height: PICTURE_HEIGHT },
          };
        }),
      })),
    };
  }, [defaults, intl, areaMessages]);
}

/** Loaded on first open only: most visits never open the features dialog. */
export default function FeaturesDialogChunk(props: FeaturesDialogProps) {
  const items = useSiteFeatures();
  return <FeaturesDialog {...props} items={items} />;
}
