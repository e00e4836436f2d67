import type { ContentKind } from '@labelwise/contract';

/**
 * The site page that shows an item of a kind, without a locale prefix: a guide and a partner page live at their key,
 * videos and FAQ on the guides page, the home content and notices on the home page (notices show on every page).
 */
export function previewPathOf(kind: ContentKind, key: string): string {
  switch (kind) {
    case 'guide':
    case 'partner':
      return `/${key}`;
    case 'video':
    case 'faq':
      return '/guides';
    case 'home':
    case 'notice':
      return '/';
  }
}
