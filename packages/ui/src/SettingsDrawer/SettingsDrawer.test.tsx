import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { swatches } from '../tokens';
import { SettingsDrawer, defaultLayoutSettings, type LayoutSettings, type SettingsDrawerProps } from './SettingsDrawer';

function setup(overrides: Partial<SettingsDrawerProps> = {}, locale: 'en-us' | 'zh-cn' = 'en-us') {
  const props: SettingsDrawerProps = {
    open: true,
    onOpenChange: vi.fn(),
    settings: defaultLayoutSettings,
    onChange: vi.fn(),
    onSave: vi.fn(),
    onReset: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<SettingsDrawer {...props} />, { locale });
  return props;
}

describe('SettingsDrawer', () => {
  it('offers the eight theme swatches as a labelled radio group with the current one checked', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Theme colour' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(swatches.length);
    expect(within(group).getByRole('radio', { name: 'Default blue (#409EFF)' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Emerald (#11A983)' })).not.toBeChecked();
  });

  it('reports swatch, custom colour, side theme and switch changes through onChange', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Violet (#6959CD)' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ ...defaultLayoutSettings, theme: '#6959CD' });
    await userEvent.click(screen.getByRole('radio', { name: 'Light sidebar' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ ...defaultLayoutSettings, sideTheme: 'theme-light' });
    const fixedHeader = screen.getByRole('switch', { name: 'Fixed header' });
    expect(fixedHeader).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(fixedHeader);
    expect(props.onChange).toHaveBeenLastCalledWith({ ...defaultLayoutSettings, fixedHeader: true });
    expect(screen.getByLabelText('Custom colour')).toHaveValue('#409eff');
  });

  it('starts focus on the checked side theme', async () => {
    setup({ settings: { ...defaultLayoutSettings, sideTheme: 'theme-light' } });
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Light sidebar' })).toHaveFocus());
  });

  it('shows a custom colour as no swatch checked', () => {
    const settings: LayoutSettings = { ...defaultLayoutSettings, theme: 'rgb(255, 128, 0)' };
    setup({ settings });
    expect(screen.queryByRole('radio', { checked: true, name: /#/ })).toBeNull();
    expect(screen.getByLabelText('Custom colour')).toHaveValue('#ff8000');
  });

  it('shows the saving message and blocks reset while saving', () => {
    setup({ saving: true });
    expect(screen.getByRole('status')).toHaveTextContent('Saving to local storage, please wait…');
    expect(screen.getByRole('button', { name: 'Reset settings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save settings' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the reset message in Chinese', () => {
    setup({ resetting: true }, 'zh-cn');
    expect(screen.getByRole('status')).toHaveTextContent('正在清除设置缓存并刷新，请稍候...');
  });

  it('calls onSave and onReset', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset settings' }));
    expect(props.onSave).toHaveBeenCalledTimes(1);
    expect(props.onReset).toHaveBeenCalledTimes(1);
  });

  it('throws a labelled error for a bad side theme', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => setup({ settings: { ...defaultLayoutSettings, sideTheme: 'blue' as never } })).toThrow(
      "[labelwise/ui: SettingsDrawer] settings.sideTheme must be one of theme-dark, theme-light; received 'blue'.",
    );
  });
});
