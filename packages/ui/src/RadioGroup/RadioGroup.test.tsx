import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { RadioGroup, RadioGroupItem } from './RadioGroup';

describe('RadioGroup', () => {
  it('is named by its label and selects an option by clicking its label', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(
      <RadioGroup label="Paper size" defaultValue="a4" onValueChange={onValueChange}>
        <RadioGroupItem value="a4" label="A4" />
        <RadioGroupItem value="letter" label="Letter" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Paper size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
    await userEvent.click(screen.getByText('Letter'));
    expect(screen.getByRole('radio', { name: 'Letter' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('letter');
  });

  it('skips a disabled option', async () => {
    renderWithProviders(
      <RadioGroup label="Connection">
        <RadioGroupItem value="usb" label="USB" />
        <RadioGroupItem value="wifi" label="Wi-Fi" disabled />
      </RadioGroup>,
    );
    await userEvent.click(screen.getByText('Wi-Fi'));
    expect(screen.getByRole('radio', { name: 'Wi-Fi' })).not.toBeChecked();
  });

  it('throws a labelled error when the group has no name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <RadioGroup>
          <RadioGroupItem value="a4" label="A4" />
        </RadioGroup>,
      ),
    ).toThrow('[labelwise/ui: RadioGroup] a radio group needs a name: pass label, aria-label or aria-labelledby.');
  });
});
