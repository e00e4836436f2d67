import { symbologies, type Symbology } from '../content/home';
import { Card, Grid, H2, H3, Lead, M, Muted, Page, Section, SymbologyImage, Text, Title } from './parts';

function SymbologyCard({ s }: { s: Symbology }) {
  return (
    <Card>
      <SymbologyImage symbology={s} />
      <H3>{s.name}</H3>
      <Text>
        <M id={s.description} />
      </Text>
      <Muted>
        <M id="site.barcodes.sample" values={{ value: s.sample }} />
      </Muted>
    </Card>
  );
}

/**
 * /supportedBarcode: each symbology with its image, the real encoding of the sample value shown (bwip-js, written
 * by scripts/generate-assets.mjs and checked by content/barcodeImages.test.ts), grouped 1D / 2D.
 */
export default function BarcodesPage() {
  const groups = [
    { title: 'site.barcodes.linear' as const, items: symbologies.filter((s) => s.kind === 'linear') },
    { title: 'site.barcodes.matrix' as const, items: symbologies.filter((s) => s.kind === 'matrix') },
  ];
  return (
    <Page>
      <Title>
        <M id="site.barcodes.title" />
      </Title>
      <Lead>
        <M id="site.barcodes.intro" />
      </Lead>
      {groups.map((g) => (
        <Section key={g.title}>
          <H2>
            <M id={g.title} />
          </H2>
          <Grid>
            {g.items.map((s) => (
              <SymbologyCard key={s.id} s={s} />
            ))}
          </Grid>
        </Section>
      ))}
    </Page>
  );
}
