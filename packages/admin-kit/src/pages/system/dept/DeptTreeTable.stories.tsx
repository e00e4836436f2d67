import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPageMessages } from '../../logistics/withPageMessages';
import { useCollapsed } from '../shared/TreeTable';
import * as deptGroup from './dept.messages';
import { DeptTreeTable } from './DeptTreeTable';
import { deptTree } from './deptTree';
import { deptFixtures } from './fixtures';

/** The table with its own expand/collapse state, as the page holds it. */
function TreeTable({ can }: { can: { add: boolean; edit: boolean; remove: boolean } }) {
  const { collapsed, toggle } = useCollapsed();
  return (
    <>
      <h2 id="depts">Departments</h2>
      <DeptTreeTable
        labelledBy="depts"
        rows={deptTree(deptFixtures, collapsed)}
        collapsed={collapsed}
        onToggle={toggle}
        can={can}
        onEdit={fn()}
        onAddChild={fn()}
        onRemove={fn()}
      />
    </>
  );
}

const meta = {
  title: 'Admin/Departments tree',
  component: TreeTable,
  tags: ['!autodocs'],
  decorators: [withPageMessages([deptGroup])],
  args: { can: { add: true, edit: true, remove: true } },
} satisfies Meta<typeof TreeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded tree, the Europe branch collapsed; a disabled department offers no "Add child". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveTextContent('Customer service');
    await userEvent.click(within(table).getByRole('button', { name: 'Collapse Europe branch' }));
    await expect(table).not.toHaveTextContent('Customer service');
    await expect(within(table).getByRole('button', { name: 'Expand Europe branch' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** German, read-only (no actions the user may not take). */
export const GermanReadOnly: Story = {
  globals: { locale: 'de-de' },
  args: { can: { add: false, edit: false, remove: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Abteilungsname' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
  },
};
