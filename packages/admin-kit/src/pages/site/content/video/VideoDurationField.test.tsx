import { LabelwiseProvider } from '@labelwise/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../i18n/catalog';
import { readVideoLength, VideoDurationField } from './VideoDurationField';

/** A minimal MP4: ftyp, then moov with a version-0 mvhd of `duration` units at `timescale` per second. */
function mp4(timescale: number, duration: number): Uint8Array {
  const box = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(8 + body.length);
    new DataView(out.buffer).setUint32(0, out.length);
    for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
    out.set(body, 8);
    return out;
  };
  const mvhd = new Uint8Array(100);
  new DataView(mvhd.buffer).setUint32(12, timescale);
  new DataView(mvhd.buffer).setUint32(16, duration);
  const ftyp = box('ftyp', new TextEncoder().encode('isomiso2'));
  const moov = box('moov', box('mvhd', mvhd));
  const file = new Uint8Array(ftyp.length + moov.length);
  file.set(ftyp);
  file.set(moov, ftyp.length);
  return file;
}

const serve = (bytes: Uint8Array | null) =>
  vi.fn(async () => (bytes ? new Response(bytes.slice().buffer) : new Response('nope', { status: 404 })));

afterEach(() => vi.unstubAllGlobals());

describe('video length', () => {
  it('is read from the file’s movie header', async () => {
    await expect(readVideoLength('/v.mp4', serve(mp4(1000, 75_250)))).resolves.toBe(75.25);
    await expect(readVideoLength('/v.mp4', serve(new Uint8Array(32)))).rejects.toThrow(/moov/);
    await expect(readVideoLength('/v.mp4', serve(null))).rejects.toThrow(/404/);
  });

  it('is filled in when the video file changes, and says when it cannot be read', async () => {
    vi.stubGlobal('fetch', serve(mp4(600, 600 * 90)));
    const set = vi.fn();
    const props = {
      value: 4,
      set,
      error: undefined,
      label: 'Length (seconds)',
      locale: undefined,
      itemKey: 'v',
      id: 'd',
    };
    const view = render(
      <LabelwiseProvider locale="en-us" messages={adminMessages['en-us']}>
        <VideoDurationField {...props} shared={{ file: '/old.mp4' }} />
      </LabelwiseProvider>,
    );
    expect(set).not.toHaveBeenCalled();
    view.rerender(
      <LabelwiseProvider locale="en-us" messages={adminMessages['en-us']}>
        <VideoDurationField {...props} shared={{ file: '/api-v1.0/files/new.mp4' }} />
      </LabelwiseProvider>,
    );
    await waitFor(() => expect(set).toHaveBeenCalledWith(90));

    vi.stubGlobal('fetch', serve(new Uint8Array(16)));
    screen.getByRole('button', { name: 'Read from the file' }).click();
    expect(await screen.findByText('The file’s length could not be read; enter it by hand.')).toBeInTheDocument();
  });
});
