import { DRIVER_OS, type DriverOs } from '@labelwise/contract/rules';

/** Case, width and separators do not matter when matching a model number (`PM 241 bt` is `pm241bt`). */
export function foldModel(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_./]+/g, '');
}

/** What the finder needs of a model to pick it from a search. */
export interface FinderModel {
  readonly modelId: number;
  readonly name: string;
  readonly brandName?: string | null;
}

/**
 * The model a search stands for without another click, or null: the one whose name is what was typed (also with its
 * brand in front, `Phomemo PM-241-BT`), else the only result. Several results and none exact leave the choice to the
 * visitor.
 */
export function pickSearchedModel<M extends FinderModel>(keyword: string, matches: readonly M[] | null): M | null {
  if (!matches || matches.length === 0) return null;
  const typed = foldModel(keyword);
  if (typed === '') return null;
  const exact = matches.filter(
    (m) => foldModel(m.name) === typed || (m.brandName ? foldModel(`${m.brandName}${m.name}`) === typed : false),
  );
  if (exact.length === 1) return exact[0]!;
  return matches.length === 1 ? matches[0]! : null;
}

/** `?os=` of the finder, when it names a system drivers are made for. */
export function finderOs(value: string | null): DriverOs | null {
  return (DRIVER_OS as readonly string[]).includes(value ?? '') ? (value as DriverOs) : null;
}

/** The product name of a driver system, the same in every language. */
export const osName: Readonly<Record<DriverOs, string>> = { windows: 'Windows', macos: 'macOS', linux: 'Linux' };

/** The drivers for `os` only; every driver when no system is asked for. */
export function driversFor<D extends { readonly os?: string | undefined }>(
  drivers: readonly D[],
  os: DriverOs | null,
): D[] {
  return os ? drivers.filter((d) => d.os === os) : [...drivers];
}
