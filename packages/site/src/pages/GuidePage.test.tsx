import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

describe('printer guide pages', { timeout: 30_000 }, () => {
  it('renders the model template: sections in order with the model name in the steps', async () => {
    renderSite('/pm241');
    expect(await screen.findByRole('heading', { level: 1, name: 'PM-241-BT setup guide' }, slow)).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, 6)).toEqual([
      'Connect over Bluetooth',
      'Connect over USB',
      'Set up on Windows',
      'Set up on a Mac',
      'Set up on ChromeOS',
      'Set up on Linux',
    ]);
    expect(screen.getByText(/Download the Windows driver for the PM-241-BT/)).toBeInTheDocument();
  });

  it('tells from the serial number whether system Bluetooth pairing applies', async () => {
    const user = userEvent.setup();
    renderSite('/d520');
    const serial = await screen.findByRole('textbox', { name: 'Serial number' }, slow);
    await user.type(serial, 'q505 a1234567');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      screen.getByText('Serial number Q505A1234567 (D520BT) can be set up through the system on: Windows.'),
    ).toBeInTheDocument();

    await user.clear(serial);
    await user.type(serial, 'Q332A1234567');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('link', { name: /belongs to a PM-241-BT/ })).toHaveAttribute('href', '/pm241');

    await user.clear(serial);
    await user.type(serial, 'X9990000111');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(/not available for serial number X9990000111/)).toBeInTheDocument();
  });

  it('opens a video in the player dialog with captions and the file’s length, and returns focus to its card', async () => {
    const user = userEvent.setup();
    renderSite('/pm241');
    // The card is named by the words it shows: its title, then its length.
    const card = await screen.findByRole(
      'link',
      { name: 'Install a printer driver on Windows 0:04 · demo clip' },
      slow,
    );
    expect(card).toHaveTextContent('0:04 · demo clip');
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Install a printer driver on Windows' }, slow);
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/videos/pc-driver-windows.mp4');
    expect(video.querySelector('track[kind="captions"][srclang="en-US"]')).toHaveAttribute(
      'src',
      '/media/videos/pc-driver-windows.en-us.vtt',
    );
    expect(video.querySelectorAll('track[kind="captions"]')).toHaveLength(6);
    expect(dialog).toHaveTextContent('Length 0:04');
    expect(dialog).toHaveTextContent(/Demo clip: a still image/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(card).toHaveFocus());
  });
});
