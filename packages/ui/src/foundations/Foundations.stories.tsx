import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { useTheme } from '../theme';
import { componentSizes, controlSizes, layout, motion, palette, radii, space, swatches } from '../tokens';
import { Bar, Chip, Grid, Row, Section, Swatch } from './Foundations.styles';

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'The single source of design tokens (`@labelwise/ui/tokens`) and the semantic theme derived from a brand. Switch the Brand toolbar to see every semantic colour follow the partner colour.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function SemanticColours() {
  const theme = useTheme();
  return (
    <Section>
      <h2>Semantic colours ({theme.brand.name})</h2>
      <Grid>
        {Object.entries(theme.color).map(([name, value]) => (
          <Swatch key={name}>
            <Chip style={{ background: value }} />
            <figcaption>
              <strong>{`color.${name}`}</strong>
              <code>{value}</code>
            </figcaption>
          </Swatch>
        ))}
      </Grid>
    </Section>
  );
}

export const Colours: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SemanticColours />
      <Section>
        <h2>Theme swatches (settings drawer)</h2>
        <Grid>
          {swatches.map((hex) => (
            <Swatch key={hex}>
              <Chip style={{ background: hex }} />
              <figcaption>
                <code>{hex}</code>
              </figcaption>
            </Swatch>
          ))}
        </Grid>
      </Section>
      <Section>
        <h2>Palette</h2>
        <Grid>
          {Object.entries(palette).map(([name, hex]) => (
            <Swatch key={name}>
              <Chip style={{ background: hex }} />
              <figcaption>
                <strong>{name}</strong>
                <code>{hex}</code>
              </figcaption>
            </Swatch>
          ))}
        </Grid>
      </Section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The default brand's primary is #409EFF, and its filled shade reaches 4.5:1 on white.
    const primary = within(canvasElement).getByText('color.primary').closest('figure');
    await expect(within(primary as HTMLElement).getByText('#409EFF')).toBeVisible();
    // Without an accent colour the accent follows the primary.
    const accent = within(canvasElement).getByText('color.accent').closest('figure');
    await expect(within(accent as HTMLElement).getByText('#409EFF')).toBeVisible();
  },
};

function TypeScale() {
  const theme = useTheme();
  return (
    <Section>
      <h2>Typography</h2>
      {Object.entries(theme.font.size).map(([name, px]) => (
        <Row key={name}>
          <code>{`font.size.${name} · ${px}px`}</code>
          <span style={{ fontSize: px }}>Print labels from Excel · 从表格打印标签 · 從表格列印標籤</span>
        </Row>
      ))}
      {Object.entries(theme.font.weight).map(([name, weight]) => (
        <Row key={name}>
          <code>{`font.weight.${name}`}</code>
          <span style={{ fontWeight: weight, fontSize: theme.font.size.lg }}>Thermal label printer drivers</span>
        </Row>
      ))}
      <Row>
        <code>family.sans</code>
        <span style={{ fontSize: theme.font.size.sm }}>{theme.font.family.sans}</span>
      </Row>
    </Section>
  );
}

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = {
  render: () => (
    <Section>
      <h2>Spacing (4 px scale) and radii</h2>
      {space.map((px, index) => (
        <Row key={px}>
          <code>{`space[${index}] · ${px}px`}</code>
          <Bar style={{ width: Math.max(px, 1) }} />
        </Row>
      ))}
      {Object.entries(radii).map(([name, px]) => (
        <Row key={name}>
          <code>{`radii.${name} · ${px}px`}</code>
          <div style={{ width: 48, height: 32, borderRadius: Math.min(px, 16), border: '2px solid currentColor' }} />
        </Row>
      ))}
    </Section>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Section>
      <h2>Component sizes</h2>
      {componentSizes.map((size) => (
        <Row key={size}>
          <code>{`${size} · ${controlSizes[size].height}px`}</code>
          <Button variant="primary" size={size}>
            Download
          </Button>
          <Button size={size}>Cancel</Button>
        </Row>
      ))}
      <h2>Layout and motion</h2>
      {Object.entries({ ...layout, scrollToTopMs: motion.scrollToTop }).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <span>{value}</span>
        </Row>
      ))}
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Download' });
    const heights = buttons.map((button) => Math.round(button.getBoundingClientRect().height));
    await expect(heights).toEqual(componentSizes.map((size) => controlSizes[size].height));
  },
};
