import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../logic/locale';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

const location = () => screen.getByTestId('location').textContent;
/** Lazy page chunks are compiled on first import under vitest, and react-router keeps the old page until they load. */
const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

describe('site routing', { timeout: 20_000 }, () => {
  it("leads a nested page's breadcrumb through the page above it, in the visitor's language", async () => {
    renderSite('/de/shipping/ups');
    const crumbs = await screen.findByRole('navigation', { name: /brotkrümel/i }, slow);
    const above = await within(crumbs).findByRole(
      'link',
      { name: 'Versandetikett-Einstellungen für Thermodrucker' },
      slow,
    );
    expect(above).toHaveAttribute('href', '/de/shipping');
  });

  it('serves English at the root with the layout, a breadcrumb and the page', async () => {
    renderSite('/aboutUs');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent('About us');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('serves other locales under their prefix, with localized menu links', async () => {
    renderSite('/de/aboutUs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über Labelwise' }, slow)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
    const download = screen.getAllByRole('link', { name: 'Download' })[0]!;
    expect(download).toHaveAttribute('href', '/de/download');
  });

  it('shows not found at the unknown URL itself, in the visitor locale, inside the layout with useful links', async () => {
    renderSite('/fr/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, slow)).toBeInTheDocument();
    expect(location()).toBe('/fr/no-such-page');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const help = screen.getByRole('region', { name: 'Ces pages peuvent vous aider' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/fr/download', '/fr/printers', '/fr/guides', '/fr/doctor', '/fr/contactUs']);
  });

  it('lands an old hash link on the real path', async () => {
    renderSite('/#/d520');
    await waitFor(() => expect(location()).toBe('/d520'), slow);
    expect(await screen.findByRole('heading', { level: 1, name: 'D520BT setup guide' }, slow)).toBeInTheDocument();
  });

  it('moves an unprefixed visit to the stored language, which beats the browser language', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es-es');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    renderSite('/aboutUs');
    await waitFor(() => expect(location()).toBe('/es/aboutUs'), slow);
  });

  it('uses the browser language when nothing is stored', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en']);
    renderSite('/printers?brand=1');
    await waitFor(() => expect(location()).toBe('/zh-hk/printers?brand=1'), slow);
  });

  it('redirects aliases, wrong case and the refresh route', async () => {
    const { unmount } = renderSite('/index');
    await waitFor(() => expect(location()).toBe('/'), slow);
    unmount();
    const second = renderSite('/6xl');
    await waitFor(() => expect(location()).toBe('/6XL'), slow);
    second.unmount();
    renderSite('/redirect/chart');
    await waitFor(() => expect(location()).toBe('/chart'), slow);
  });

  it('serves Privacy in the chosen language: /de/privacy is German', async () => {
    renderSite('/de/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutz & Compliance' }, slow),
    ).toBeInTheDocument();
    expect(location()).toBe('/de/privacy');
    expect(screen.getByText(/Leistungsmessung/)).toBeInTheDocument();
  });

  it('sends small screens from Index to /mobile', async () => {
    renderSite('/', { viewportWidth: 390 });
    await waitFor(() => expect(location()).toBe('/mobile'), slow);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Print labels from your phone' }, slow),
    ).toBeInTheDocument();
    // A page of the layout: the top bar and the footer are there.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('continues from /mobile to the page asked for and remembers it for the visit', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    renderSite('/de/guides', { viewportWidth: 390 });
    await waitFor(() => expect(location()).toBe('/de/mobile?from=%2Fde%2Fguides'), slow);
    await user.click(await screen.findByRole('link', { name: 'Weiter zur vollständigen Website' }, slow));
    await waitFor(() => expect(location()).toBe('/de/guides'), slow);
    expect(sessionStorage.getItem('labelwise.fullSite')).toBe('1');
    // Home opens too now, without bouncing back to /mobile.
    await user.click(screen.getAllByRole('link', { name: 'Startseite' })[0]!);
    await waitFor(() => expect(location()).toBe('/de'), slow);
    expect(await screen.findByRole('heading', { level: 1 }, slow)).not.toHaveTextContent('Smartphone');
    sessionStorage.clear();
  });

  it('lands an old hash link on its guide on a phone too', async () => {
    renderSite('/#/d520', { viewportWidth: 390 });
    await waitFor(() => expect(location()).toBe('/d520'), slow);
    expect(await screen.findByRole('heading', { level: 1, name: 'D520BT setup guide' }, slow)).toBeInTheDocument();
  });

  it('switches language from the dropdown, stores the choice and keeps the page', async () => {
    const user = userEvent.setup();
    renderSite('/aboutUs');
    await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow);
    await user.click(screen.getByRole('button', { name: /language/i }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }, slow));
    await waitFor(() => expect(location()).toBe('/de/aboutUs'), slow);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de-de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über Labelwise' }, slow)).toBeInTheDocument();
  });

  it('scrolls to the top on navigation', async () => {
    const user = userEvent.setup();
    renderSite('/aboutUs');
    const scroll = vi.spyOn(window, 'scrollTo');
    await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow);
    await user.click(screen.getAllByRole('link', { name: 'Contact us' })[0]!);
    await waitFor(() => expect(location()).toBe('/contactUs'), slow);
    expect(scroll).toHaveBeenCalledWith(0, 0);
  });

  it('jumps to a page from the header search', async () => {
    const user = userEvent.setup();
    renderSite('/aboutUs');
    await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow);
    await user.type(screen.getByRole('combobox', { name: /search/i }), 'compatib');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/chart'), slow);
  });

  it('opens the features dialog at a group from the footer', async () => {
    const user = userEvent.setup();
    renderSite('/aboutUs');
    await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow);
    await user.click(screen.getByRole('link', { name: 'Data' }));
    expect(await screen.findByRole('dialog', { name: 'Features' }, slow)).toBeInTheDocument();
    expect(location()).toBe('/aboutUs');
  });

  it('serves the Chinese-market variant with its reduced route list', async () => {
    renderSite('/', { variant: 'cn' });
    await waitFor(() => expect(location()).toBe('/download'), slow);
    await screen.findByRole('heading', { level: 1, name: 'Download Labelwise' }, slow);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Drivers' })).toHaveAttribute('href', '/printers');
    expect(within(nav).queryByRole('link', { name: 'Features' })).not.toBeInTheDocument();
  });
});
