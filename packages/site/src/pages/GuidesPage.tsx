import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { faqEntries } from '../content/faq';
import { mobileVideos, pcVideos, type VideoItem } from '../content/videos';
import { ContentImage, Grid, H2, Lead, M, Page, Section, Text, Title } from './parts';

const VideoCard = styled.a`
  display: block;
  color: inherit;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  & span {
    display: block;
    padding: ${({ theme }) => theme.space[3]}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

function VideoList({ videos }: { videos: readonly VideoItem[] }) {
  const intl = useIntl();
  return (
    <Grid $min={videos[0]?.type === 'mobile' ? 180 : 260}>
      {videos.map((v) => {
        const title = intl.formatMessage({ id: v.title });
        return (
          <VideoCard key={v.id} href={v.videoUrl} aria-label={intl.formatMessage({ id: 'site.guides.watch' }, { title })}>
            <img src={v.poster} width={v.posterWidth} height={v.posterHeight} alt="" loading="lazy" decoding="async" />
            <span>{title}</span>
          </VideoCard>
        );
      })}
    </Grid>
  );
}

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
