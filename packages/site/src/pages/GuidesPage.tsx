import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { faqFromDefaults, faqFromPublished, type FaqView } from '../content/faq';
import { usePublishedContent } from '../content/live';
import { useVideos, type VideoItem } from '../content/videos';
import { H2, Lead, M, Page, Section, SiteLink, Text, Title } from './parts';
import { VideoList } from './VideoList';

/** An FAQ image: explicit dimensions (no layout shift), scaled down on narrow screens. */
const Img = styled.img`
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

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

/** /guides: 10 PC and 5 mobile videos, then the three FAQ items with images (spec §2). */
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
      <Section id="faq" aria-labelledby="faq-title">
        <H2 id="faq-title">
          <M id="site.guides.faqTitle" />
        </H2>
        <Accordion type="multiple" headingLevel={3}>
          {faq.map((entry) => (
            <AccordionItem key={entry.id} value={entry.id} id={`faq-${entry.id}`}>
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>
                {entry.paragraphs.map((p, i) => (
                  <div key={i}>
                    <Text>{p.text}</Text>
                    {p.images.map((img) => (
                      <Img
                        key={img.src}
                        src={img.src}
                        width={img.width}
                        height={img.height}
                        alt={img.alt}
                        loading="lazy"
                        decoding="async"
                      />
                    ))}
                  </div>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>
      <Section aria-labelledby="guides-tools">
        <H2 id="guides-tools">
          <M id="site.route.labelPdfTitle" />
        </H2>
        <Text>
          <M id="site.guides.labelPdfPromo" />{' '}
          <SiteLink to="/tools/label-pdf">
            <M id="site.route.labelPdfTitle" />
          </SiteLink>
        </Text>
        <Text>
          <SiteLink to="/shipping">
            <M id="site.route.shippingTitle" />
          </SiteLink>
        </Text>
      </Section>
    </Page>
  );
}
