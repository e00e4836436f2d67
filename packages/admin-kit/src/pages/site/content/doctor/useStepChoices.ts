import type { ContentRow } from '@labelwise/contract';
import { PAGE_SIZES } from '@labelwise/contract/rules';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHasPermi } from '../../../../permissions';
import { useAdminRuntime } from '../../../../runtime/adminRuntime';
import { labelIn } from '../shared/ContentListPage';
import { messages } from './doctor.messages';

const PAGE_SIZE = Math.max(...PAGE_SIZES);
/** More steps than any tree could use; a runaway total never loops the editor. */
const MAX_PAGES = 20;

/**
 * The printer doctor steps a tree may name, titled in the operator's language: a tree names its steps by these keys,
 * and the API refuses any other. Every page is read (a new step may sort anywhere). Null while loading, and for an
 * operator who may not list the steps (the editor then takes the id as text, which the API still checks).
 */
export function useStepChoices(): Array<{ value: string; label: string }> | null {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const allowed = useHasPermi(['site:doctorStep:list']);
  const [rows, setRows] = useState<ContentRow[] | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    void (async () => {
      const all: ContentRow[] = [];
      for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
        const page = await client.page<ContentRow>('/site/content/doctorStep/list', {
          pageNum,
          pageSize: PAGE_SIZE,
          orderByColumn: 'key',
          isAsc: 'ascending',
        });
        all.push(...page.rows);
        if (all.length >= page.total || page.rows.length === 0) break;
      }
      if (live) setRows(all);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, allowed]);
  if (!rows) return null;
  return rows
    .map((row) => ({
      value: row.key,
      label: intl.formatMessage(messages.stepChoice, { title: labelIn(row, intl.locale), id: row.key }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}
