import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { repaint } from '../internal/fixtures/repaint';
import { visitedTags as visited } from '../internal/fixtures/routes';
import type { VisitedTag } from './tagRules';
import { TagsView, type TagsViewProps } from './TagsView';

const pages = ['/system/user', '/system/role', '/content/brand', '/content/model', '/content/chart'];
const allPages = [
  '/system/user',
  '/system/role',
  '/system/menu',
  '/system/dict',
  '/system/config',
  '/content/brand',
  '/content/model',
  '/content/driver',
  '/content/manual',
  '/content/chart',
  '/content/download-link',
  '/content/message',
];

/** Keeps tags and the current path in state, as the admin's store does. */
function StatefulTagsView(args: TagsViewProps) {
  const [tags, setTags] = useState<VisitedTag[]>([...args.tags]);
  const [activePath, setActivePath] = useState(args.activePath);
  return (
    <TagsView
      {...args}
      tags={tags}
      activePath={activePath}
      onSelect={(tag) => {
        args.onSelect(tag);
        setActivePath(tag.path);
      }}
      onChange={(next, navigateTo, detail) => {
        args.onChange(next, navigateTo, detail);
        setTags(next);
        if (navigateTo) setActivePath(navigateTo.split('?')[0] ?? navigateTo);
      }}
    />
  );
}

async function rightClick(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  fireEvent.contextMenu(element, { clientX: rect.left + 8, clientY: rect.bottom + 2, button: 2 });
}

const meta = {
  title: 'Components/TagsView',
  component: TagsView,
  args: {
    tags: visited(pages),
    activePath: '/content/brand',
    onSelect: fn(),
    onChange: fn(),
    onRefresh: fn(),
  },
  parameters: { lwPadding: false },
  render: (args) => <StatefulTagsView {...args} />,
} satisfies Meta<typeof TagsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Close Dashboard' })).toBeNull();

    await rightClick(canvas.getByRole('button', { name: 'Roles' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Roles' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Refresh', 'Close', 'Close others', 'Close to the left', 'Close to the right', 'Close all']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));

    // Close others keeps the affixed Dashboard and moves to the chosen tag.
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Roles']),
    );
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.any(Array),
      '/system/role',
      expect.objectContaining({ action: 'closeOthers' }),
    );
    await expect(canvas.getByRole('button', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    await repaint();
  },
};

export const ContextMenuOnAffixTag: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await rightClick(within(canvasElement).getByRole('button', { name: 'Dashboard' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Dashboard' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await expect(item('Refresh')).not.toHaveAttribute('data-disabled');
    await expect(item('Close')).toHaveAttribute('data-disabled');
    await expect(item('Close to the left')).toHaveAttribute('data-disabled');
    await expect(item('Close others')).not.toHaveAttribute('data-disabled');
    await expect(item('Close to the right')).not.toHaveAttribute('data-disabled');
    await expect(item('Close all')).not.toHaveAttribute('data-disabled');
  },
};

export const Refresh: Story = {
  play: async ({ canvasElement, args }) => {
    await rightClick(within(canvasElement).getByRole('button', { name: 'Models' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Models' });
    await expect(within(menu).getByRole('menuitem', { name: 'Close to the right' })).not.toHaveAttribute(
      'data-disabled',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledWith(expect.objectContaining({ path: '/content/model' }));
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await repaint();
  },
};

export const CloseActiveTag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close Brands' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.any(Array),
      '/content/chart',
      expect.objectContaining({ action: 'close' }),
    );
    await expect(canvas.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Brands' })).toBeNull();
    await repaint();
  },
};

/** Every page open in a bar too narrow for them, the last one active. */
const overflowingBar: Pick<Story, 'args' | 'render'> = {
  args: { tags: visited(allPages), activePath: '/content/download-link' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <StatefulTagsView {...args} />
    </div>
  ),
};

export const ManyTagsScrollToActive: Story = {
  ...overflowingBar,
  play: async ({ canvasElement }) => {
    const active = within(canvasElement).getByRole('button', { name: 'Download links' });
    const scroller = active.closest('nav')?.querySelector('[data-more-end]') as HTMLElement;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    const tag = active.parentElement as HTMLElement;
    const inView =
      tag.offsetLeft >= scroller.scrollLeft &&
      tag.offsetLeft + tag.offsetWidth <= scroller.scrollLeft + scroller.clientWidth;
    await expect(inView).toBe(true);
  },
};

/** An overflowing bar has scroll buttons at both ends and fades the side where tags are hidden. */
export const ScrollButtons: Story = {
  ...overflowingBar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earlier = canvas.getByRole('button', { name: 'Show earlier pages' });
    const later = canvas.getByRole('button', { name: 'Show later pages' });
    const scroller = canvasElement.querySelector('[data-more-end]') as HTMLElement;
    // The active tag is the last one, scrolled into view: earlier tags are hidden at the start.
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(earlier).toBeEnabled();
    await expect(scroller).toHaveAttribute('data-more-start', 'true');
    const pressUntilDisabled = async (button: HTMLElement) => {
      for (let i = 0; i < 10 && !(button as HTMLButtonElement).disabled; i += 1) {
        await userEvent.click(button);
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      await expect(button).toBeDisabled();
    };
    await pressUntilDisabled(earlier);
    await expect(scroller.scrollLeft).toBe(0);
    await expect(scroller).toHaveAttribute('data-more-start', 'false');
    await expect(scroller).toHaveAttribute('data-more-end', 'true');
    await pressUntilDisabled(later);
    await expect(scroller.scrollLeft + scroller.clientWidth).toBeGreaterThanOrEqual(scroller.scrollWidth - 1);
    await expect(earlier).toBeEnabled();
    await expect(scroller).toHaveAttribute('data-more-end', 'false');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Few tags: no scroll buttons at all. */
export const FitsWithoutButtons: Story = {
  args: { tags: visited(pages.slice(0, 2)), activePath: '/system/user' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Show earlier pages' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Show later pages' })).toBeNull();
  },
};

export const ChineseSimplified: Story = {
  args: { tags: visited(pages, 'zh'), activePath: '/system/role' },
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '已打开的页面' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '关闭 角色管理' })).toBeInTheDocument();
  },
};

export const ChineseContextMenu: Story = {
  args: { tags: visited(pages, 'zh'), activePath: '/system/role' },
  globals: { locale: 'zh-cn' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await rightClick(within(canvasElement).getByRole('button', { name: '品牌管理' }));
    const menu = await within(document.body).findByRole('menu', { name: '品牌管理' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭']);
  },
};

export const Mobile: Story = {
  args: { tags: visited(allPages), activePath: '/content/chart' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const active = within(canvasElement).getByRole('button', { name: 'Chart' });
    const scroller = active.closest('nav')?.querySelector('[data-more-end]') as HTMLElement;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
  },
};
