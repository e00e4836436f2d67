import { useEffect, useState } from 'react';
import { useAdminRuntime } from '../runtime/adminRuntime';
import type { ChoiceOption } from './types';

/** The API's largest page: choices of a picker (brands, models, roles) come from its first page. */
const CHOICES_PAGE_SIZE = 50;

/**
 * Choices for a select or checkbox group from a paged list of the API (`/site/model/list` → models). Without
 * `enabled` (the user may not list them) nothing is asked and the choices stay empty; a failure leaves them empty too.
 */
export function useChoices<Row>(listUrl: string, toChoice: (row: Row) => ChoiceOption, enabled = true): ChoiceOption[] {
  const { client } = useAdminRuntime();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    client
      .page<Row>(listUrl, { pageNum: 1, pageSize: CHOICES_PAGE_SIZE })
      .then((page) => {
        if (live) setRows(page.rows);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, listUrl, enabled]);
  return rows.map(toChoice);
}
