const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f6feb"/>' +
  '<path d="M16 18h32a4 4 0 0 1 4 4v14l-8 8H16a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z" fill="#fff"/>' +
  '<path d="M44 44v-6a2 2 0 0 1 2-2h6" fill="#cfe0fb"/>' +
  '<path d="M20 27h16M20 33h10" stroke="#1f6feb" stroke-width="3.5" stroke-linecap="round"/>' +
  '<circle cx="42" cy="28" r="3" fill="#1f6feb"/></svg>';

/** The mark as an image address for `<img>` users such as the sidebar logo: no request, works under any base path. */
export const PRODUCT_LOGO_URL = `data:image/svg+xml,${encodeURIComponent(MARK_SVG)}`;

/**
 * The Labelwise mark (a label leaving a printer), inline so it shows without a request; `public/logo.svg` and
 * `public/favicon.ico` are the same drawing. The colours are the mark's own, not theme colours: a logo does not
 * follow the operator's theme colour.
 */
export function ProductLogo({ label, size = 56 }: { label: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      style={{ display: 'block', alignSelf: 'center' }}
    >
      <rect width="64" height="64" rx="14" fill="#1f6feb" />
      <path d="M16 18h32a4 4 0 0 1 4 4v14l-8 8H16a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z" fill="#fff" />
      <path d="M44 44v-6a2 2 0 0 1 2-2h6" fill="#cfe0fb" />
      <path d="M20 27h16M20 33h10" stroke="#1f6feb" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="42" cy="28" r="3" fill="#1f6feb" />
    </svg>
  );
}
