import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createTheme, labelwiseBrand } from '../../theme';
import { srgbOf } from '../../theme/color';
import { tokenFiles } from '../../theme/tokenFiles';
import type { ColorScheme } from '../../tokens';
import { plainHtmlExample, plainHtmlStylesheetHref } from './plainHtmlExample';

interface PlainHtmlPageProps {
  /** Which of the package's stylesheets the page links: `tokens.css` (light) or `tokens-dark.css`. */
  colorScheme: ColorScheme;
}

/**
 * The docs page's plain-HTML example as its own document, linking the stylesheet the build writes for the scheme
 * (the same text, from the same function) instead of the partner's copy of it.
 */
function PlainHtmlPage({ colorScheme }: PlainHtmlPageProps) {
  const css = tokenFiles()[`tokens/${colorScheme}.css`] ?? '';
  const html = plainHtmlExample.replace(plainHtmlStylesheetHref, `data:text/css,${encodeURIComponent(css)}`);
  return (
    <iframe
      title="Plain HTML page styled by the tokens stylesheet"
      srcDoc={html}
      style={{ width: 560, height: 280, border: 0, display: 'block' }}
    />
  );
}

const meta = {
  title: 'Foundations/Tokens as files',
  component: PlainHtmlPage,
  args: { colorScheme: 'light' },
  argTypes: { colorScheme: { control: 'inline-radio', options: ['light', 'dark'] } },
  parameters: {
    docs: {
      description: {
        component: 'A page with no React and no build step, styled only by the package’s tokens stylesheet.',
      },
    },
  },
} satisfies Meta<typeof PlainHtmlPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (color: string) => {
  const { r, g, b } = srgbOf(color);
  return `rgb(${[r, g, b].map((channel) => Math.round(channel * 255)).join(', ')})`;
};

/** The example's document once its stylesheet has applied. */
async function exampleDocument(canvasElement: HTMLElement): Promise<Document> {
  const frame = within(canvasElement).getByTitle('Plain HTML page styled by the tokens stylesheet');
  return waitFor(
    () => {
      const document = (frame as HTMLIFrameElement).contentDocument;
      const button = document?.querySelector('.button');
      if (!document || !button || getComputedStyle(button).textDecorationLine !== 'none') throw new Error('loading');
      return document;
    },
    { timeout: 10_000 },
  );
}

async function expectThemed(canvasElement: HTMLElement, colorScheme: ColorScheme) {
  const { color, controlSizes } = createTheme({ ...labelwiseBrand, colorScheme });
  const document = await exampleDocument(canvasElement);
  const view = document.defaultView ?? window;
  const [download, manuals] = Array.from(document.querySelectorAll('.button'));
  const card = document.querySelector('.card');
  if (!download || !manuals || !card) throw new Error('The example lost its card or its buttons.');
  // The link renders as the library's filled button: its fill, its text colour and the medium control height.
  await expect(view.getComputedStyle(download).backgroundColor).toBe(rgb(color.primaryStrong));
  await expect(view.getComputedStyle(download).color).toBe(rgb(color.onPrimary));
  await expect(view.getComputedStyle(download).height).toBe(`${controlSizes.medium.height}px`);
  // data-lw-size="small" gives that element the small control metrics.
  await expect(view.getComputedStyle(manuals).height).toBe(`${controlSizes.small.height}px`);
  await expect(view.getComputedStyle(card).backgroundColor).toBe(rgb(color.surface));
  await expect(view.getComputedStyle(document.body).color).toBe(rgb(color.text));
}

export const Light: Story = {
  play: async ({ canvasElement }) => expectThemed(canvasElement, 'light'),
};

/** The same page linking `tokens-dark.css`: the markup is unchanged. */
export const Dark: Story = {
  args: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => expectThemed(canvasElement, 'dark'),
};
