import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Icon, type IconSize } from './Icon';
import { DownloadIcon, PrinterIcon } from './icons';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology, the button text names the action', () => {
    renderWithProviders(
      <button type="button">
        <Icon icon={DownloadIcon} />
        Download driver
      </button>,
    );
    const svg = document.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.getByRole('button')).toHaveAccessibleName('Download driver');
  });

  it('becomes a named image with a label, at the token size asked for', () => {
    renderWithProviders(<Icon icon={PrinterIcon} label="Printer connected" size="lg" />);
    const image = screen.getByRole('img', { name: 'Printer connected' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image).toHaveAttribute('width', '24');
    expect(image).toHaveAttribute('data-size', 'lg');
  });

  it('throws a labelled error for an unknown size', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Icon icon={PrinterIcon} size={'xl' as IconSize} />)).toThrow(
      "[labelwise/ui: Icon] size must be one of sm, md, lg; received 'xl'.",
    );
  });
});
