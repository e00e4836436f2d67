import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withBrand } from '../internal/fixtures/brand';
import type { Brand } from '../theme';
import { footerGroupsFor, footerTaglineFor, lengthenPage } from '../internal/fixtures/site';
import { Footer } from './Footer';
import { locales } from '../i18n/locales';

const partnerBrand: Brand = {
  name: 'Itari',
  primaryColor: '#11a983',
  logo: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="#11a983"/><rect x="13" y="8" width="6" height="16" rx="3" fill="#fff"/></svg>',
  )}`,
};

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    groups: footerGroupsFor('en-us'),
    currentPath: '/download',
    privacyHref: '/privacy',
    // A fixed year: the default (the current year) would change the screenshots every January.
    copyrightYear: 2022,
    tagline: footerTaglineFor('en-us'),
    showBrandName: true,
    onNavigate: fn(),
    onLogoClick: fn(),
  },
  argTypes: {
    locale: { control: 'select', options: [...locales] },
    copyrightYear: { control: { type: 'number', step: 1 } },
    copyrightEndYear: { control: { type: 'number', step: 1 } },
    publisherNote: { control: 'text' },
  },
  parameters: { lwPadding: false },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English: the three lists, © 2022 and the English-only Privacy & Compliance link. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const canvas = within(footer);
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Pages',
      'Features',
      'Guides',
    ]);
    await expect(canvas.getByText('© 2022 Labelwise. All rights reserved.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Privacy & Compliance' })).toHaveAttribute('href', '/privacy');
    const videos = canvas.getByRole('link', { name: /Video guides/ });
    await expect(videos).toHaveAttribute('target', '_blank');
    await expect(videos).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('link', { name: 'Drivers' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/printers');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A footer link to the page being shown smooth-scrolls to the top instead of navigating. */
export const CurrentPageScrollsToTop: Story = {
  render: (args) => (
    <>
      <main style={{ padding: '48px 24px', maxWidth: 1200, margin: '0 auto' }}>
        <h1 style={{ margin: 0, fontSize: 36 }}>Download</h1>
        <p style={{ margin: '12px 0 0', fontSize: 16 }}>
          Windows 64-bit, 32-bit, Mac, drivers and the Chrome extension.
        </p>
      </main>
      <Footer {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const restore = lengthenPage('top');
    try {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await waitFor(() => expect(window.scrollY).toBeGreaterThan(1000));
      const pages = within(canvasElement).getByRole('region', { name: 'Pages' });
      const download = within(pages).getByRole('link', { name: 'Download' });
      await expect(download).toHaveAttribute('aria-current', 'page');
      await userEvent.click(download);
      // Still moving shortly after the click: an animation, not a jump…
      await new Promise((resolve) => setTimeout(resolve, 150));
      await expect(window.scrollY).toBeGreaterThan(0);
      // …that reaches the top within the 800 ms of theme.motion.scrollToTop.
      await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 2000 });
      await expect(args.onNavigate).not.toHaveBeenCalled();
      download.blur();
    } finally {
      restore();
    }
  },
};

/** Any language but English hides the privacy link. */
export const NonEnglish: Story = {
  globals: { locale: 'de-de' },
  args: { groups: footerGroupsFor('de-de'), tagline: footerTaglineFor('de-de') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Datenschutz|Privacy/ })).toBeNull();
    await expect(canvas.getByText('© 2022 Labelwise. Alle Rechte vorbehalten.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Anleitungen' })).toBeInTheDocument();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { groups: footerGroupsFor('zh-cn'), tagline: footerTaglineFor('zh-cn') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      '页面',
      '功能',
      '指南',
    ]);
    await expect(canvas.getByText('© 2022 Labelwise。保留所有权利。')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /隐私|Privacy/ })).toBeNull();
  },
};

/** A phone: the lists fold into two columns under the brand. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Privacy & Compliance' })).toBeInTheDocument();
  },
};

/** A partner page: the theme's brand supplies logo and name, including in the copyright line; Labelwise is credited. */
export const PartnerBrand: Story = {
  args: { publisherNote: 'This site is published by Labelwise.' },
  decorators: [withBrand(partnerBrand)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('© 2022 Itari. All rights reserved.')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('This site is published by Labelwise.')).toBeInTheDocument();
  },
};

/** The site passes the current year as the end of the range: © 2022–2026 (a fixed year keeps the baseline stable). */
export const CopyrightRange: Story = {
  args: { copyrightEndYear: 2026 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('© 2022–2026 Labelwise. All rights reserved.')).toBeInTheDocument();
  },
};
