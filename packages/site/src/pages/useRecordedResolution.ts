import type { PrintResolution } from '@labelwise/contract/shipping';
import { useEffect, useState } from 'react';
import { recordedResolution } from './shippingView';

/** 'pending' while the catalogue is asked; null when it records no resolution (or could not be asked). */
export type Recorded = PrintResolution | null | 'pending';

/**
 * The print resolution the catalogue records for a guide model (null without one). Asked of the API, not compiled
 * in: operators record it as they check printers, and nothing may guess it. The API client is loaded only once a
 * printer is chosen, so the pages asking carry none of it before.
 */
export function useRecordedResolution(model: { slug: string; name: string } | undefined): Recorded {
  const [found, setFound] = useState<{ slug: string; dpi: PrintResolution | null }>();
  useEffect(() => {
    if (!model) return;
    const controller = new AbortController();
    import('../api/endpoints')
      .then(({ searchModels }) => searchModels(model.name, controller.signal))
      .then(
        (rows) => setFound({ slug: model.slug, dpi: recordedResolution(rows, model.slug) }),
        () => {
          // Unreachable API: the resolution is not known, which is true of what the page can tell.
          if (!controller.signal.aborted) setFound({ slug: model.slug, dpi: null });
        },
      );
    return () => controller.abort();
  }, [model]);
  if (!model) return null;
  return found?.slug === model.slug ? found.dpi : 'pending';
}
