import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withBrand } from '../internal/fixtures/brand';
import type { Brand } from '../theme';
import { lengthenPage, siteMenuFor, siteMenuTitles } from '../internal/fixtures/site';
import { TopBar } from './TopBar';
import { locales } from '../i18n/locales';

const shipHref = 'https://ship.labelwise.example/login';

/** A partner's co-branded page: one brand object restyles the bar. */
const partnerBrand: Brand = {
  name: 'Phomemo',
  primaryColor: '#f5222d',
  logo: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#f5222d"/><path d="M10 9h8a5 5 0 0 1 0 10h-4v5h-4z" fill="#fff"/></svg>',
  )}`,
};

/** Some page below the bar, tall enough to scroll. */
function PageBody({ height = 1600 }: { height?: number }) {
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px', minHeight: height }}>
      <h1 style={{ margin: '0 0 12px', fontSize: 36 }}>Design and print labels from any device</h1>
      <p style={{ margin: 0, maxWidth: 640, fontSize: 16 }}>
        No complicated drivers. Works on Windows, macOS, iOS and Android, turns spreadsheets into labels and prints
        every common barcode.
      </p>
    </main>
  );
}

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  args: {
    items: siteMenuFor('en-us'),
    homeHref: '/index',
    currentPath: '/download',
    shipHref,
    showBrandName: true,
    onLocaleChange: fn(),
    onNavigate: fn(),
    onShipClick: fn(),
    onLogoClick: fn(),
  },
  argTypes: {
    viewportWidth: { control: { type: 'number', min: 0, step: 10 } },
    locale: { control: 'select', options: [...locales] },
  },
  parameters: { lwPadding: false },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const menuLinks = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Stops the browser acting on the next click (a new tab in a test run), after the library has handled it. */
function swallowNextClick() {
  window.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

/**
 * English at 1280 px: floor(1280 / 3 / 85) = 5 items inline, the rest under More. Ship opens the shipping
 * service in a new tab after reporting the click.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(menuLinks(canvasElement)).toEqual([
      'Home',
      'Features',
      'Guides and FAQ',
      'About us',
      'Contact us',
      'Download',
    ]);
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'More' })).toBeInTheDocument();

    const ship = canvas.getByRole('link', { name: /^Ship/ });
    await expect(ship).toHaveAttribute('href', shipHref);
    await expect(ship).toHaveAttribute('target', '_blank');
    await expect(ship).toHaveAttribute('rel', 'noopener noreferrer');
    swallowNextClick();
    await userEvent.click(ship);
    await expect(args.onShipClick).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('link', { name: 'Features' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/features');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The overflow menu open: Printers and Drivers did not fit; the current page (Drivers) is marked. */
export const OverflowOpen: Story = {
  args: { currentPath: '/printers' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const more = within(canvasElement).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('data-active', 'true');
    await userEvent.click(more);
    const menu = await body.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual(['Printers', 'Drivers']);
    await expect(within(menu).getByRole('menuitem', { name: 'Drivers' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** A narrower desktop: floor(1020 / 3 / 85) = 4 items inline, three under More. */
export const NarrowViewport: Story = {
  args: { viewportWidth: 1020 },
  play: async ({ canvasElement, args }) => {
    await expect(menuLinks(canvasElement)).toEqual(['Home', 'Features', 'Guides and FAQ', 'About us', 'Contact us']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/chart');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A wide screen: floor(1920 / 3 / 85) = 7, so every item fits and there is no More. */
export const WideViewport: Story = {
  args: { viewportWidth: 1920, currentPath: '/index' },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toHaveLength(8);
    await expect(within(canvasElement).queryByRole('button', { name: 'More' })).toBeNull();
  },
};

/**
 * The active style: solid with a shadow over the content. It follows `window.scrollY > 0` on its own
 * (see LogoScrollsToTop); `scrolled` forces it, e.g. for an app that scrolls an inner container.
 */
export const Scrolled: Story = {
  args: { scrolled: true },
  render: (args) => (
    <>
      <TopBar {...args} />
      <PageBody height={240} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    await expect(getComputedStyle(banner).boxShadow).not.toBe('none');
  },
};

/**
 * Scrolling the window switches the bar to its active style; on the home page the logo then smooth-scrolls
 * back to the top instead of navigating, and the bar rests again.
 */
export const LogoScrollsToTop: Story = {
  args: { currentPath: '/index' },
  render: (args) => (
    <>
      <TopBar {...args} />
      <PageBody height={240} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const restore = lengthenPage('bottom');
    try {
      const banner = within(canvasElement).getByRole('banner');
      await expect(banner).toHaveAttribute('data-scrolled', 'false');
      window.scrollTo({ top: 600, behavior: 'instant' });
      await waitFor(() => expect(banner).toHaveAttribute('data-scrolled', 'true'));
      await userEvent.click(within(canvasElement).getByRole('link', { name: /Labelwise/ }));
      await expect(args.onLogoClick).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 2000 });
      await expect(args.onNavigate).not.toHaveBeenCalled();
      await waitFor(() => expect(banner).toHaveAttribute('data-scrolled', 'false'));
      (document.activeElement as HTMLElement | null)?.blur();
    } finally {
      restore();
    }
  },
};

/** Spanish widens the nav to 1360 px; Ship is English-only. */
export const Spanish: Story = {
  globals: { locale: 'es-es' },
  args: { items: siteMenuFor('es-es'), viewportWidth: 1440 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveAttribute('data-wide', 'true');
    await expect(getComputedStyle(banner.firstElementChild as HTMLElement).maxWidth).toBe('1360px');
    await expect(canvas.queryByRole('link', { name: /Envíos|Ship/ })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  },
};

/**
 * German at 1350 px beside a search field, as the site shows it: the formula allows 5 items, but the German labels
 * need more room than 85 px each, so items move into "Mehr" until the list fits and nothing hides under the search.
 */
export const LongLabelsFit: Story = {
  globals: { locale: 'de-de' },
  args: {
    items: siteMenuFor('de-de'),
    viewportWidth: 1350,
    currentPath: '/download',
    actions: (
      <input aria-label="Suchen" placeholder="Suchen" style={{ width: 220, height: 32, boxSizing: 'border-box' }} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Mehr' });
    const search = canvas.getByRole('textbox', { name: 'Suchen' });
    await waitFor(() =>
      expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(search.getBoundingClientRect().left),
    );
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
    // Fewer than the formula's 5 beside "Startseite", and every item is still reachable: inline or under "Mehr".
    const inline = within(nav).getAllByRole('link').length - 1;
    await expect(inline).toBeLessThan(5);
    await userEvent.click(more);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').length + inline).toBe(7);
    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { items: siteMenuFor('zh-cn') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '首页' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '更多' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /发货|Ship/ })).toBeNull();
  },
};

/** A phone: the menu collapses behind a hamburger; the language stays as a globe. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: /^Ship/ })).toBeInTheDocument();
  },
};

/**
 * The hamburger opened from the keyboard: a dialog that keeps focus inside (Tab wraps round it); Escape closes it
 * and returns focus to the hamburger.
 */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { currentPath: '/guides' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = await canvas.findByRole('dialog', { name: 'Main' });
    await expect(menuLinks(canvasElement)).toEqual(['Home', ...siteMenuTitles['en-us']]);
    for (let step = 0; step <= siteMenuTitles['en-us'].length + 2; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const current = await canvas.findByRole('link', { name: 'Guides and FAQ' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // The screenshot shows the open menu, not where the keyboard happens to be.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A partner brand restyles the bar through ThemeProvider: logo, name and primary colour. */
export const PartnerBrand: Story = {
  args: { currentPath: '/guides' },
  decorators: [withBrand(partnerBrand)],
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('link', { name: 'Phomemo' });
    await expect(logo).toHaveAttribute('href', '/index');
  },
};

/**
 * On phones the actions (the header search) sit at the top of the opened menu, so search is reachable on every
 * screen size.
 */
export const MobileMenuWithSearch: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    currentPath: '/guides',
    actions: (
      <input
        type="search"
        aria-label="Search pages"
        placeholder="Search"
        style={{ height: 32, boxSizing: 'border-box' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Closed: the search is not in the bar itself (no room), only in the menu.
    await expect(canvas.queryByRole('searchbox', { name: 'Search pages' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const search = await canvas.findByRole('searchbox', { name: 'Search pages' });
    await expect(search.parentElement).toHaveAttribute('data-state', 'open');
    await userEvent.type(search, 'pm');
    await expect(search).toHaveValue('pm');
    search.blur();
  },
};

/** A menu item with `onClick` acts in place (the site's Features opens its dialog); its href stays for new tabs. */
export const ItemActsInPlace: Story = {
  args: {
    items: siteMenuFor('en-us').map((item) =>
      item.key === 'features'
        ? { ...item, onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()) }
        : item,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const features = within(canvasElement).getByRole('link', { name: 'Features' });
    await expect(features).toHaveAttribute('href', '/features');
    await userEvent.click(features);
    await expect(args.items[0]!.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    features.blur();
  },
};
