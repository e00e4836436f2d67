import {
  PRINTER_FAMILIES,
  SHIPPING_COMMON_KEY,
  SHIPPING_LABEL_SIZES,
  type ShippingFormat,
  type ShippingOrientation,
  type PrintResolution,
  type ShippingPlatformSlug,
} from '@labelwise/contract/shipping';
import type { IntlShape } from 'react-intl';
import type { PublishedContent } from '../content/live';
import type { SiteMessageId } from '../i18n';
import { macSteps, platformMessage, secondMistake, sharedMistakes, windowsSteps } from './ShippingParts';

/** A platform's set-up as its page shows it, in the page's language. */
export interface ShippingView {
  readonly name: string;
  readonly path: string;
  readonly choose: string;
  readonly windows: readonly string[];
  readonly mac: readonly string[];
  /** The platform's own mistakes (the ones every platform shares follow on the page). */
  readonly mistakes: readonly string[];
  readonly sizes: readonly string[];
  readonly formats: readonly ShippingFormat[];
  readonly orientation: ShippingOrientation;
  /** The resolution to set in the driver of a 203 and of a 300 dpi printer. */
  readonly dpi: Readonly<Record<'203dpi' | '300dpi', number>>;
}

/**
 * The set-up of `platform`: the one published from the back office (content/live.tsx), else the compiled words of
 * `@labelwise/contract/shipping` from the catalogs (the build's prerendered pages, tests). The seed publishes the
 * compiled set-ups, so both read the same until an operator changes one.
 */
export function shippingView(
  platform: { slug: ShippingPlatformSlug; name: string },
  content: PublishedContent | null,
  intl: IntlShape,
): ShippingView {
  const say = (id: SiteMessageId) => intl.formatMessage({ id });
  const item = content?.shipping[platform.slug];
  if (item) {
    const { shared, text } = item;
    return {
      name: shared.name,
      path: text.path,
      choose: text.choose,
      windows: text.windows,
      mac: text.mac,
      mistakes: text.mistakes,
      sizes: shared.sizes,
      formats: shared.formats,
      orientation: shared.orientation,
      dpi: { '203dpi': shared.dpi203, '300dpi': shared.dpi300 },
    };
  }
  const { slug } = platform;
  return {
    name: platform.name,
    path: say(platformMessage(slug, 'Path')),
    choose: say(platformMessage(slug, 'Choose')),
    windows: windowsSteps.map((k) => say(`site.shipping.${k}`)),
    mac: macSteps.map((k) => say(`site.shipping.${k}`)),
    mistakes: [
      say(platformMessage(slug, 'Mistake1')),
      ...(secondMistake.has(slug) ? [say(platformMessage(slug, 'Mistake2'))] : []),
    ],
    sizes: ['4x6'],
    formats: ['pdf'],
    orientation: 'portrait',
    dpi: { '203dpi': 203, '300dpi': 300 },
  };
}

/** What every set-up shares: the print dialogs the /shipping index shows, and the mistakes every page lists. */
export interface ShippingCommonView {
  readonly windows: readonly string[];
  readonly mac: readonly string[];
  readonly mistakes: readonly string[];
}

/** The published shared part (content/live.tsx), else the compiled words from the catalogs. */
export function shippingCommonView(content: PublishedContent | null, intl: IntlShape): ShippingCommonView {
  const item = content?.shippingCommon[SHIPPING_COMMON_KEY];
  if (item) return item.text;
  const say = (keys: readonly string[]) =>
    keys.map((k) => intl.formatMessage({ id: `site.shipping.${k}` as SiteMessageId }));
  return { windows: say(windowsSteps), mac: say(macSteps), mistakes: say(sharedMistakes) };
}

/** "4×6 in (100 × 150 mm)" for a size id. */
export function sizeLabel(intl: IntlShape, id: string): string {
  const size = SHIPPING_LABEL_SIZES.find((s) => s.id === id);
  return size
    ? intl.formatMessage({ id: 'site.shipping.sizeName' }, { width: size.widthIn, length: size.lengthIn, mm: size.mm })
    : id;
}

/**
 * The resolution recorded for the guide model `slug`, among catalogue models found by its name: the one whose guide
 * path is the model's page. Null when none is recorded (the seed records none) or the model is not in the catalogue.
 */
export function recordedResolution(
  models: ReadonlyArray<{ guidePath: string; printResolution?: PrintResolution | null }>,
  slug: string,
): PrintResolution | null {
  const path = `/${slug}`.toLowerCase();
  return models.find((m) => m.guidePath.toLowerCase() === path)?.printResolution ?? null;
}

/** The printer families whose settings the page shows: the recorded resolution's only, else both. */
export function shownFamilies(resolution: PrintResolution | null) {
  return resolution === null ? PRINTER_FAMILIES : PRINTER_FAMILIES.filter((f) => f.dpi === resolution);
}
