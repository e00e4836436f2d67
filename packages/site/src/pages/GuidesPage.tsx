import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@labelwise/ui';
import { faqEntries } from '../content/faq';
import { mobileVideos, pcVideos } from '../content/videos';
import { ContentImage, H2, Lead, M, Page, Section, Text, Title } from './parts';
import { VideoList } from './VideoList';

/** /guides: 10 PC and 5 mobile videos, then the three FAQ items with images (spec §2). */
export default function GuidesPage() {
  return (
    <Page>
      <Title>
        <M id="site.guides.title" />
      </Title>
      <Lead>
        <M id="site.guides.intro" />
      </Lead>
      <Section aria-labelledby="pc-videos">
        <H2 id="pc-videos">
          <M id="site.guides.pcVideos" />
        </H2>
        <VideoList videos={pcVideos} />
      </Section>
      <Section aria-labelledby="mobile-videos">
        <H2 id="mobile-videos">
          <M id="site.guides.mobileVideos" />
        </H2>
        <VideoList videos={mobileVideos} />
      </Section>
      <Section id="faq" aria-labelledby="faq-title">
        <H2 id="faq-title">
          <M id="site.guides.faqTitle" />
        </H2>
        <Accordion type="multiple" headingLevel={3}>
          {faqEntries.map((entry) => (
            <AccordionItem key={entry.id} value={entry.id} id={`faq-${entry.id}`}>
              <AccordionTrigger>
                <M id={entry.title} />
              </AccordionTrigger>
              <AccordionContent>
                {entry.details.map((d) => (
                  <div key={d.text}>
                    <Text>
                      <M id={d.text} />
                    </Text>
                    {d.images.map((img) => (
                      <ContentImage key={img.src} image={img} />
                    ))}
                  </div>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>
    </Page>
  );
}
