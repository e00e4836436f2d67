import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import deDE from '../i18n/messages/locales/de-de';
import { LabelwiseProvider } from '../theme/LabelwiseProvider';
import { render } from '@testing-library/react';
import { siteMenuFor } from '../internal/fixtures/site';
import { renderWithProviders } from '../test/renderWithProviders';
import { TopBar, type TopBarProps } from './TopBar';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popper measures the trigger with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

const items = siteMenuFor('en-us');

const shipHref = 'https://ship.example.com/login';

function renderBar(props: Partial<TopBarProps> = {}, locale: Locale = 'en-us') {
  const handlers = { onLocaleChange: vi.fn(), onNavigate: vi.fn(), onShipClick: vi.fn() };
  const view = renderWithProviders(
    <TopBar items={items} viewportWidth={1280} shipHref={shipHref} {...handlers} {...props} />,
    { locale, brand: { name: 'Labelwise', primaryColor: 'rgb(64, 158, 255)' } },
  );
  return { ...view, ...handlers };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const navLinks = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('TopBar', () => {
  it('is a banner with the logo to home, Home and as many items as floor(width / 3 / 85)', () => {
    renderBar();
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    expect(screen.getByRole('link', { name: 'Labelwise' })).toHaveAttribute('href', '/');
    expect(navLinks()).toEqual(['Home', 'Features', 'Guides and FAQ', 'About us', 'Contact us', 'Download']);
    expect(within(mainNav()).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('puts the rest into the More menu and changes the split with the width', async () => {
    const user = userEvent.setup();
    const { rerender, onLocaleChange } = renderBar({ viewportWidth: 1020 });
    expect(navLinks()).toEqual(['Home', 'Features', 'Guides and FAQ', 'About us', 'Contact us']);
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download', 'Printers', 'Drivers']);
    expect(within(menu).getByRole('menuitem', { name: 'Drivers' })).toHaveAttribute('href', '/printers');
    // The menu loads on this first press and still lands the keyboard on its first item, as Radix does.
    await vi.waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Download' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());

    rerender(<TopBar items={items} viewportWidth={1920} onLocaleChange={onLocaleChange} />);
    expect(navLinks()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('follows window.innerWidth on resize when no width is given', () => {
    renderBar({ viewportWidth: undefined });
    act(() => {
      window.innerWidth = 1530;
      window.dispatchEvent(new Event('resize'));
    });
    expect(navLinks()).toHaveLength(1 + 6);
    act(() => {
      window.innerWidth = 1024;
      window.dispatchEvent(new Event('resize'));
    });
    expect(navLinks()).toHaveLength(1 + 4);
  });

  it('marks the current page, also on More when the page is in the overflow', () => {
    renderBar({ currentPath: '/printers' });
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('data-active', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows Ship only in English, opening a new tab after reporting the click', () => {
    const { onShipClick, unmount } = renderBar();
    const ship = screen.getByRole('link', { name: /^Ship/ });
    expect(ship).toHaveAttribute('href', shipHref);
    expect(ship).toHaveAttribute('target', '_blank');
    expect(ship).toHaveAttribute('rel', 'noopener noreferrer');
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(ship);
    expect(onShipClick).toHaveBeenCalledTimes(1);
    unmount();

    renderBar({}, 'de-de');
    expect(screen.queryByRole('link', { name: /Versand/ })).toBeNull();
  });

  it('needs a ship link to show Ship', () => {
    renderBar({ shipHref: undefined });
    expect(screen.queryByRole('link', { name: /^Ship/ })).toBeNull();
  });

  it('takes the active style once the window scrolls, from a passive listener', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    renderBar();
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 120, configurable: true, writable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  });

  it('widens the nav for Spanish and follows the provider locale', () => {
    renderBar({}, 'es-es');
    expect(screen.getByRole('banner')).toHaveAttribute('data-wide', 'true');
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Idioma\s*Español/ })).toBeInTheDocument();
  });

  it('navigates through onNavigate, but scrolls to the top from a link to the current page', () => {
    const scrollTo = vi.fn();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true, writable: true });
    const onLogoClick = vi.fn();
    const { onNavigate } = renderBar({ currentPath: '/', onLogoClick });
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Download' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/download');

    fireEvent.click(screen.getByRole('link', { name: 'Labelwise' }));
    expect(onLogoClick).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(window.requestAnimationFrame).toHaveBeenCalled();
  });

  it('lets the consumer cancel the logo behaviour', () => {
    const { onNavigate } = renderBar({ currentPath: '/download', onLogoClick: (event) => event.preventDefault() });
    fireEvent.click(screen.getByRole('link', { name: 'Labelwise' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  describe('below 992 px', () => {
    it('hides the menu behind a hamburger that opens a dialog holding focus until Escape', async () => {
      const user = userEvent.setup();
      const { onNavigate } = renderBar({ viewportWidth: 390, currentPath: '/guides' });
      expect(screen.queryByRole('navigation')).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
      toggle.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Main' });
      expect(toggle).toHaveAccessibleName('Close menu');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAttribute('aria-controls', dialog.id);
      const nav = within(dialog).getByRole('navigation', { name: 'Main' });
      expect(navLinks()).toEqual(['Home', ...items.map((item) => item.title)]);
      expect(within(nav).getByRole('link', { name: 'Guides and FAQ' })).toHaveAttribute('aria-current', 'page');

      // Focus moves into the menu, and Tab (forwards, round the end, and back) never leaves it for the page behind.
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      const visited = new Set<Element | null>();
      for (let step = 0; step < items.length + 4; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
        visited.add(document.activeElement);
      }
      expect(visited).toContain(within(dialog).getByRole('button', { name: 'Close menu' }));
      expect(visited).toContain(within(nav).getByRole('link', { name: 'Home' }));
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(toggle).toHaveFocus();

      await user.keyboard(' ');
      await user.click(
        within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Drivers' }),
      );
      expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/printers');
      expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('closes from the Close button inside the menu and returns focus to the hamburger', async () => {
      const user = userEvent.setup();
      renderBar({ viewportWidth: 390 });
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(toggle).toHaveFocus();
    });

    it('keeps the language dropdown as a compact globe', () => {
      renderBar({ viewportWidth: 390 });
      expect(screen.getByRole('button', { name: /Language\s*English/ })).toHaveAttribute('data-compact', 'true');
    });
  });

  describe('language menu', () => {
    async function offeredLanguages(): Promise<string[]> {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^(Language|Sprache)/ }));
      const menu = await screen.findByRole('menu');
      return within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent ?? '');
    }

    function renderWithProvider(provider: Omit<Parameters<typeof LabelwiseProvider>[0], 'children'>) {
      render(
        <LabelwiseProvider {...provider}>
          <TopBar items={items} viewportWidth={1280} onLocaleChange={vi.fn()} />
        </LabelwiseProvider>,
      );
    }

    it('offers only English and the loaded locale when the app names no other', async () => {
      renderWithProvider({ locale: 'de-de', messages: deDE });
      expect(await offeredLanguages()).toEqual(['English', 'Deutsch']);
    });

    it('offers only English on an English page without more catalogs', async () => {
      renderWithProvider({});
      expect(await offeredLanguages()).toEqual(['English']);
    });

    it('offers every locale the app says it can load, in the product order', async () => {
      renderWithProvider({ availableLocales: ['fr-fr', 'en-us', 'zh-cn'] });
      expect(await offeredLanguages()).toEqual(['English', '简体中文', 'Français']);
    });

    it('offers exactly the languageOptions it is given', async () => {
      renderBar({
        languageOptions: [{ id: 9, langName: 'Deutsch', desp: 'German', langCode: 'de-de', status: true }],
      });
      expect(await offeredLanguages()).toEqual(['Deutsch']);
    });
  });

  it('throws a labelled error for duplicate keys', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderBar({ items: [items[0]!, items[0]!] })).toThrow(
      '[labelwise/ui: TopBar] item keys must be unique.',
    );
  });
});

describe('TopBar before and after hydration', () => {
  /** As a server-rendering app passes the width: the server's guess while hydrating, then the window's (390 px). */
  function Bar() {
    const width = useSyncExternalStore(
      () => () => undefined,
      () => 390,
      () => 1280,
    );
    return (
      <LabelwiseProvider brand={{ name: 'Labelwise', primaryColor: 'rgb(64, 158, 255)' }}>
        <TopBar items={items} viewportWidth={width} onLocaleChange={() => undefined} actions={<input />} />
      </LabelwiseProvider>
    );
  }

  it('server HTML holds both layouts, for the stylesheet to pick; a phone hydrates to its own', async () => {
    const html = renderToString(<Bar />);
    expect(html).toContain('data-layout="auto"');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-label="Open menu"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    // The hydration pass renders what the server did, whatever the width: no mismatch.
    const root = await act(async () =>
      hydrateRoot(container, <Bar />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors.map(String)).toEqual([]);
    const header = container.querySelector('header')!;
    expect(header.dataset.layout).toBe('mobile');
    expect(within(header).queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(within(header).queryByRole('textbox')).toBeNull();
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
