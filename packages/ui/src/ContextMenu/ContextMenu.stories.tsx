import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
  type ContextMenuProps,
} from './ContextMenu';

interface StoryArgs extends ContextMenuProps {
  /** Called with the chosen action. */
  onAction: (action: string) => void;
}

const tagStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 26,
  padding: '0 10px',
  border: '1px solid #d8dce5',
  borderRadius: 2,
  background: '#fff',
  color: '#303133',
  font: 'inherit',
  fontSize: 12,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
};

/** The tags view's menu, as TagsView builds it: the first tag cannot close tags to its left. */
function TagMenu({
  label,
  onAction,
  first = false,
}: {
  label: string;
  onAction: (action: string) => void;
  first?: boolean;
}) {
  return (
    <>
      <ContextMenuTrigger asChild>
        <button type="button" style={tagStyle}>
          {label}
        </button>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem onSelect={() => onAction('refresh')}>Refresh</ContextMenuItem>
        <ContextMenuItem onSelect={() => onAction('close')}>Close</ContextMenuItem>
        <ContextMenuItem onSelect={() => onAction('others')}>Close others</ContextMenuItem>
        <ContextMenuItem disabled={first} onSelect={() => onAction('left')}>
          Close left
        </ContextMenuItem>
        <ContextMenuItem onSelect={() => onAction('right')}>Close right</ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem onSelect={() => onAction('all')}>Close all</ContextMenuItem>
      </ContextMenuContent>
    </>
  );
}

const meta = {
  title: 'Primitives/ContextMenu',
  component: ContextMenu,
  args: { modal: false, onOpenChange: fn(), onAction: fn() },
  render: ({ onAction, ...root }) => (
    <ContextMenu {...root}>
      <TagMenu label="Printers" onAction={onAction} first />
    </ContextMenu>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Right-clicks the middle of `target`, so the menu opens where a user's pointer would be. */
async function rightClick(target: Element) {
  const rect = target.getBoundingClientRect();
  const coords = { clientX: Math.round(rect.left + rect.width / 2), clientY: Math.round(rect.top + rect.height / 2) };
  await userEvent.pointer({ keys: '[MouseRight]', target, coords });
}

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const tag = within(canvasElement).getByRole('button', { name: 'Printers' });
    await rightClick(tag);
    const menu = await body.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Close others' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('others');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Opened by a right-click: placed at the pointer, at least 105 px wide; the first tag cannot close to its left. */
export const OpenedByRightClick: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    await rightClick(within(canvasElement).getByRole('button', { name: 'Printers' }));
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Refresh',
      'Close',
      'Close others',
      'Close left',
      'Close right',
      'Close all',
    ]);
    const tagRect = within(canvasElement).getByRole('button', { name: 'Printers' }).getBoundingClientRect();
    const menuRect = menu.getBoundingClientRect();
    await expect(menuRect.width).toBeGreaterThanOrEqual(105);
    // Placed at the pointer (the middle of the tag), not at the tag's corner.
    await expect(Math.abs(menuRect.left - (tagRect.left + tagRect.width / 2))).toBeLessThanOrEqual(4);
    const closeLeft = within(menu).getByRole('menuitem', { name: 'Close left' });
    await expect(closeLeft).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closeLeft, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();
    await userEvent.hover(within(menu).getByRole('menuitem', { name: 'Close right' }));
  },
};

/** Escape closes the menu; so does a click anywhere outside it. */
export const ClosesOnEscapeAndOutsideClick: Story = {
  render: ({ onAction, ...root }) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <ContextMenu {...root}>
        <TagMenu label="Printers" onAction={onAction} first />
      </ContextMenu>
      <p style={{ margin: 0 }}>Elsewhere on the page</p>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await rightClick(canvas.getByRole('button', { name: 'Printers' }));
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await rightClick(canvas.getByRole('button', { name: 'Printers' }));
    await body.findByRole('menu');
    await userEvent.click(canvas.getByText('Elsewhere on the page'));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

const tags = ['Home', 'Download', 'Printers', 'Guides', 'Compatibility chart', 'About us', 'Contact us', 'Privacy'];

/** The menu hides when the tag bar (or the page) scrolls. */
export const ClosesOnScroll: Story = {
  render: ({ onAction, ...root }) => (
    <div
      data-testid="tag-bar"
      role="group"
      aria-label="Visited pages"
      style={{ display: 'flex', gap: 4, width: 360, overflowX: 'auto', paddingBottom: 4, border: '1px solid #e4e7ed' }}
    >
      {tags.map((tag, index) => (
        <ContextMenu key={tag} {...root}>
          <TagMenu label={tag} onAction={onAction} first={index === 0} />
        </ContextMenu>
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('tag-bar');
    await rightClick(canvas.getByRole('button', { name: 'Printers' }));
    const menu = await body.findByRole('menu');
    // Scrolling inside the menu itself does not close it.
    menu.dispatchEvent(new Event('scroll'));
    await expect(menu).toBeInTheDocument();
    bar.scrollLeft = 120;
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
