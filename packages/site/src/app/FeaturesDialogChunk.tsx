import { FeaturesDialog, useDefaultFeatures, type FeaturesContent, type FeaturesDialogProps } from '@labelwise/ui';
import { use, useMemo } from 'react';
import { createIntl, useIntl } from 'react-intl';
import { loadAreas } from '../i18n/catalogs';
import { reportIntlError } from '../i18n/intlErrors';
import { withFeaturePictures } from './featurePictures';
import { useSite } from './siteContext';

/**
 * The product's features with a picture for each fold item (a picture or example, not one sentence).
 * The dialog stays presentational; the site gives it the pictures and their alt texts, whose messages load with
 * the dialog (one of pageAreas.ts `componentAreas`), not with every page.
 */
function useSiteFeatures(): FeaturesContent {
  const { locale } = useSite();
  const intl = useIntl();
  const areaMessages = use(loadAreas(locale, ['features']));
  const defaults = useDefaultFeatures();
  return useMemo(() => {
    const withArea = createIntl({ locale: intl.locale, messages: areaMessages, onError: reportIntlError });
    return withFeaturePictures(defaults, (key) => withArea.formatMessage({ id: `site.features.${key}Picture` }));
  }, [defaults, intl, areaMessages]);
}

/** Loaded on first open only: most visits never open the features dialog. */
export default function FeaturesDialogChunk(props: FeaturesDialogProps) {
  const items = useSiteFeatures();
  return <FeaturesDialog {...props} items={items} />;
}
