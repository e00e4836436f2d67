import type { SVGProps } from 'react';

/** The library's "×" glyph for close buttons (dialogs, drawers, toasts). Decorative: label the button instead. */
export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden focusable="false" {...props}>
      <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
