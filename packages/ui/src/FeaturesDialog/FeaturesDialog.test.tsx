import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { FeaturesDialog, type FeaturesContent, type FeaturesDialogProps } from './FeaturesDialog';
import { featuresReducer, initialFeaturesState, type FeatureGroupKey } from './featuresState';

// Role queries skip the per-ancestor visibility check: with the library's styles in jsdom it costs about a second a
// query. Nothing in this tree is merely hidden (closed folds and a closed dialog are unmounted), so the results are
// the same; visibility itself is asserted with toBeVisible where it matters.
configure({ defaultHidden: true });

/** The dialog opened by a button, as the top bar's "Features" does. */
function Harness(props: Partial<FeaturesDialogProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = true, onOpenChange, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Features
      </button>
      <FeaturesDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        {...rest}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Features' });
const item = (name: string) => within(dialog()).getByRole('button', { name });
const detail = () => within(dialog()).getByRole('region', { name: 'Feature details' });
const current = () =>
  Array.from(dialog().querySelectorAll('button[aria-current="true"]'), (button) => button.textContent);

// The whole dialog renders per test; leave room for a busy CI machine.
describe('FeaturesDialog', { timeout: 20_000 }, () => {
  it('lists the default top items and the Design, Data and Print groups, all folded', () => {
    renderWithProviders(<Harness />);
    const highlights = within(dialog()).getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Free download',
      'Fun and easy to learn',
      'Works on four platforms',
      'Support at your side',
      'Cooperated printers',
    ]);
    for (const name of ['Design', 'Data', 'Print']) {
      expect(within(dialog()).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(dialog()).getByRole('heading', { level: 3, name: 'Design' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Barcodes' })).not.toBeInTheDocument();
    expect(current()).toEqual([]);
    expect(detail()).toHaveTextContent('Choose a feature to see what it does.');
  });

  it('opens a fold to show its items, and opens several folds independently', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(within(dialog()).getByRole('button', { name: 'Design' }));
    expect(within(dialog()).getByRole('button', { name: 'Design' })).toHaveAttribute('aria-expanded', 'true');
    expect(item('Size and orientation')).toBeVisible();
    expect(item('Saved label files')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Print' }));
    expect(item('Templates for the full range of LW and DK sizes')).toBeVisible();
    expect(item('Barcodes')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Design' }));
    expect(within(dialog()).queryByRole('button', { name: 'Barcodes' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Print' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('selecting a top item clears the fold selection and vice versa', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Data' }));
    await user.click(item('Serial numbers'));
    expect(current()).toEqual(['Serial numbers']);
    expect(onSelect).toHaveBeenLastCalledWith(
      { kind: 'fold', key: 'serialNumbers' },
      expect.objectContaining({ key: 'serialNumbers', label: 'Serial numbers' }),
    );
    expect(within(detail()).getByRole('heading', { name: 'Serial numbers' })).toBeInTheDocument();
    expect(detail()).toHaveTextContent('Number labels automatically with your own start value and step.');

    await user.click(item('Free download'));
    expect(current()).toEqual(['Free download']);
    expect(item('Serial numbers')).not.toHaveAttribute('aria-current');
    // The fold stays open: only the selection moved.
    expect(within(dialog()).getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(detail()).getByRole('heading', { name: 'Free download' })).toBeInTheDocument();
    expect(onSelect).toHaveBeenLastCalledWith(
      { kind: 'top', key: 'freeDownload' },
      expect.objectContaining({ key: 'freeDownload' }),
    );

    await user.click(item('Date and time'));
    expect(current()).toEqual(['Date and time']);
    expect(item('Free download')).not.toHaveAttribute('aria-current');
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('closing resets: folds collapse and the selection clears', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<Harness onOpenChange={onOpenChange} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Design' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Print' }));
    await user.click(item('Layers'));
    expect(current()).toEqual(['Layers']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);

    await user.click(screen.getByRole('button', { name: 'Features' }));
    for (const name of ['Design', 'Data', 'Print']) {
      expect(within(dialog()).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(current()).toEqual([]);
    expect(detail()).toHaveTextContent('Choose a feature to see what it does.');
  });

  it('resets when the consumer closes it, too (e.g. after navigating)', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<FeaturesDialog open onOpenChange={() => undefined} />);
    await user.click(item('Cooperated printers'));
    expect(current()).toEqual(['Cooperated printers']);
    rerender(<FeaturesDialog open={false} onOpenChange={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<FeaturesDialog open onOpenChange={() => undefined} />);
    expect(current()).toEqual([]);
  });

  it('is reachable and usable with the keyboard: focus starts inside, Enter and Space pick, Escape closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Features' });
    await user.click(opener);
    await waitFor(() => expect(item('Free download')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(current()).toEqual(['Free download']);
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Design' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(item('Size and orientation')).toHaveFocus();
    await user.keyboard(' ');
    expect(current()).toEqual(['Size and orientation']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows given content with image and a Learn more link routed through onNavigate', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const content: FeaturesContent = {
      top: [{ key: 'app', label: 'App', description: 'Label studio for every desk.', href: '/download' }],
      groups: [
        {
          key: 'design',
          label: 'Design',
          items: [
            {
              key: 'logo',
              label: 'Logos',
              image: { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'A logo on a label' },
            },
          ],
        },
      ],
    };
    renderWithProviders(<Harness items={content} onNavigate={onNavigate} />);
    await user.click(item('App'));
    await user.click(within(detail()).getByRole('link', { name: 'Learn more' }));
    expect(onNavigate).toHaveBeenCalledWith('/download');
    await user.click(within(dialog()).getByRole('button', { name: 'Design' }));
    await user.click(item('Logos'));
    expect(within(detail()).getByRole('img', { name: 'A logo on a label' })).toBeInTheDocument();
    expect(within(detail()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('can be driven from outside through featuresReducer', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Store() {
      const [state, dispatch] = useReducer(featuresReducer, {
        openGroups: ['data'] as FeatureGroupKey[],
        selected: { kind: 'fold' as const, key: 'excelCsv' },
      });
      return (
        <FeaturesDialog
          open
          onOpenChange={() => undefined}
          state={state}
          onAction={(action) => {
            seen.push(action.type);
            dispatch(action);
          }}
        />
      );
    }
    renderWithProviders(<Store />);
    expect(current()).toEqual(['Excel and CSV integration']);
    await user.click(item('Support at your side'));
    expect(current()).toEqual(['Support at your side']);
    await user.click(within(dialog()).getByRole('button', { name: 'Data' }));
    expect(seen).toEqual(['selectTop', 'setOpenGroups']);
    expect(initialFeaturesState).toEqual({ openGroups: [], selected: null });
  });

  it('speaks the visitor’s language', () => {
    renderWithProviders(<Harness />, { locale: 'zh-cn' });
    const zh = screen.getByRole('dialog', { name: '功能' });
    expect(within(zh).getByRole('button', { name: '免费下载' })).toBeInTheDocument();
    expect(within(zh).getByRole('button', { name: '打印' })).toBeInTheDocument();
    expect(within(zh).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it.each([
    [
      { items: { top: [], groups: [{ key: 'apps' as FeatureGroupKey, label: 'Apps', items: [] }] } },
      "group keys must be one of design, data, print; received 'apps'.",
    ],
    [
      {
        items: {
          top: [{ key: 'a', label: 'A' }],
          groups: [{ key: 'data' as const, label: 'Data', items: [{ key: 'a', label: 'A again' }] }],
        },
      },
      "item keys must be unique; 'a' appears twice.",
    ],
    [
      {
        items: {
          top: [],
          groups: [
            { key: 'data' as const, label: 'Data', items: [] },
            { key: 'data' as const, label: 'Data', items: [] },
          ],
        },
      },
      'group keys must be unique.',
    ],
    [{ items: {} as FeaturesContent }, 'items must be { top: FeatureItem[], groups: FeatureGroup[] }.'],
    [{ state: initialFeaturesState }, 'a controlled `state` needs `onAction`'],
  ])('throws a labelled error for bad props %#', (props, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<FeaturesDialog open onOpenChange={() => undefined} {...props} />)).toThrow(
      `[labelwise/ui: FeaturesDialog] ${message}`,
    );
  });
});
