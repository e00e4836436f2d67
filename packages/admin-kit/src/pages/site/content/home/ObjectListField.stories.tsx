import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminRuntime } from '../../../../runtime/adminRuntime';
import { withAdminRuntime, withPageMessages } from '../../../logistics/withPageMessages';
import type { BodyValues } from '../shared/types';
import { messages } from './home.messages';
import { imageColumns, ObjectListField } from './ObjectListField';

// Uploads are not exercised here: the field only asks for the upload limit in force (the default 5 MB) until a
// file is picked.
const runtime = {
  client: { get: () => Promise.resolve({ maxSizeMb: 5 }) },
} as unknown as AdminRuntime;

/** A form's width, as in the content editor. */
const inForm: Decorator = (Story) => (
  <div style={{ maxWidth: 720, padding: 16 }}>
    <Story />
  </div>
);

const logos: BodyValues[] = [
  { src: '/images/partners/phomemo.svg', width: 160, height: 64 },
  { src: '/images/partners/itari.svg', width: 160, height: 64 },
];

/** The field as the editor holds it: its value in state, changed by the field. */
function Harness({ initial, error }: { initial: BodyValues[]; error?: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <ObjectListField
      props={{
        value,
        set: setValue,
        error,
        label: 'Sample labels',
        locale: undefined,
        itemKey: 'home',
        shared: {},
        id: 'f',
      }}
      columns={imageColumns}
      empty={() => ({ src: '', width: 500, height: 300 })}
    />
  );
}

const meta = {
  title: 'Admin/Content/ObjectListField',
  component: Harness,
  tags: ['!autodocs'],
  decorators: [inForm, withAdminRuntime(runtime), withPageMessages([])],
  args: { initial: logos },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two images: each with its file and size; moved, removed and added in place. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Sample labels' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move entry 1 up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move entry 1 down' }));
    const first = canvas.getByRole('group', { name: 'Entry 1' });
    await expect(within(first).getByText('/images/partners/itari.svg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.addRow.defaultMessage }));
    await expect(canvas.getByRole('group', { name: 'Entry 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove entry 3' }));
    await expect(canvas.queryByRole('group', { name: 'Entry 3' })).toBeNull();
  },
};

/** No entries yet, with the problem the API reported for the list. */
export const EmptyWithProblem: Story = {
  args: { initial: [], error: 'Must have at most 12 images.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('None yet.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must have at most 12 images.');
  },
};
