import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeCssVariables } from './ThemeCssVariables';
import { useTheme } from './useTheme';

/** Markup a partner's CMS might hold: no React, no styled-components, only the custom properties. */
function PlainHtmlBlock() {
  return (
    <div
      className="partner-area"
      style={{
        display: 'grid',
        gap: 'var(--lw-space-3)',
        maxWidth: 440,
        padding: 'var(--lw-space-5)',
        border: '1px solid var(--lw-color-border)',
        borderRadius: 'var(--lw-radius-lg)',
        background: 'var(--lw-color-surface)',
        color: 'var(--lw-color-text)',
        fontFamily: 'var(--lw-font-family-sans)',
        fontSize: 'var(--lw-font-size-md)',
      }}
    >
      <strong style={{ fontSize: 'var(--lw-font-size-lg)' }}>Print shipping labels from any device</strong>
      <span style={{ color: 'var(--lw-color-text-muted)' }}>
        A block from a partner CMS, themed by custom properties.
      </span>
      <a
        href="#download"
        data-testid="themed-link"
        style={{
          justifySelf: 'start',
          padding: 'var(--lw-space-2) var(--lw-space-4)',
          borderRadius: 'var(--lw-radius-md)',
          background: 'var(--lw-color-primary-strong)',
          color: 'var(--lw-color-on-primary)',
          fontWeight: 'var(--lw-font-weight-medium)',
          textDecoration: 'none',
        }}
      >
        Download the app
      </a>
    </div>
  );
}

/** The theme's own value, for the play function to compare the custom property against. */
function ThemeProbe() {
  const theme = useTheme();
  return <span hidden data-testid="theme-probe" style={{ color: theme.color.primaryStrong }} />;
}

const meta = {
  title: 'Foundations/ThemeCssVariables',
  component: ThemeCssVariables,
  args: { selector: '.partner-area' },
  argTypes: { selector: { control: 'text' }, prefix: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'Renders the current theme as CSS custom properties in a `<style>` element, so markup that is not React ' +
          '(server templates, a CMS block) uses the same colours, spacing, radii and fonts. Follows the Brand toolbar.',
      },
    },
  },
  render: (args) => (
    <>
      <ThemeCssVariables {...args} />
      <ThemeProbe />
      <PlainHtmlBlock />
    </>
  ),
} satisfies Meta<typeof ThemeCssVariables>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const style = canvasElement.querySelector('style[data-lw-theme-variables]');
    await expect(style?.textContent).toMatch(/^\.partner-area \{/);
    await expect(style?.textContent).toContain('--lw-color-primary-strong:');
    // Plain markup styled only with var(--lw-…) gets the brand's colour, exactly as the React components do.
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Download the app' });
    const probe = canvas.getByTestId('theme-probe');
    await expect(getComputedStyle(link).backgroundColor).toBe(getComputedStyle(probe).color);
  },
};

/** A partner brand from the toolbar: the same plain markup follows it, with no change to the markup. */
export const PartnerBrand: Story = {
  globals: { brand: 'phomemo' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download the app' });
    // Phomemo's red, darkened by the theme to keep 4.5:1 for white text: red dominates the fill.
    const [red = 0, green = 0, blue = 0] = (getComputedStyle(link).backgroundColor.match(/\d+/g) ?? []).map(Number);
    await expect(red).toBeGreaterThan(green + 60);
    await expect(red).toBeGreaterThan(blue + 60);
  },
};
