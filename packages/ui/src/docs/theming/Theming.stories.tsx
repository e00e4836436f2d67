import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../../../../.storybook/brands';
import { labelwiseBrand, type Brand } from '../../theme';
import { BrandBuilder as Builder } from './BrandBuilder';
import { BrandPreview } from './BrandPreview';
import { ThemingProvider } from './ThemingProvider';

/** Four looks from one composition: the product default, two partners that use more of Brand, and dark. */
const sideBySideBrands: Brand[] = [
  labelwiseBrand,
  { name: 'Phomemo', primaryColor: '#f5222d', accentColor: '#ffb020', radius: 'small' },
  { name: 'Itari', primaryColor: '#11a983', accentColor: '#304156', neutralTint: '#11a983', radius: 'large' },
  { ...labelwiseBrand, colorScheme: 'dark' },
];

const meta = {
  title: 'Theming',
  parameters: {
    docs: {
      description: {
        component:
          'One composition under several brands, and a live brand builder. See the Theming page for the Brand fields.',
      },
    },
  },
  decorators: [
    (Story, { globals }) => (
      <ThemingProvider locale={globals.locale} brand={brandFromGlobals(globals)}>
        <Story />
      </ThemingProvider>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function backgroundLuminance(element: Element): number {
  const [r = 0, g = 0, b = 0] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number);
  return (r + g + b) / 3;
}

export const BrandsSideBySide: Story = {
  name: 'Brands side by side',
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
      {sideBySideBrands.map((brand) => (
        <BrandPreview key={`${brand.name}-${brand.colorScheme ?? 'light'}`} brand={brand} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Print label' });
    expect(buttons).toHaveLength(4);
    // Each brand paints its own primary fill: four cards, at least three different button colours (dark may match).
    const fills = new Set(buttons.map((button) => getComputedStyle(button).backgroundColor));
    expect(fills.size).toBeGreaterThanOrEqual(3);
    const cards = canvasElement.querySelectorAll('[data-lw-brand-preview]');
    expect(backgroundLuminance(cards[0]!)).toBeGreaterThan(240);
    expect(backgroundLuminance(cards[3]!)).toBeLessThan(40);
    // Radius follows the brand: Phomemo is small, Itari large.
    expect(parseFloat(getComputedStyle(cards[1]!).borderTopLeftRadius)).toBeLessThan(
      parseFloat(getComputedStyle(cards[2]!).borderTopLeftRadius),
    );
  },
};

export const BrandBuilder: Story = {
  name: 'Brand builder',
  render: () => <Builder />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = () => canvasElement.querySelector('[data-lw-brand-code]')?.textContent ?? '';
    expect(code()).toContain("primaryColor: '#409EFF'");

    fireEvent.input(canvas.getByLabelText('Primary colour'), { target: { value: '#ffee00' } });
    await waitFor(() => expect(code()).toContain("primaryColor: '#ffee00'"));
    await userEvent.selectOptions(canvas.getByLabelText('Colour scheme'), 'dark');
    await userEvent.selectOptions(canvas.getByLabelText('Corner radius'), 'large');
    expect(code()).toContain("colorScheme: 'dark'");
    expect(code()).toContain("radius: 'large'");
    const card = canvasElement.querySelector('[data-lw-brand-preview]')!;
    expect(backgroundLuminance(card)).toBeLessThan(40);
    // A yellow brand on a dark page still passes every derived pair.
    expect(canvas.queryAllByText(/Below AA/)).toHaveLength(0);
    expect(canvas.getAllByText(/Passes AA/)).toHaveLength(8);
  },
};
