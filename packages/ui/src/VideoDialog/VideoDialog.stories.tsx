import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { VideoDialog, type VideoDialogProps } from './VideoDialog';

// Local fixtures (a 4-second placeholder clip from the site, its poster and captions): no remote media.
const clip = new URL('./fixtures/clip.mp4', import.meta.url).href;
const poster = new URL('./fixtures/poster.svg', import.meta.url).href;
const clipPortrait = new URL('./fixtures/clip-portrait.mp4', import.meta.url).href;
const posterPortrait = new URL('./fixtures/poster-portrait.svg', import.meta.url).href;
const captionsEn = new URL('./fixtures/clip.en-us.vtt', import.meta.url).href;
const captionsDe = new URL('./fixtures/clip.de-de.vtt', import.meta.url).href;

const base: VideoDialogProps = {
  open: true,
  onOpenChange: () => {},
  title: 'Calibrate the gap sensor',
  src: clip,
  poster,
  width: 640,
  height: 360,
  durationSeconds: 4,
  note: 'Placeholder clip: the poster held for 4 seconds until the recorded tutorial replaces it.',
  meta: 'MP4, 8 KB',
};

/** A card-like button that opens the dialog, as a page would. */
function WithOpener(props: Partial<VideoDialogProps> & { defaultOpen?: boolean }) {
  const { defaultOpen = false, ...rest } = props;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Watch: Calibrate the gap sensor</Button>
      <VideoDialog {...base} {...rest} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/VideoDialog',
  component: VideoDialog,
  args: base,
  parameters: { visual: { target: 'viewport' } },
} satisfies Meta<typeof VideoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const waitReady = async () => {
  const body = within(document.body);
  const dialog = await body.findByRole('dialog', { name: 'Calibrate the gap sensor' });
  await waitFor(() => expect(body.queryByText('Loading the video…')).not.toBeInTheDocument(), { timeout: 5000 });
  return dialog;
};

export const Playground: Story = {
  play: async () => {
    const dialog = await waitReady();
    const video = dialog.querySelector('video')!;
    await expect(video.controls).toBe(true);
    await expect(Math.round(video.duration)).toBe(4);
    await expect(within(dialog).getByText('Length 0:04')).toBeInTheDocument();
  },
};

export const Closed: Story = {
  render: () => <WithOpener />,
  parameters: { visual: { target: 'story' } },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Watch: Calibrate the gap sensor' });
    await userEvent.click(opener);
    await waitReady();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Open: Story = {
  render: () => <WithOpener defaultOpen />,
  play: async () => {
    await waitReady();
  },
};

export const WithCaptions: Story = {
  args: {
    captions: [
      { src: captionsEn, srcLang: 'en-US', label: 'English', default: true },
      { src: captionsDe, srcLang: 'de-DE', label: 'Deutsch' },
    ],
  },
  play: async () => {
    const dialog = await waitReady();
    const tracks = dialog.querySelectorAll('track[kind="captions"]');
    await expect(tracks).toHaveLength(2);
    const video = dialog.querySelector('video')!;
    await waitFor(() => expect(video.textTracks[0]?.mode).toBe('showing'));
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('status')).toHaveTextContent('Loading the video…');
  },
};

export const FailedSource: Story = {
  args: { src: '/missing-video.mp4', poster: undefined },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('could not be loaded');
    await expect(body.getByRole('link', { name: 'Open the video file' })).toHaveAttribute('href', '/missing-video.mp4');
  },
};

export const Mobile: Story = {
  args: {
    title: 'Scan a barcode with your phone',
    src: clipPortrait,
    poster: posterPortrait,
    width: 360,
    height: 640,
    meta: 'MP4, 8 KB',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Scan a barcode with your phone' });
    await waitFor(() => expect(body.queryByText('Loading the video…')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog');
    await waitFor(() => expect(body.getByText('时长 0:04')).toBeInTheDocument(), { timeout: 5000 });
  },
};
