import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { VideoDialog, type VideoDialogProps } from './VideoDialog';

function Harness(props: Partial<VideoDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Calibrate the gap sensor
      </button>
      <VideoDialog
        open={open}
        onOpenChange={setOpen}
        title="Calibrate the gap sensor"
        src="/clip.mp4"
        poster="/poster.svg"
        width={640}
        height={360}
        durationSeconds={4}
        captions={[{ src: '/clip.en-us.vtt', srcLang: 'en-US', label: 'English', default: true }]}
        note="Placeholder clip"
        {...props}
      />
    </>
  );
}

describe('VideoDialog', () => {
  it('opens as a named dialog with the native player, poster, captions and the build-time length', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness />);
    expect(container.ownerDocument.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calibrate the gap sensor' }));
    const dialog = screen.getByRole('dialog', { name: 'Calibrate the gap sensor' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/poster.svg');
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en-US');
    expect(screen.getByText('Length 0:04')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the video…');
    expect(screen.getByText('Placeholder clip')).toBeInTheDocument();
  });

  it('replaces the length with the file’s own once loaded, and says what to do when loading fails', async () => {
    const user = userEvent.setup();
    const seen: number[] = [];
    renderWithProviders(<Harness onDurationChange={(s) => seen.push(s)} />);
    await user.click(screen.getByRole('button', { name: 'Calibrate the gap sensor' }));
    const video = screen.getByRole('dialog').querySelector('video')!;
    Object.defineProperty(video, 'duration', { value: 65.4, configurable: true });
    fireEvent(video, new Event('loadedmetadata'));
    expect(screen.getByText('Length 1:05')).toBeInTheDocument();
    expect(seen).toEqual([65.4]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent(video, new Event('error'));
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded/);
    expect(screen.getByRole('link', { name: 'Open the video file' })).toHaveAttribute('href', '/clip.mp4');
  });

  it('returns focus to what opened it on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Calibrate the gap sensor' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 0));
    expect(opener).toHaveFocus();
  });

  it('refuses an empty src', () => {
    expect(() => renderWithProviders(<VideoDialog open onOpenChange={() => {}} title="x" src="" />)).toThrow(
      /\[labelwise\/ui: VideoDialog\]/,
    );
  });
});
