import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds page and page size in state, as an app would, and reports every change to the story's spies. */
function ControlledPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={
        args.onPageSizeChange
          ? (next) => {
              args.onPageSizeChange?.(next);
              setPageSize(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  render: (args) => <ControlledPagination {...args} />,
  args: { page: 1, pageSize: 20, total: 400, onPageChange: fn(), onPageSizeChange: fn(), disabled: false },
  argTypes: {
    pagerCount: { control: { type: 'number', min: 5, max: 21, step: 2 } },
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page sizes 10/20/30/50 (default 20); 5 page buttons below 992 px, otherwise 7. Ellipses jump ' +
          'pagerCount − 2 pages. After a page-size change the page that keeps the first visible item is reported.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Total 400 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ChangePageSize: Story = {
  args: { page: 3, pageSize: 10 },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Items per page' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '50 / page' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    // Items 21–30 were on screen; at 50 per page they are on page 1.
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onPageChange).toHaveBeenNthCalledWith(2, 3);
    await expect(next).toHaveFocus();
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Go to page' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next 5 pages' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(15);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous 5 pages' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
  },
};

export const EllipsisFocused: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-more="next"]')?.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(within(canvasElement).getByRole('button', { name: 'Next 5 pages' })).toHaveFocus();
  },
};

export const FewPages: Story = {
  args: { total: 35, pageSize: 10, page: 2 },
};

export const NoItems: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 0 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const WithoutPageSize: Story = {
  args: { onPageSizeChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { page: 4, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('list')).getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Next 3 pages' })).toBeInTheDocument();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { page: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByText('共 400 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};
