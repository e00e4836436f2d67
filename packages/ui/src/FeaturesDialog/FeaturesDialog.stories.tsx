import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useReducer, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FeaturesDialog, useDefaultFeatures, type FeaturesContent, type FeaturesDialogProps } from './FeaturesDialog';
import { featuresReducer, initialFeaturesState, type FeaturesState } from './featuresState';

interface DemoProps extends FeaturesDialogProps {
  /** Starts from this state, kept in the story's own reducer (the dialog's controlled mode). */
  initialState?: FeaturesState;
}

/** The top bar's "Features" button and the dialog it opens. */
function Demo({ open: openArg, onOpenChange, initialState, onAction, ...props }: DemoProps) {
  const [open, setOpen] = useState(openArg);
  useEffect(() => setOpen(openArg), [openArg]);
  const [state, dispatch] = useReducer(featuresReducer, initialState ?? initialFeaturesState);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Features
      </Button>
      <FeaturesDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        state={initialState ? state : undefined}
        onAction={(action) => {
          dispatch(action);
          onAction?.(action);
        }}
      />
    </>
  );
}

/** A 375 px phone, the narrowest the dialog is designed for; merged into the preview's viewport list. */
const phoneViewports = {
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
} as const;

/** A partner's own copy, with a picture and a page per feature (each feature has a key, a name and a url). */
const labelArt = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="12" fill="#e8f3ff"/><rect x="16" y="16" width="288" height="88" rx="8" fill="#fff" stroke="#409eff" stroke-width="2"/><g fill="#303133"><rect x="36" y="36" width="4" height="48"/><rect x="44" y="36" width="2" height="48"/><rect x="50" y="36" width="6" height="48"/><rect x="60" y="36" width="2" height="48"/><rect x="66" y="36" width="4" height="48"/><rect x="74" y="36" width="2" height="48"/><rect x="80" y="36" width="6" height="48"/><rect x="90" y="36" width="2" height="48"/></g><rect x="112" y="40" width="160" height="12" rx="3" fill="#303133"/><rect x="112" y="64" width="112" height="10" rx="3" fill="#909399"/></svg>',
)}`;

function usePartnerContent(): FeaturesContent {
  const defaults = useDefaultFeatures();
  return {
    top: [
      {
        key: 'studio',
        label: 'Label Studio app',
        description: 'Our free editor for desktop and phone.',
        href: '/download',
      },
      ...defaults.top.filter((item) => item.key === 'cooperatedPrinters'),
    ],
    groups: defaults.groups.map((group) =>
      group.key === 'design'
        ? {
            ...group,
            items: group.items.map((item) =>
              item.key === 'barcodes'
                ? {
                    ...item,
                    href: '/supportedBarcode',
                    image: { src: labelArt, alt: 'A shipping label with a barcode', width: 320, height: 120 },
                  }
                : item,
            ),
          }
        : group,
    ),
  };
}

function PartnerDemo(props: DemoProps) {
  return <Demo {...props} items={usePartnerContent()} />;
}

const meta = {
  title: 'Components/FeaturesDialog',
  component: FeaturesDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelect: fn(),
    onAction: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    width: { control: { type: 'number', min: 320, step: 20 } },
    items: { control: false },
    state: { control: false },
  },
  render: (args) => <Demo {...args} />,
  parameters: { visual: { target: 'viewport' } },
} satisfies Meta<typeof FeaturesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const findDialog = (name = 'Features') => page.findByRole('dialog', { name });
const selected = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('button[aria-current="true"]'), (button) => button.textContent);

/** Open, as after clicking "Features" in the top bar: top items, three folded groups, an empty detail pane. */
export const Playground: Story = {
  play: async () => {
    const dialog = await findDialog();
    const highlights = within(dialog).getByRole('list', { name: 'Highlights' });
    await expect(within(highlights).getAllByRole('button')).toHaveLength(5);
    for (const name of ['Design', 'Data', 'Print']) {
      await expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(within(dialog).getByRole('region', { name: 'Feature details' })).toHaveTextContent(
      'Choose a feature to see what it does.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Free download' })).toHaveFocus());
  },
};

/** The Design fold open with Barcodes selected; its description fills the detail pane. */
export const FoldItemSelected: Story = {
  render: (args) => (
    <Demo {...args} initialState={{ openGroups: ['design'], selected: { kind: 'fold', key: 'barcodes' } }} />
  ),
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('button', { name: 'Design' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Barcodes' })).toHaveAttribute('aria-current', 'true');
    const detail = within(dialog).getByRole('region', { name: 'Feature details' });
    await expect(within(detail).getByRole('heading', { name: 'Barcodes' })).toBeVisible();
    await expect(detail).toHaveTextContent('Print many barcode types, from Code 128 and EAN-13 to QR codes.');
  },
};

/** A top item selected while every fold is closed. */
export const TopItemSelected: Story = {
  render: (args) => (
    <Demo {...args} initialState={{ openGroups: [], selected: { kind: 'top', key: 'fourPlatforms' } }} />
  ),
  play: async () => {
    const dialog = await findDialog();
    await expect(selected(dialog)).toEqual(['Works on four platforms']);
    await expect(within(dialog).getByRole('region', { name: 'Feature details' })).toHaveTextContent(
      'Design and print on Windows, macOS, iOS and Android.',
    );
  },
};

/** Selecting a top item clears the fold selection and vice versa; closing resets all. */
export const SelectionRules: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Features' });
    await userEvent.click(opener);
    let dialog = await findDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Data' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Serial numbers' }));
    await expect(selected(dialog)).toEqual(['Serial numbers']);
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      { kind: 'fold', key: 'serialNumbers' },
      expect.objectContaining({ key: 'serialNumbers' }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Support at your side' }));
    await expect(selected(dialog)).toEqual(['Support at your side']);
    await expect(within(dialog).getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Layers' }));
    await expect(selected(dialog)).toEqual(['Layers']);
    await expect(args.onSelect).toHaveBeenCalledTimes(3);

    // Closing resets all: every fold collapses and the selection clears.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onAction).toHaveBeenLastCalledWith({ type: 'reset' });
    await userEvent.click(opener);
    dialog = await findDialog();
    for (const name of ['Design', 'Data', 'Print']) {
      await expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(selected(dialog)).toEqual([]);
    await expect(within(dialog).getByRole('region', { name: 'Feature details' })).toHaveTextContent(
      'Choose a feature to see what it does.',
    );
  },
};

/**
 * Keyboard only: focus starts on the first item and stays in the dialog, Enter and Space pick, the fold triggers
 * move with the arrow keys, Escape closes and returns focus to "Features".
 */
export const Keyboard: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Features' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog();
    const button = (name: string) => within(dialog).getByRole('button', { name });
    await waitFor(() => expect(button('Free download')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(button('Free download')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(selected(dialog)).toEqual(['Fun and easy to learn']);

    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(button('Design')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button('Data')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button('Data')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(button('Built-in spreadsheet')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(selected(dialog)).toEqual(['Built-in spreadsheet']);

    // Tab cycles inside the dialog.
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const reopened = await findDialog();
    await expect(selected(reopened)).toEqual([]);
    await expect(within(reopened).getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A partner's own items: a picture and a "Learn more" link for the selected feature. */
export const PartnerContent: Story = {
  render: (args) => (
    <PartnerDemo {...args} initialState={{ openGroups: ['design'], selected: { kind: 'fold', key: 'barcodes' } }} />
  ),
  play: async ({ args }) => {
    const dialog = await findDialog();
    const detail = within(dialog).getByRole('region', { name: 'Feature details' });
    await expect(within(detail).getByRole('img', { name: 'A shipping label with a barcode' })).toBeVisible();
    await userEvent.click(within(detail).getByRole('link', { name: 'Learn more' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/supportedBarcode');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Label Studio app' }));
    await expect(detail).toHaveTextContent('Our free editor for desktop and phone.');
    await expect(within(dialog).getByRole('button', { name: 'Barcodes' })).not.toHaveAttribute('aria-current');
    await expect(within(detail).queryByRole('img')).not.toBeInTheDocument();
    // Back to Barcodes, so the picture is what gets screenshotted.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Barcodes' }));
    await expect(within(detail).getByRole('img', { name: 'A shipping label with a barcode' })).toBeVisible();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  render: (args) => (
    <Demo {...args} initialState={{ openGroups: ['print'], selected: { kind: 'fold', key: 'batchPdf' } }} />
  ),
  play: async () => {
    const dialog = await findDialog('功能');
    await expect(within(dialog).getByRole('list', { name: '亮点' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '批量打印 PDF 或 PNG/JPG' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(dialog).getByRole('region', { name: '功能详情' })).toHaveTextContent(
      '将 PDF 页面或 PNG/JPG 图片裁剪为标签尺寸',
    );
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

/** A 375 px phone: the panel fits the screen, the detail pane drops below the list and the body scrolls. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { viewport: { options: phoneViewports } },
  render: (args) => (
    <Demo {...args} initialState={{ openGroups: ['data'], selected: { kind: 'top', key: 'freeDownload' } }} />
  ),
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    const dialog = await findDialog();
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(375);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    // Nothing inside is wider than the panel.
    for (const element of Array.from(dialog.querySelectorAll('*'))) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    const detail = within(dialog).getByRole('region', { name: 'Feature details' });
    const list = within(dialog).getByRole('list', { name: 'Highlights' });
    await expect(detail.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
  },
};
