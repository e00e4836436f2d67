import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@labelwise/ui';
import type { FaqView } from '../content/faq';
import { H2, Img, M, Section, Text } from './parts';

/**
 * The FAQ (`#faq`, where the footer's "Fix common printing problems" points) on /guides and on /mobile, so a phone
 * sent to /mobile still has the answers.
 */
export function FaqSection({ faq }: { faq: readonly FaqView[] }) {
  return (
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
  );
}
