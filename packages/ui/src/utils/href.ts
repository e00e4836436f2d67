/** Links containing "http" open in a new window. */
export function isExternalHref(href: string | undefined): boolean {
  return typeof href === 'string' && href.includes('http');
}

export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
