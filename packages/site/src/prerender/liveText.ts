import type { Locale } from '@labelwise/ui/messages';
import type { SiteMessageId } from '../i18n';
import { loadCatalog } from '../i18n/catalogs';
import type { PageKey } from '../logic/routes';

/**
 * What a page shows only when the published content has something for it: the build renders every page without
 * content, so these messages are missing from the text its own Chinese font file is cut to, and each missing
 * character costs the first visit a whole shared slice (~9 KB). A guide with published drivers and its demo marks
 * drew 8 such characters from 5 slices, 46 KB. `bold`: messages shown in a heading (Noto's 700 draws them).
 */
export const LIVE_MESSAGES: Partial<
  Record<PageKey, { text: readonly SiteMessageId[]; bold: readonly SiteMessageId[] }>
> = {
  guide: {
    text: [
      'site.guide.driverLink',
      'site.releases.demoDriver',
      'site.releases.demoManual',
      'site.releases.feed',
      'site.guide.manualBody',
      'site.guide.manualOpen',
      'site.guide.manualButton',
      'site.guide.fwVersion',
      'site.guide.fwDownload',
      'site.guides.fileMeta',
      'site.guides.cardMeta',
      'site.guides.placeholderNote',
      'site.guide.sectionDrivers',
      'site.guide.sectionVideos',
      'site.guide.sectionManual',
      'site.guide.sectionFirmware',
    ],
    bold: [
      'site.guide.sectionDrivers',
      'site.guide.sectionVideos',
      'site.guide.sectionManual',
      'site.guide.sectionFirmware',
    ],
  },
};

/**
 * The characters of a page's live messages in a locale, for the font cut. The production catalog holds messages
 * precompiled to ICU trees, the source one holds strings: either serialized carries every character of the text,
 * and the rest (keys, placeholders, ICU syntax) is ASCII, which the cut ignores.
 */
export async function liveText(page: PageKey, locale: Locale): Promise<{ text: string; boldText: string }> {
  const live = LIVE_MESSAGES[page];
  if (!live || page === 'redirect') return { text: '', boldText: '' };
  const catalog = await loadCatalog(locale, page);
  const of = (ids: readonly SiteMessageId[]) => ids.map((id) => JSON.stringify(catalog[id] ?? '')).join(' ');
  return { text: of(live.text), boldText: of(live.bold) };
}
