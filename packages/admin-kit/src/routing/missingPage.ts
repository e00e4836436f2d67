import { joinPath, splitParamPatterns } from './buildRoutes';
import type { AdminRoute, PageRegistry } from './types';

/** What an address no route matched stands for, from the pages that exist and the signed-in user's menu. */
export type MissingAnswer = { kind: 'moved'; to: string } | { kind: 'forbidden' } | { kind: 'notFound' };

/**
 * The page key an address looks like: menu paths are `<directory>/…/<page>` and page keys `<directory>/<page>/index`
 * (`/site/catalog/driver` → `site/driver/index`), and the API's own paths (`/site/driver/list`) read the same way.
 */
function guessedPages(pages: PageRegistry, pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const candidates = [`${segments.join('/')}/index`, `${segments[0]}/${segments.at(-1)}/index`];
  return candidates.filter((key) => key in pages);
}

/** Every menu route of a page key, with its full address; `params` when the address needs values to open. */
function menuAddresses(menu: readonly AdminRoute[], key: string, parent = '/'): Array<{ to: string; params: boolean }> {
  const out: Array<{ to: string; params: boolean }> = [];
  for (const route of menu) {
    const { path } = splitParamPatterns(route.path);
    const full = joinPath(parent, path);
    if (route.component === key) out.push({ to: full, params: full.includes(':') || full.includes('*') });
    if (route.children) out.push(...menuAddresses(route.children, key, full));
  }
  return out;
}

/**
 * Why nothing answered an address. A page the user's menu already holds at another address is not refused: the
 * user is sent there (or, when that address needs a value such as a dictionary id, told the address does not
 * exist). Only a page of the back office that the user's menu lacks is "no permission"; anything else is "not found".
 */
export function answerMissing(pages: PageRegistry, menu: readonly AdminRoute[], pathname: string): MissingAnswer {
  const keys = guessedPages(pages, pathname);
  if (keys.length === 0) return { kind: 'notFound' };
  const held = keys.flatMap((key) => menuAddresses(menu, key));
  if (held.length === 0) return { kind: 'forbidden' };
  const open = held.find((address) => !address.params && address.to !== pathname);
  return open ? { kind: 'moved', to: open.to } : { kind: 'notFound' };
}
