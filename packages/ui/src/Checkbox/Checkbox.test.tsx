import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField';
import { renderWithProviders } from '../test/renderWithProviders';
import { Checkbox, type CheckedState } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked, uncontrolled', async () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('announces the indeterminate state as mixed and follows a controlled value', async () => {
    function Controlled() {
      const [checked, setChecked] = useState<CheckedState>('indeterminate');
      return <Checkbox label="All drivers" checked={checked} onCheckedChange={setChecked} />;
    }
    renderWithProviders(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'All drivers' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
  });

  it('takes its name, description and invalid state from a FormField', () => {
    renderWithProviders(
      <FormField label="I accept the terms" error="Please accept the terms">
        <Checkbox />
      </FormField>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Please accept the terms/);
  });

  it('ignores clicks when disabled', async () => {
    renderWithProviders(<Checkbox label="Beta firmware" disabled />);
    await userEvent.click(screen.getByText('Beta firmware'));
    expect(screen.getByRole('checkbox', { name: 'Beta firmware' })).not.toBeChecked();
  });

  it('throws a labelled error for a checked value that is not a state', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Checkbox checked={'yes' as CheckedState} />)).toThrow(
      "[labelwise/ui: Checkbox] checked must be true, false or 'indeterminate'; received 'yes'.",
    );
  });
});
