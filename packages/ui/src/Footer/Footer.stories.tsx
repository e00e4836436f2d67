import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import { ThemeProvider, type Brand } from '../theme';
import { Footer, type FooterGroups } from './Footer';

type Titles = { pages: string[]; features: string[]; guides: string[]; tagline: string };

/** Link titles as the site passes them, translated. */
const titles: Partial<Record<Locale, Titles>> = {
  'en-us': {
    pages: ['Home', 'Download', 'Drivers', 'Guides and FAQ', 'Contact us', 'About us'],
    features: ['App', 'Design', 'Data', 'Print'],
    guides: ['D520 setup guide', 'PM-241-BT setup guide', 'Video guides'],
    tagline: 'Design and print labels on Windows, macOS, iOS and Android — no complicated drivers.',
  },
  'zh-cn': {
    pages: ['首页', '下载', '驱动程序', '指南与常见问题', '联系我们', '关于我们'],
    features: ['应用', '设计', '数据', '打印'],
    guides: ['D520 设置指南', 'PM-241-BT 设置指南', '视频指南'],
    tagline: '在 Windows、macOS、iOS 和 Android 上设计并打印标签，无需复杂的驱动程序。',
  },
  'de-de': {
    pages: ['Startseite', 'Download', 'Treiber', 'Anleitungen und FAQ', 'Kontakt', 'Über uns'],
    features: ['App', 'Gestaltung', 'Daten', 'Drucken'],
    guides: ['Einrichtung D520', 'Einrichtung PM-241-BT', 'Videoanleitungen'],
    tagline: 'Etiketten gestalten und drucken unter Windows, macOS, iOS und Android – ohne komplizierte Treiber.',
  },
};

function groupsFor(locale: Locale): FooterGroups {
  const t = titles[locale] ?? titles['en-us']!;
  const pageHrefs = ['/index', '/download', '/printers', '/guides', '/contactUs', '/aboutUs'];
  const featureHrefs = ['/features?group=app', '/features?group=design', '/features?group=data', '/features?group=print'];
  const guideHrefs = ['/d520', '/pm241', 'https://www.youtube.com/@labelwise'];
  const keys = {
    pages: ['home', 'download', 'drivers', 'guides', 'contactUs', 'aboutUs'],
    features: ['app', 'design', 'data', 'print'],
    guides: ['d520', 'pm241', 'videos'],
  };
  return {
    pages: pageHrefs.map((href, i) => ({ key: keys.pages[i]!, href, title: t.pages[i] })),
    features: featureHrefs.map((href, i) => ({ key: keys.features[i]!, href, title: t.features[i] })),
    guides: guideHrefs.map((href, i) => ({ key: keys.guides[i]!, href, title: t.guides[i] })),
  };
}

const partnerBrand: Brand = {
  name: 'Itari',
  primaryColor: '#11a983',
  logo: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="#11a983"/><rect x="13" y="8" width="6" height="16" rx="3" fill="#fff"/></svg>',
  )}`,
};

/**
 * Makes the document tall enough to scroll without growing the story root, which is what gets screenshotted
 * (an element taller than the viewport does not capture reliably). Returns the undo.
 */
function lengthenPage(px = 1600): () => void {
  // Above the story, so the footer ends the page and is in view when scrolled to the bottom.
  const previous = document.body.style.paddingTop;
  document.body.style.paddingTop = `${px}px`;
  return () => {
    document.body.style.paddingTop = previous;
  };
}

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    groups: groupsFor('en-us'),
    currentPath: '/download',
    privacyHref: '/privacy',
    tagline: titles['en-us']!.tagline,
    showBrandName: true,
    onNavigate: fn(),
    onLogoClick: fn(),
  },
  argTypes: {
    locale: { control: 'select', options: ['en-us', 'zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'] },
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
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Pages', 'Features', 'Guides']);
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
        <p style={{ margin: '12px 0 0', fontSize: 16 }}>Windows 64-bit, 32-bit, Mac, drivers and the Chrome extension.</p>
      </main>
      <Footer {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const restore = lengthenPage();
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
  args: { groups: groupsFor('de-de'), tagline: titles['de-de']!.tagline },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Datenschutz|Privacy/ })).toBeNull();
    await expect(canvas.getByText('© 2022 Labelwise. Alle Rechte vorbehalten.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Anleitungen' })).toBeInTheDocument();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { groups: groupsFor('zh-cn'), tagline: titles['zh-cn']!.tagline },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['页面', '功能', '指南']);
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
  decorators: [
    (Story) => (
      <ThemeProvider brand={partnerBrand}>
        <Story />
      </ThemeProvider>
    ),
  ],
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
