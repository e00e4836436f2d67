import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
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
} from './DropdownMenu';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popper measures the trigger with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Menu({ onValueChange = vi.fn() }: { onValueChange?: (value: string) => void }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger>Language</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Choose</DropdownMenuLabel>
        <DropdownMenuRadioGroup value="de-de" onValueChange={onValueChange}>
          <DropdownMenuRadioItem value="en-us">English</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="de-de">Deutsch</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled>Help</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('renders the trigger as a menu button', () => {
    renderWithProviders(
      <DropdownMenu>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Edit</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('marks the checked radio item and shows its indicator only', () => {
    renderWithProviders(<Menu />);
    const [english, deutsch] = screen.getAllByRole('menuitemradio');
    expect(deutsch).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveAttribute('aria-checked', 'false');
    expect(deutsch!.querySelector('svg')).not.toBeNull();
    expect(english!.querySelector('svg')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('toggles a checkbox item and keeps the menu open when its select is prevented', async () => {
    const user = userEvent.setup();
    function Columns() {
      const [shown, setShown] = useState({ title: true, version: false });
      return (
        <DropdownMenu defaultOpen>
          <DropdownMenuTrigger>Columns</DropdownMenuTrigger>
          <DropdownMenuContent>
            {(['title', 'version'] as const).map((key) => (
              <DropdownMenuCheckboxItem
                key={key}
                checked={shown[key]}
                onCheckedChange={(checked) => setShown((previous) => ({ ...previous, [key]: checked }))}
                onSelect={(event) => event.preventDefault()}
              >
                {key}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      );
    }
    renderWithProviders(<Columns />);
    const [title, version] = screen.getAllByRole('menuitemcheckbox');
    expect(title).toHaveAttribute('aria-checked', 'true');
    expect(version).toHaveAttribute('aria-checked', 'false');
    expect(version!.querySelector('svg')).toBeNull();
    await user.click(version!);
    expect(screen.getByRole('menuitemcheckbox', { name: 'version' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'title' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'title' })).toHaveAttribute('aria-checked', 'false');
  });

  it('renders an asChild item as the given link and forwards refs', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithProviders(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>More</DropdownMenuTrigger>
        <DropdownMenuContent ref={ref}>
          <DropdownMenuItem asChild>
            <a href="#/printers">Printers</a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const link = screen.getByRole('menuitem', { name: 'Printers' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '#/printers');
    expect(ref.current).toHaveAttribute('role', 'menu');
  });
});
