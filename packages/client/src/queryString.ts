import type { QueryParams, QueryValue } from './types.js';

function isEmpty(value: QueryValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Serialises GET parameters the way the RuoYi back end expects (its `tansParams`): empty values (null, undefined,
 * '') are left out so an empty search field does not filter, and one level of objects becomes `key[sub]=value`
 * (date ranges are sent as `params[beginTime]`). Arrays repeat the key.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryValue[]) if (!isEmpty(item)) search.append(key, String(item));
    } else if (value !== null && typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value as Record<string, QueryValue>)) {
        if (!isEmpty(inner)) search.append(`${key}[${sub}]`, String(inner));
      }
    } else if (!isEmpty(value as QueryValue)) {
      search.append(key, String(value));
    }
  }
  return search.toString();
}

/** Appends `params` to `url`, keeping a query string it already has. */
export function withQuery(url: string, params: QueryParams | undefined): string {
  const query = toQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
