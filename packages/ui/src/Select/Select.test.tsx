import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../test/renderWithProviders';
import type { ComponentSize } from '../tokens';
import { Select, type SelectOption, type SelectProps } from './Select';

beforeAll(() => {
  // jsdom lacks what Radix Select uses to measure, capture the pointer and scroll items into view.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const brands: SelectOption[] = [
  { value: 'labelwise', label: 'Labelwise' },
  { value: 'dymo', label: 'DYMO' },
  { value: 'brother', label: 'Brother', disabled: true },
  { value: 'phomemo', label: 'Phomemo' },
];

function setup(props: Partial<SelectProps> = {}, locale?: Locale) {
  const onValueChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Select options={brands} aria-label="Brand" onValueChange={onValueChange} {...props} />, {
    locale,
  });
  return { user, onValueChange, trigger: screen.getByRole('combobox', { name: 'Brand' }) };
}

describe('Select', () => {
  it('renders a closed combobox showing the placeholder, sized by the theme, and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProviders(<Select ref={ref} options={brands} aria-label="Brand" />, { size: 'small' });
    const trigger = screen.getByRole('combobox', { name: 'Brand' });
    expect(ref.current).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-size', 'small');
    expect(trigger).toHaveTextContent('Please select');
    expect(trigger).toHaveAttribute('data-placeholder');
    expect(trigger).not.toHaveAttribute('aria-invalid');
  });

  it('shows the label of the selected value and a custom placeholder', () => {
    const { unmount } = renderWithProviders(<Select options={brands} value="dymo" aria-label="Brand" size="mini" />);
    const trigger = screen.getByRole('combobox', { name: 'Brand' });
    expect(trigger).toHaveTextContent('DYMO');
    expect(trigger).toHaveAttribute('data-size', 'mini');
    unmount();
    renderWithProviders(<Select options={brands} value="" placeholder="Choose a brand" label="Brand" />);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Choose a brand');
  });

  it('opens from the keyboard, skips disabled options and reports the picked value', async () => {
    const { user, trigger, onValueChange } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Out of the tab order while the page behind the list is aria-hidden.
    expect(trigger).toHaveAttribute('tabindex', '-1');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Labelwise', 'DYMO', 'Brother', 'Phomemo']);
    expect(within(listbox).getByRole('option', { name: 'Brother' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('phomemo');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Phomemo');
    expect(trigger).not.toHaveAttribute('tabindex');
    expect(trigger).toHaveFocus();
  });

  it('picks an option with the pointer and marks the selected one', async () => {
    const { user, trigger, onValueChange } = setup({ defaultValue: 'labelwise' });
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Labelwise' })).toHaveAttribute('data-state', 'checked');
    await user.click(within(listbox).getByRole('option', { name: 'DYMO' }));
    expect(onValueChange).toHaveBeenCalledWith('dymo');
    expect(trigger).toHaveTextContent('DYMO');
  });

  it('indents tree options in the list by depth and shows the chosen one without indentation', async () => {
    const tree: SelectOption[] = [
      { value: '1', label: 'Head office' },
      { value: '2', label: 'Finance', depth: 1 },
      { value: '3', label: 'Payroll', depth: 2 },
    ];
    const { user, trigger, onValueChange } = setup({ options: tree });
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    expect(option('Head office')).not.toHaveAttribute('data-depth');
    expect(option('Payroll')).toHaveAttribute('data-depth', '2');
    expect(option('Payroll').style.getPropertyValue('--lw-option-depth')).toBe('2');
    await user.click(option('Finance'));
    expect(onValueChange).toHaveBeenCalledWith('2');
    expect(trigger.textContent).toBe('Finance');
  });

  it('shows "No data" in the open list when there are no options', async () => {
    const { user, trigger, onValueChange } = setup({ options: [] }, 'zh-cn');
    expect(trigger).toHaveTextContent('请选择');
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: '暂无数据' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('does not open when disabled', async () => {
    const { user, trigger } = setup({ disabled: true });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('is labelled, described and flagged invalid by FormField', () => {
    renderWithProviders(
      <FormField label="Model" error="Please select" hint="Pick the brand first." required>
        <Select options={brands} />
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Model' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('data-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription(/Pick the brand first\. .*Please select/);
  });

  it('styles as invalid from the invalid prop', () => {
    setup({ invalid: true });
    expect(screen.getByRole('combobox')).toHaveAttribute('data-invalid', 'true');
  });

  it('submits the value under its name inside a form', () => {
    const { container } = renderWithProviders(
      <form>
        <Select options={brands} aria-label="Brand" name="brand" defaultValue="dymo" />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('brand')).toBe('dymo');
  });

  it('throws labelled errors for bad props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(<Select options={brands} aria-label="x" size={'huge' as ComponentSize} />),
    ).toThrow("[labelwise/ui: Select] size must be one of default, medium, small, mini; received 'huge'.");
    expect(() => renderWithProviders(<Select options={[{ value: '', label: 'None' }]} aria-label="x" />)).toThrow(
      `[labelwise/ui: Select] every option needs a non-empty string value; received "" for 'None'.`,
    );
    expect(() =>
      renderWithProviders(
        <Select
          options={[
            { value: 'a', label: 'A' },
            { value: 'a', label: 'A again' },
          ]}
          aria-label="x"
        />,
      ),
    ).toThrow("[labelwise/ui: Select] option values must be unique; 'a' appears twice.");
    expect(() =>
      renderWithProviders(<Select options={[{ value: 'a', label: 'A', depth: -1 }]} aria-label="x" />),
    ).toThrow("[labelwise/ui: Select] option depth must be a whole number from 0; received -1 for 'A'.");
  });
});
