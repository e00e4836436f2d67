import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Select, type SelectOption } from './Select';

const brands: SelectOption[] = [
  { value: 'labelwise', label: 'Labelwise' },
  { value: 'dymo', label: 'DYMO' },
  { value: 'brother', label: 'Brother' },
  { value: 'phomemo', label: 'Phomemo' },
  { value: 'niimbot', label: 'NIIMBOT', disabled: true },
  { value: 'munbyn', label: 'MUNBYN' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: brands, 'aria-label': 'Brand', onValueChange: fn(), onOpenChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    placeholder: { control: 'text' },
    options: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  args: { defaultValue: 'dymo' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Brand' });
    await expect(trigger).toHaveTextContent('DYMO');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The open list below the field: the selected option checked, the pointer on another, a disabled one greyed. */
export const Open: Story = {
  args: { defaultValue: 'brother' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Brand' }));
    const listbox = await body.findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(brands.map((brand) => brand.label));
    await expect(within(listbox).getByRole('option', { name: 'Brother' })).toHaveAttribute('data-state', 'checked');
    await expect(within(listbox).getByRole('option', { name: 'NIIMBOT' })).toHaveAttribute('aria-disabled', 'true');
    const phomemo = within(listbox).getByRole('option', { name: 'Phomemo' });
    await userEvent.hover(phomemo);
    await waitFor(() => expect(phomemo).toHaveAttribute('data-highlighted'));
  },
};

/** Departments or menus as a tree: the list indents each level, the closed select shows the chosen name alone. */
export const TreeOptions: Story = {
  args: {
    'aria-label': 'Department',
    defaultValue: 'finance',
    options: [
      { value: 'labelwise', label: 'Labelwise' },
      { value: 'head-office', label: 'Head office', depth: 1 },
      { value: 'engineering', label: 'Engineering', depth: 2 },
      { value: 'finance', label: 'Finance', depth: 2 },
      { value: 'europe', label: 'Europe branch', depth: 1 },
      { value: 'sales', label: 'Sales', depth: 2 },
    ],
  },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Department' });
    await expect(trigger.textContent).toBe('Finance');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    const start = (name: string) =>
      within(listbox).getByRole('option', { name }).getBoundingClientRect().left +
      Number.parseFloat(getComputedStyle(within(listbox).getByRole('option', { name })).paddingInlineStart);
    await expect(start('Head office')).toBeGreaterThan(start('Labelwise'));
    await expect(start('Finance')).toBeGreaterThan(start('Head office'));
    await expect(start('Sales')).toBe(start('Finance'));
  },
};

export const Placeholder: Story = {
  args: { placeholder: 'Select a brand' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Brand' });
    await expect(trigger).toHaveTextContent('Select a brand');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'labelwise' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Brand' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['default', 'medium', 'small', 'mini'] as const).map((size) => (
        <Select key={size} {...args} size={size} aria-label={`Brand (${size})`} defaultValue="labelwise" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = within(canvasElement)
      .getAllByRole('combobox')
      .map((trigger) => Math.round(trigger.getBoundingClientRect().height));
    await expect(heights).toEqual([40, 36, 32, 28]);
  },
};

/** In a FormField with an error: labelled by the field's label, described by the error, red border. */
export const InvalidInFormField: Story = {
  render: function Render(args) {
    const [model, setModel] = useState('');
    return (
      <FormField label="Model" required error={model ? undefined : 'Please select'}>
        <Select
          {...args}
          aria-label={undefined}
          options={[
            { value: 'pm-241-bt', label: 'PM-241-BT' },
            { value: 'd520', label: 'D520' },
          ]}
          value={model}
          onValueChange={(value) => {
            args.onValueChange?.(value);
            setModel(value);
          }}
        />
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Model' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Error: Please select');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select');
  },
};

/** No options (e.g. a brand without models): the open list says "No data". */
export const Empty: Story = {
  args: { options: [], 'aria-label': 'Model' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Model' }));
    const listbox = await body.findByRole('listbox');
    const message = within(listbox).getByRole('option', { name: 'No data' });
    await expect(message).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(message);
    await expect(body.getByRole('listbox')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to the field, Enter opens on the selected option, arrows skip disabled ones, Enter picks. */
export const Keyboard: Story = {
  args: { defaultValue: 'brother' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Brand' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Brother' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Phomemo' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'MUNBYN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('munbyn');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('MUNBYN');
  },
};

/** zh-cn: the default placeholder and the empty message come from the library's translations. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { options: [], 'aria-label': '型号' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '型号' });
    await expect(trigger).toHaveTextContent('请选择');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '暂无数据' })).toBeVisible();
  },
};
