import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { ContentLocale } from '@labelwise/contract';

/** A caption in every locale the site speaks. */
export type Caption = Readonly<Record<ContentLocale, string>>;

/** Frames a second: enough for a pointer to glide and text to appear, few enough to keep the clip small. */
const FPS = 10;

/**
 * Drawn into the page (not into the frames) so it scrolls and scales with it: a pointer dot that shows where the
 * next click lands, and a ring when it does. Headless Chromium paints no cursor of its own.
 */
const POINTER_SCRIPT = `
window.__reelPointer = (x, y, pressed) => {
  let dot = document.getElementById('reel-pointer');
  if (!dot) {
    dot = document.createElement('div');
    dot.id = 'reel-pointer';
    dot.setAttribute('aria-hidden', 'true');
    dot.style.cssText = 'position:fixed;z-index:2147483647;pointer-events:none;width:22px;height:22px;' +
      'margin:-11px 0 0 -11px;border-radius:50%;background:rgba(17,24,39,.35);border:2px solid #fff;' +
      'box-shadow:0 0 0 1px rgba(17,24,39,.6);transition:none';
    document.documentElement.appendChild(dot);
  }
  dot.style.left = x + 'px';
  dot.style.top = y + 'px';
  dot.style.transform = pressed ? 'scale(1.6)' : 'none';
  dot.style.background = pressed ? 'rgba(37,99,235,.45)' : 'rgba(17,24,39,.35)';
};`;

/**
 * One clip being recorded: the page is photographed at each moment the viewer should see, and every photograph is
 * held for as many frames as that moment lasts, so the clip's timing is exact and independent of how fast the
 * machine renders. Captions are cues that start where `say` was called.
 */
export class Reel {
  private readonly frames: string[] = [];
  private readonly sequence: number[] = [];
  private readonly cues: Array<{ start: number; caption: Caption }> = [];
  private posterFile = '';
  private pointer = { x: -40, y: -40 };

  constructor(
    readonly page: Page,
    private readonly dir: string,
    private readonly touch = false,
  ) {
    fs.mkdirSync(dir, { recursive: true });
  }

  static async prepare(page: Page): Promise<void> {
    await page.addInitScript(POINTER_SCRIPT);
  }

  /** Shows what the page looks like now for `seconds`. */
  async hold(seconds: number): Promise<void> {
    const file = path.join(this.dir, `u${String(this.frames.length).padStart(5, '0')}.png`);
    await this.page.screenshot({ path: file, animations: 'disabled', caret: 'initial' });
    this.frames.push(file);
    const count = Math.max(1, Math.round(seconds * FPS));
    for (let i = 0; i < count; i++) this.sequence.push(this.frames.length - 1);
  }

  /** Starts a caption here; it lasts until the next one or the end. */
  say(caption: Caption): void {
    this.cues.push({ start: this.sequence.length, caption });
  }

  /** What the page shows now, without the pointer, becomes the poster. */
  async poster(): Promise<void> {
    const dot = this.page.locator('#reel-pointer');
    await dot.evaluate((el: HTMLElement) => (el.style.visibility = 'hidden')).catch(() => undefined);
    this.posterFile = path.join(this.dir, 'poster.png');
    await this.page.screenshot({ path: this.posterFile, animations: 'disabled' });
    await dot.evaluate((el: HTMLElement) => (el.style.visibility = 'visible')).catch(() => undefined);
  }

  private async drawPointer(x: number, y: number, pressed: boolean) {
    await this.page.evaluate(
      ([px, py, down]) =>
        (window as unknown as { __reelPointer: (x: number, y: number, p: boolean) => void }).__reelPointer(
          px as number,
          py as number,
          down as boolean,
        ),
      [x, y, pressed] as const,
    );
  }

  /** Glides the pointer to the middle of `target` (scrolled into view), a frame a step. */
  async pointAt(target: Locator): Promise<{ x: number; y: number }> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('reel: target has no box');
    const to = { x: box.x + Math.min(box.width / 2, 60), y: box.y + box.height / 2 };
    const from = this.pointer.x < 0 ? { x: to.x + 120, y: to.y + 80 } : this.pointer;
    const steps = this.touch ? 1 : 5;
    for (let i = 1; i <= steps; i++) {
      const x = from.x + ((to.x - from.x) * i) / steps;
      const y = from.y + ((to.y - from.y) * i) / steps;
      if (!this.touch) await this.page.mouse.move(x, y);
      await this.drawPointer(x, y, false);
      await this.hold(0.1);
    }
    this.pointer = to;
    await this.hold(0.3);
    return to;
  }

  /** Points at `target`, shows the press, then clicks (or taps) it. */
  async click(target: Locator): Promise<void> {
    const at = await this.pointAt(target);
    await this.drawPointer(at.x, at.y, true);
    await this.hold(0.2);
    if (this.touch) await target.tap();
    else await target.click();
    await this.drawPointer(at.x, at.y, false);
  }

  /**
   * Points at a native select and picks `option` without opening it: headless Chromium paints the open list of
   * options detached from its select, so a clip shows the choice as the select's new value instead.
   */
  async choose(target: Locator, option: string | { label: string }): Promise<void> {
    const at = await this.pointAt(target);
    await this.drawPointer(at.x, at.y, true);
    await this.hold(0.2);
    await target.selectOption(option);
    await this.drawPointer(at.x, at.y, false);
  }

  /** Clicks a field and types into it, a frame a character. */
  async type(target: Locator, text: string): Promise<void> {
    const at = await this.pointAt(target);
    await this.drawPointer(at.x, at.y, true);
    await this.hold(0.2);
    await target.click();
    // Out of the way of the text being typed.
    await this.drawPointer(at.x, at.y + 30, false);
    this.pointer = { x: at.x, y: at.y + 30 };
    for (const ch of text) {
      await target.pressSequentially(ch);
      await this.hold(0.15);
    }
  }

  /** Scrolls the page by `dy` pixels in a few visible steps. */
  async scroll(dy: number, steps = 6): Promise<void> {
    for (let i = 0; i < steps; i++) {
      await this.page.evaluate((by) => window.scrollBy(0, by), dy / steps);
      await this.hold(0.1);
    }
  }

  /** Seconds recorded so far. */
  get seconds(): number {
    return this.sequence.length / FPS;
  }

  /**
   * Writes `<out>/<id>.mp4` (H.264, no audio, whole seconds long), `<id>.webp` (the poster at `posterSize`) and one
   * `<id>.<locale>.vtt` a locale; answers the MP4's size.
   */
  finish(out: string, id: string, size: { width: number; height: number }, posterSize = size): number {
    // Whole seconds: the back office shows a length to the hundredth, and a clip's length reads the same everywhere.
    while (this.sequence.length % FPS !== 0) this.sequence.push(this.sequence.at(-1)!);
    const seq = path.join(this.dir, 'seq');
    fs.mkdirSync(seq, { recursive: true });
    this.sequence.forEach((frame, i) =>
      fs.symlinkSync(this.frames[frame]!, path.join(seq, `f${String(i).padStart(5, '0')}.png`)),
    );
    const mp4 = path.join(out, `${id}.mp4`);
    // Screen content is mostly still: a long keyframe interval and stillimage tuning keep a minute of it small.
    ffmpeg([
      ['-framerate', String(FPS), '-i', path.join(seq, 'f%05d.png')],
      ['-vf', `scale=${size.width}:${size.height}:flags=lanczos,format=yuv420p`],
      ['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '28', '-g', '300'],
      ['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', mp4],
    ]);
    const still = this.posterFile || this.frames.at(-1)!;
    ffmpeg([
      ['-i', still, '-vf', `scale=${posterSize.width}:${posterSize.height}:flags=lanczos`],
      [
        '-c:v',
        'libwebp',
        '-quality',
        '80',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        path.join(out, `${id}.webp`),
      ],
    ]);
    const end = this.sequence.length / FPS;
    const locales = Object.keys(this.cues[0]?.caption ?? {}) as ContentLocale[];
    for (const locale of locales) {
      const cues = this.cues.map((cue, i) => {
        const until = i + 1 < this.cues.length ? this.cues[i + 1]!.start / FPS : end;
        return `${i + 1}\n${vttTime(cue.start / FPS)} --> ${vttTime(until)}\n${cue.caption[locale]}\n`;
      });
      fs.writeFileSync(path.join(out, `${id}.${locale}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
    }
    return fs.statSync(mp4).size;
  }
}

function ffmpeg(args: string[][]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args.flat()], { stdio: 'inherit' });
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
}
