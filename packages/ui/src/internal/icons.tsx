import type { ReactNode, SVGProps } from 'react';

/** The library's "×" glyph for close buttons (dialogs, drawers, toasts). Decorative: label the button instead. */
export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden focusable="false" {...props}>
      <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/** A check mark drawn in the current text colour; decorative (the item's `aria-checked` carries the state). */
export function CheckIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" aria-hidden focusable="false">
      <path
        d="M3 8.5 6.5 12 13 4.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Status tones shared by AlertDialog and Toast. */
export type Tone = 'info' | 'success' | 'warning' | 'danger';

const glyphs: Record<Tone, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5" />
      <path d="M12 7.5v.01" strokeWidth="2.5" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.75 2.75L16 10" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4.2 2.9 17.1A2 2 0 0 0 4.6 20h14.8a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4" />
      <path d="M12 16.75v.01" strokeWidth="2.5" />
    </>
  ),
  danger: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
};

/** A decorative status glyph in `currentColor`; the surrounding text carries the meaning. */
export function ToneIcon({ tone, ...props }: SVGProps<SVGSVGElement> & { tone: Tone }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      data-tone={tone}
      {...props}
    >
      {glyphs[tone]}
    </svg>
  );
}

export interface StrokeIconProps {
  /** The path, drawn on a 16 × 16 grid. */
  d: string;
  /** Rendered width and height in px. */
  size?: number;
  strokeWidth?: number;
}

/** One line-drawn path in `currentColor` on a 16 px grid (chevrons, carets); decorative. */
export function StrokeIcon({ d, size = 14, strokeWidth = 1.6 }: StrokeIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width={size} height={size}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
