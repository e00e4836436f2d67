import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs';

const platforms = [
  ['win64', 'Windows 64-bit', 'Installer for 64-bit Windows.'],
  ['win32', 'Windows 32-bit', 'Installer for 32-bit Windows.'],
  ['mac', 'Mac', 'Requires macOS 10.14 (Mojave) or later.'],
  ['chrome', 'Chrome', 'Add the extension from the Chrome store.'],
] as const;

function Download({ disabled = [], ...props }: TabsProps & { disabled?: string[] }) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Platform">
        {platforms.map(([value, title]) => (
          <TabsTrigger key={value} value={value} disabled={disabled.includes(value)}>
            {title}
          </TabsTrigger>
        ))}
      </TabsList>
      {platforms.map(([value, , body]) => (
        <TabsContent key={value} value={value}>
          {body}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the panel of the selected tab and switches on click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Download defaultValue="win64" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Platform' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('Windows 64-bit')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Windows 64-bit' })).toHaveTextContent('64-bit Windows');

    await user.click(tab('Mac'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('mac');
    expect(tab('Mac')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Windows 64-bit')).toHaveAttribute('aria-selected', 'false');
    // Only the selected panel is in the page.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Mac' })).toHaveTextContent('macOS 10.14');
  });

  it('follows a controlled value and only asks for changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(<Download value="win32" onValueChange={onValueChange} />);
    await user.click(tab('Chrome'));
    expect(onValueChange).toHaveBeenCalledWith('chrome');
    // The owner kept its value.
    expect(tab('Windows 32-bit')).toHaveAttribute('aria-selected', 'true');
    rerender(<Download value="chrome" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Chrome store');
  });

  it('works when the value is held in state', async () => {
    const user = userEvent.setup();
    function Page() {
      const [platform, setPlatform] = useState('mac');
      return (
        <>
          <p>Showing {platform}</p>
          <Download value={platform} onValueChange={setPlatform} />
        </>
      );
    }
    renderWithProviders(<Page />);
    await user.click(tab('Windows 32-bit'));
    expect(screen.getByText('Showing win32')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Windows 32-bit' })).toBeInTheDocument();
  });

  it('moves selection with the arrow keys (automatic), skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Download defaultValue="win64" disabled={['win32']} onValueChange={onValueChange} />);
    expect(tab('Windows 32-bit')).toBeDisabled();
    await user.tab();
    expect(tab('Windows 64-bit')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Mac')).toHaveFocus();
    expect(tab('Mac')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Chrome')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Windows 64-bit')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Chrome')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['mac', 'chrome', 'win64', 'chrome']);
    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Chrome' })).toHaveFocus();
  });

  it('does not select a disabled tab on click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Download defaultValue="win64" disabled={['mac']} onValueChange={onValueChange} />);
    await user.click(tab('Mac'));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(tab('Windows 64-bit')).toHaveAttribute('aria-selected', 'true');
  });

  it('in manual mode moves focus with the arrows and selects on Enter or Space', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Download defaultValue="win64" activationMode="manual" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Windows 32-bit')).toHaveFocus();
    expect(tab('Windows 32-bit')).toHaveAttribute('aria-selected', 'false');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(tab('Windows 32-bit')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(tab('Mac')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['win32', 'mac']);
  });

  it('uses Up/Down when vertical', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Download defaultValue="win64" orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(tab('Windows 32-bit')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Windows 32-bit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(tab('Windows 64-bit')).toHaveAttribute('aria-selected', 'true');
  });

  it('sizes tabs from the size prop, else the theme', () => {
    const { unmount } = renderWithProviders(<Download defaultValue="win64" size="mini" />);
    expect(tab('Mac')).toHaveAttribute('data-size', 'mini');
    unmount();
    renderWithProviders(<Download defaultValue="win64" />, { size: 'small' });
    expect(tab('Mac')).toHaveAttribute('data-size', 'small');
  });

  it('accepts aria-labelledby as the list name', () => {
    renderWithProviders(
      <Tabs defaultValue="usb">
        <h2 id="guide-heading">Connect your printer</h2>
        <TabsList aria-labelledby="guide-heading">
          <TabsTrigger value="usb">USB</TabsTrigger>
        </TabsList>
        <TabsContent value="usb">Plug in the cable.</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Connect your printer' })).toBeInTheDocument();
  });

  describe('bad props', () => {
    const cases: Array<[string, () => ReactElement, string]> = [
      [
        'a list without an accessible name',
        () => (
          <Tabs defaultValue="usb">
            <TabsList>
              <TabsTrigger value="usb">USB</TabsTrigger>
            </TabsList>
          </Tabs>
        ),
        '[labelwise/ui: Tabs] TabsList needs an accessible name: pass aria-label, or aria-labelledby pointing at a visible heading.',
      ],
      [
        'a trigger without a value',
        () => (
          <Tabs>
            <TabsList aria-label="Guide">
              <TabsTrigger value={'' as string}>USB</TabsTrigger>
            </TabsList>
          </Tabs>
        ),
        "[labelwise/ui: Tabs] TabsTrigger needs a non-empty value without spaces (it links the tab to its panel); received ''.",
      ],
      [
        'a value with spaces',
        () => (
          <Tabs>
            <TabsContent value="chrome os">x</TabsContent>
          </Tabs>
        ),
        "[labelwise/ui: Tabs] TabsContent needs a non-empty value without spaces (it links the tab to its panel); received 'chrome os'.",
      ],
      [
        'a trigger without a name',
        () => (
          <Tabs>
            <TabsList aria-label="Guide">
              <TabsTrigger value="usb" />
            </TabsList>
          </Tabs>
        ),
        "[labelwise/ui: Tabs] TabsTrigger 'usb' needs visible text (children) or an aria-label.",
      ],
      [
        'an unknown orientation',
        () => <Tabs orientation={'diagonal' as 'vertical'} />,
        "[labelwise/ui: Tabs] orientation must be one of horizontal, vertical; received 'diagonal'.",
      ],
      [
        'an unknown activation mode',
        () => <Tabs activationMode={'hover' as 'manual'} />,
        "[labelwise/ui: Tabs] activationMode must be one of automatic, manual; received 'hover'.",
      ],
      [
        'a list outside Tabs',
        () => <TabsList aria-label="Guide" />,
        '[labelwise/ui: Tabs] TabsList must be rendered inside <Tabs>.',
      ],
    ];

    it.each(cases)('throws a labelled error for %s', (_, ui, message) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => renderWithProviders(ui())).toThrow(message);
    });
  });
});
