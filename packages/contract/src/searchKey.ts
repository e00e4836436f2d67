/** Normalise a model name for search: lower case, letters and digits only. `PM-241-BT` -> `pm241bt`. */
export function searchKey(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
