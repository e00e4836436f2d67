import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../test/renderWithProviders';
import type { ComponentSize } from '../tokens';
import { SizeSelect } from './SizeSelect';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popper measures the trigger with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function openMenu(value: ComponentSize, locale?: Locale) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SizeSelect value={value} onChange={onChange} />, { locale });
  const trigger = screen.getByRole('button');
  trigger.focus();
  await user.keyboard('{Enter}');
  return { onChange, user, trigger, menu: await screen.findByRole('menu') };
}

describe('SizeSelect', () => {
  it('is an icon button named from the messages, sized by the theme, forwarding its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProviders(<SizeSelect ref={ref} value="small" onChange={() => undefined} />, { size: 'small' });
    const trigger = screen.getByRole('button', { name: 'Component size' });
    expect(ref.current).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('data-size', 'small');
    expect(trigger.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists the four sizes in order, the current one checked and disabled', async () => {
    const { menu } = await openMenu('medium');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Default', 'Medium', 'Small', 'Mini']);
    const medium = within(menu).getByRole('menuitemradio', { name: 'Medium' });
    expect(medium).toHaveAttribute('aria-checked', 'true');
    expect(medium).toHaveAttribute('aria-disabled', 'true');
    expect(items.filter((item) => item.getAttribute('aria-disabled') === 'true')).toEqual([medium]);
    expect(items.filter((item) => item.getAttribute('aria-checked') === 'true')).toEqual([medium]);
  });

  it('reports the picked size and skips the current one with the arrow keys', async () => {
    const { menu, user, onChange, trigger } = await openMenu('default');
    // Focus starts on the first enabled item, Medium: Default is the current size.
    await vi.waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Medium' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('small');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('ignores a click on the current size', async () => {
    const { menu, user, onChange } = await openMenu('mini');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Mini' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Default' }));
    expect(onChange).toHaveBeenCalledWith('default');
  });

  it.each([
    ['zh-cn', '组件尺寸', ['默认', '中等', '小型', '迷你']],
    ['de-de', 'Komponentengröße', ['Standard', 'Mittel', 'Klein', 'Mini']],
  ] as const)('is translated into %s', async (locale, label, sizes) => {
    const { menu } = await openMenu('medium', locale);
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(sizes);
  });

  it('throws a labelled error for an unknown value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(<SizeSelect value={'large' as ComponentSize} onChange={() => undefined} />),
    ).toThrow("[labelwise/ui: SizeSelect] value must be one of default, medium, small, mini; received 'large'.");
  });
});
