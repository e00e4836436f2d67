// jsdom lays the visually hidden label out inline, so the space in the accessible name may collapse; browsers keep it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { languageOptions, type Locale } from '../i18n/locales';
import { renderWithProviders } from '../test/renderWithProviders';
import { LanguageSelect } from './LanguageSelect';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popper measures the trigger with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function openMenu(value: Locale, props: Partial<Parameters<typeof LanguageSelect>[0]> = {}, locale?: Locale) {
  const onValueChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LanguageSelect value={value} onValueChange={onValueChange} {...props} />, { locale });
  const trigger = screen.getByRole('button');
  trigger.focus();
  await user.keyboard('{Enter}');
  return { onValueChange, user, trigger, menu: await screen.findByRole('menu') };
}

describe('LanguageSelect', () => {
  it('names the button with the label and the current language, marked with its own lang', () => {
    renderWithProviders(<LanguageSelect value="de-de" onValueChange={() => undefined} />, { locale: 'de-de' });
    const trigger = screen.getByRole('button', { name: /^Sprache ?Deutsch$/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(trigger).getByText('Deutsch')).toHaveAttribute('lang', 'de-DE');
  });

  it('lists every enabled language in its own name and checks the current one', async () => {
    const { menu } = await openMenu('zh-hk');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      '简体中文',
      '繁體中文',
      'Deutsch',
      'Français',
      'Español',
    ]);
    expect(items.map((item) => item.querySelector('[lang]')?.getAttribute('lang'))).toEqual([
      'en-US',
      'zh-CN',
      'zh-HK',
      'de-DE',
      'fr-FR',
      'es-ES',
    ]);
    expect(
      items.filter((item) => item.getAttribute('aria-checked') === 'true').map((item) => item.textContent),
    ).toEqual(['繁體中文']);
  });

  it('reports the chosen locale, and ignores choosing the current one', async () => {
    const { menu, user, onValueChange } = await openMenu('en-us');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('es-es');
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'English' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('skips languages switched off and accepts a custom list', async () => {
    const options = languageOptions.map((option) =>
      option.langCode === 'fr-fr' ? { ...option, status: false } : option,
    );
    const { menu } = await openMenu('en-us', { options: options.filter((option) => option.status) });
    expect(within(menu).queryByRole('menuitemradio', { name: 'Français' })).toBeNull();
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(5);
  });

  it('opens from the keyboard on the first press, on the first language, and returns focus on Escape', async () => {
    const { menu, user } = await openMenu('de-de', {}, 'de-de');
    await vi.waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The menu loads on first use, so the button is a new node by now: find it again.
    expect(screen.getByRole('button', { name: /^Sprache ?Deutsch$/ })).toHaveFocus();
  });

  it('tells a controlled owner it wants to open, and opens when the owner says so', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <LanguageSelect value="en-us" onValueChange={() => undefined} open={false} onOpenChange={onOpenChange} />,
    );
    await user.click(screen.getByRole('button'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('menu')).toBeNull();
    rerender(<LanguageSelect value="en-us" onValueChange={() => undefined} open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it("with compact 'mobile', shows the name and leaves hiding it on phones to the stylesheet", () => {
    renderWithProviders(<LanguageSelect value="de-de" onValueChange={() => undefined} compact="mobile" />);
    const button = screen.getByRole('button', { name: /Deutsch$/ });
    expect(button).toHaveAttribute('data-compact', 'mobile');
    expect(button.querySelector('span[lang="de-DE"]')?.textContent).toBe('Deutsch');
  });

  it('keeps the name for screen readers in compact mode', () => {
    renderWithProviders(<LanguageSelect value="zh-cn" onValueChange={() => undefined} compact />, { locale: 'zh-cn' });
    expect(screen.getByRole('button', { name: /^语言 ?简体中文$/ })).toHaveAttribute('data-compact', 'true');
  });

  it('throws a labelled error for an unknown locale', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(<LanguageSelect value={'pt-br' as Locale} onValueChange={() => undefined} />),
    ).toThrow("[labelwise/ui: LanguageSelect] value must be one of the product locales; received 'pt-br'.");
  });
});
