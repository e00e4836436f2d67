import { Dialog, DialogContent } from '@labelwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as logisticsGroup from '../logistics.messages';
import { withPageMessages } from '../withPageMessages';
import { parcelFixture } from './fixtures';
import { ParcelHistory } from './ParcelHistory';

const body = within(document.body);

/** The history as the tracking page's dialog shows it. */
function HistoryDialog(props: Parameters<typeof ParcelHistory>[0]) {
  return (
    <Dialog open>
      <DialogContent title={`Parcel ${props.parcel.trackingNumber}`} width={640}>
        <ParcelHistory {...props} />
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Admin/Parcel history',
  component: HistoryDialog,
  tags: ['!autodocs'],
  decorators: [withPageMessages([logisticsGroup])],
  parameters: { visual: { target: 'viewport' } },
  args: {
    parcel: parcelFixture,
    canEdit: true,
    onAdd: fn(async () => undefined),
    onRemove: fn(),
    now: () => new Date('2026-11-24T09:30:00Z'),
  },
} satisfies Meta<typeof HistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered after four events, newest first, with the carrier's link and the Add event form. */
export const Default: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Parcel 1Z999AA10123456784' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(dialog).getByRole('link', { name: "Track on the carrier's site" })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    await expect(within(dialog).getByRole('button', { name: 'Add event' })).toBeVisible();
  },
};

/** Nothing scanned yet, read-only. */
export const NoEventsReadOnly: Story = {
  args: {
    parcel: { ...parcelFixture, status: 'pending', deliveredAt: null, lastEventAt: null, events: [] },
    canEdit: false,
  },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveTextContent('No events yet: the parcel waits for its first scan.');
    await expect(within(dialog).queryByRole('button', { name: 'Add event' })).toBeNull();
  },
};
