import { useIntl } from 'react-intl';
import { faqFromDefaults, faqFromPublished, type FaqView } from '../content/faq';
import { usePublishedContent } from '../content/live';
import { useVideos, type VideoItem } from '../content/videos';
import { FaqSection } from './FaqSection';
import { LabelToolLinks } from './LabelToolLinks';
import { H2, Lead, M, Page, Section, SiteLink, Text, Title } from './parts';
import { VideoList } from './VideoList';

/**
 * The page's videos and FAQ: the published ones when the back office has published any, else the compiled ones (the
 * build's prerendered page, or a database that has none of a kind).
 */
export function useGuidesContent(): { pc: readonly VideoItem[]; mobile: readonly VideoItem[]; faq: FaqView[] } {
  const intl = useIntl();
  const content = usePublishedContent();
  const { pc, mobile } = useVideos();
  return { pc, mobile, faq: content?.faq.length ? faqFromPublished(content.faq) : faqFromDefaults(intl) };
}

/** /guides: 10 PC and 5 mobile videos, then the three FAQ items with images. */
export default function GuidesPage() {
  const { pc, mobile, faq } = useGuidesContent();
  return (
    <Page>
      <Title>
        <M id="site.guides.title" />
      </Title>
      <Lead>
        <M id="site.guides.intro" />
      </Lead>
      <Text>
        <SiteLink to="/doctor">
          <M id="site.guides.doctorLink" />
        </SiteLink>
      </Text>
      {pc.length > 0 ? (
        <Section aria-labelledby="pc-videos">
          <H2 id="pc-videos">
            <M id="site.guides.pcVideos" />
          </H2>
          <VideoList videos={pc} />
        </Section>
      ) : null}
      {mobile.length > 0 ? (
        <Section aria-labelledby="mobile-videos">
          <H2 id="mobile-videos">
            <M id="site.guides.mobileVideos" />
          </H2>
          <VideoList videos={mobile} />
        </Section>
      ) : null}
      <FaqSection faq={faq} />
      <Section aria-labelledby="guides-tools">
        <H2 id="guides-tools">
          <M id="site.route.labelPdfTitle" />
        </H2>
        <LabelToolLinks promo="site.guides.labelPdfPromo" />
      </Section>
    </Page>
  );
}
