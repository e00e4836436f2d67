import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField';
import { renderWithProviders } from '../test/renderWithProviders';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on with Space and reports the change', async () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(<Switch label="Email me about new drivers" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Email me about new drivers' });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('follows a controlled value and can be labelled by a FormField', async () => {
    renderWithProviders(
      <FormField label="Dark scheme" hint="Applies at once">
        <Switch checked={false} />
      </FormField>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark scheme' });
    expect(toggle).toHaveAccessibleDescription('Applies at once');
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});
