import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { languageOptions, type Locale } from '../i18n/locales';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuContentProps,
  type DropdownMenuProps,
} from './DropdownMenu';

interface StoryArgs extends DropdownMenuProps {
  align?: DropdownMenuContentProps['align'];
  sideOffset?: number;
  /** Called with the action of the chosen item. */
  onAction: (action: string) => void;
  /** Called with the language chosen in the radio group story. */
  onLanguageChange: (locale: string) => void;
}

/** The "Actions" button and its menu; the stories fill in the items. */
function ActionsMenu({
  root,
  align,
  sideOffset,
  children,
}: Pick<StoryArgs, 'align' | 'sideOffset'> & { root: DropdownMenuProps; children: ReactNode }) {
  return (
    <DropdownMenu {...root}>
      <DropdownMenuTrigger asChild>
        <Button>Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} sideOffset={sideOffset}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: { modal: false, align: 'start', sideOffset: 4, onOpenChange: fn(), onAction: fn(), onLanguageChange: fn() },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    sideOffset: { control: { type: 'number', min: 0, max: 24 } },
  },
  render: ({ align, sideOffset, onAction, ...root }) => (
    <ActionsMenu root={root} align={align} sideOffset={sideOffset}>
      <DropdownMenuItem onSelect={() => onAction('edit')}>Edit label</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('duplicate')}>Duplicate</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('export')}>Export as PDF</DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => onAction('delete')}>Delete</DropdownMenuItem>
    </ActionsMenu>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await body.findByRole('menu', { name: 'Actions' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Edit label' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The open menu with the pointer on an item. */
export const Open: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit label', 'Duplicate', 'Export as PDF', 'Delete']);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.hover(items[1]!);
    await expect(items[1]).toHaveAttribute('data-highlighted');
    await userEvent.click(items[1]!);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('duplicate');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // Reopen for the screenshot.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Duplicate' }));
  },
};

/** Enter opens on the first item; arrows move and wrap; Home/End jump; Escape closes and returns focus. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit label' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Edit label' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

function LanguageMenu({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [locale, setLocale] = useState<Locale>('en-us');
  const current = languageOptions.find((option) => option.langCode === locale);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="text" aria-label={`Language: ${current?.langName ?? ''}`}>
          {current?.langName}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Language</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => {
            onValueChange(value);
            setLocale(value as Locale);
          }}
        >
          {languageOptions.map((option) => (
            <DropdownMenuRadioItem key={option.langCode} value={option.langCode} lang={option.langCode}>
              {option.langName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The top bar's language dropdown: a radio group whose checked item shows a check mark. */
export const RadioGroup: Story = {
  parameters: { visual: { target: 'viewport' } },
  render: ({ onLanguageChange }) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>
      <LanguageMenu onValueChange={onLanguageChange} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    let menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(6);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de-de');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: Deutsch' });
    await userEvent.click(trigger);
    menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
  },
};

const COLUMNS = ['Model', 'Version', 'Release date', 'File size'] as const;

/** A table's column picker: each item is on or off on its own, and the menu stays open between choices. */
function ColumnsMenu() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set(['File size']));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>Columns</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Shown columns</DropdownMenuLabel>
        {COLUMNS.map((column) => (
          <DropdownMenuCheckboxItem
            key={column}
            checked={!hidden.has(column)}
            onCheckedChange={(checked) =>
              setHidden((previous) => {
                const next = new Set(previous);
                if (checked) next.delete(column);
                else next.add(column);
                return next;
              })
            }
            onSelect={(event) => event.preventDefault()}
          >
            {column}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const CheckboxItems: Story = {
  parameters: { visual: { target: 'viewport' } },
  render: () => <ColumnsMenu />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemcheckbox')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'File size' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Version' }));
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Version' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(body.getByRole('menu')).toBeInTheDocument();
  },
};

/** Disabled items are announced, skipped by the arrow keys and ignore clicks. */
export const DisabledItems: Story = {
  parameters: { visual: { target: 'viewport' } },
  render: ({ align, sideOffset, onAction, ...root }) => (
    <ActionsMenu root={root} align={align} sideOffset={sideOffset}>
      <DropdownMenuItem onSelect={() => onAction('edit')}>Edit label</DropdownMenuItem>
      <DropdownMenuItem disabled onSelect={() => onAction('print')}>
        Print (no printer)
      </DropdownMenuItem>
      <DropdownMenuItem disabled onSelect={() => onAction('share')}>
        Share
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('export')}>Export as PDF</DropdownMenuItem>
    </ActionsMenu>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await body.findByRole('menu');
    const print = within(menu).getByRole('menuitem', { name: 'Print (no printer)' });
    await expect(print).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(print, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit label' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveFocus();
  },
};

/** The top bar's overflow menu: items rendered as links through `asChild`. */
export const LinkItems: Story = {
  parameters: { visual: { target: 'viewport' } },
  render: (root) => (
    <DropdownMenu modal={root.modal} onOpenChange={root.onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="text">More</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href="#/printers">Printers</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="#/download">Drivers</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="https://ship.example.com/login" target="_blank" rel="noopener noreferrer">
            Ship
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
    const menu = await body.findByRole('menu');
    const printers = within(menu).getByRole('menuitem', { name: 'Printers' });
    await expect(printers.tagName).toBe('A');
    await expect(printers).toHaveAttribute('href', '#/printers');
    await expect(within(menu).getByRole('menuitem', { name: 'Ship' })).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{ArrowDown}');
    await expect(printers).toHaveFocus();
  },
};
