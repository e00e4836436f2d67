import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PermissionsProvider } from '../../../../permissions';
import type { AdminRuntime } from '../../../../runtime/adminRuntime';
import { withAdminRuntime, withPageMessages } from '../../../logistics/withPageMessages';
import type { BodyValues } from '../shared/types';
import { DoctorStepsField } from './DoctorStepsField';

// Uploads are not exercised here: the picture field only asks for the upload limit in force until a file is picked.
const runtime = {
  client: { get: () => Promise.resolve({ maxSizeMb: 5 }) },
} as unknown as AdminRuntime;

/** An operator who may not list the printer doctor steps types a step's id (the API checks it). */
const withPermissions =
  (permissions: string[]): Decorator =>
  (Story) => (
    <PermissionsProvider roles={['editor']} permissions={permissions}>
      <Story />
    </PermissionsProvider>
  );

const stepRow = (key: string, label: string) => ({ key, label, labels: { 'en-us': label } });
/** An operator who may list them picks each step by its title. */
const pickingRuntime = {
  client: {
    get: () => Promise.resolve({ maxSizeMb: 5 }),
    page: () =>
      Promise.resolve({
        rows: [
          stepRow('thermalSide', 'Turn the roll so the printable side faces the head'),
          stepRow('macPaper', 'Choose the label size in the Mac print dialog'),
          stepRow('letterPdf', 'Crop a Letter-size carrier PDF to the label'),
        ],
        total: 3,
      }),
  },
} as unknown as AdminRuntime;

const inForm: Decorator = (Story) => (
  <div style={{ maxWidth: 720, padding: 16 }}>
    <Story />
  </div>
);

const steps: BodyValues[] = [
  { id: 'thermalSide', systems: [], connections: [], models: [], link: '', picture: '' },
  { id: 'macPaper', systems: ['mac'], connections: [], models: [], link: '', picture: '' },
  { id: 'letterPdf', systems: [], connections: [], models: ['d520'], link: '/tools/label-pdf', picture: '' },
];

/** The field as the editor holds it: its value in state, changed by the field. */
function Harness({ initial, error }: { initial: BodyValues[]; error?: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <DoctorStepsField
      props={{
        value,
        set: setValue,
        error,
        label: 'Steps, in the order visitors try them',
        locale: undefined,
        itemKey: 'blank',
        shared: {},
        id: 'f',
      }}
    />
  );
}

const meta = {
  title: 'Admin/Content/DoctorStepsField',
  component: Harness,
  tags: ['!autodocs'],
  decorators: [inForm, withPermissions([]), withAdminRuntime(runtime), withPageMessages([])],
  args: { initial: steps },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three steps of the blank-labels tree: moved with the keyboard, the focus following the step; added and removed. */
export const Steps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Step 2: macPaper' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Move step 2 up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Step 1: macPaper' })).toBeVisible();
    // Step 1 cannot move up: the focus lands on its "down" button, still on the step that moved.
    await expect(canvas.getByRole('button', { name: 'Move step 1 down' })).toHaveFocus();
    const third = canvas.getByRole('group', { name: 'Step 3: letterPdf' });
    await expect(within(third).getByText(/1 chosen/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a step' }));
    await expect(canvas.getByRole('group', { name: 'Step 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove step 4' }));
    await expect(canvas.queryByRole('group', { name: 'Step 4' })).toBeNull();
    // The screenshot shows the list from its top, not where the focus scrolled it.
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  },
};

/** No steps, with the problem the API reported for the list. */
export const EmptyWithProblem: Story = {
  args: { initial: [], error: 'Please fill this in.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No steps yet.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill this in.');
  },
};

/** Each step picked from the printer doctor steps by its title; a name that is not a step says so. */
export const PickedFromSteps: Story = {
  args: { initial: [...steps.slice(0, 2), { ...steps[2]!, id: 'letterPfd' }] },
  decorators: [withPermissions(['site:doctorStep:list']), withAdminRuntime(pickingRuntime)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('group', { name: 'Step 1: thermalSide' });
    await expect(await within(first).findByRole('combobox', { name: /Step id/ })).toHaveTextContent(
      'Turn the roll so the printable side faces the head (thermalSide)',
    );
    const third = canvas.getByRole('group', { name: 'Step 3: letterPfd' });
    await expect(within(third).getByRole('combobox', { name: /Step id/ })).toHaveTextContent(
      'letterPfd: not one of the Printer doctor steps',
    );
  },
};
