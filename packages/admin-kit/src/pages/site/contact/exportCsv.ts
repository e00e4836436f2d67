import { contactMessages } from '@labelwise/contract';
import type { IntlShape } from 'react-intl';
import type { RequestClient } from '../../../request/client';
import type { QueryParams } from '../../../request/types';
import { saveBlob } from '../../../request/saveFile';
import { messages } from '../../pages.messages';
import { statusMessage, type ContactMessage } from '../../shared/contact';
import { toCsv } from '../../shared/csv';
import { loadDictLabel } from '../../shared/dict';

/** Export reads the filtered list page by page; this many rows at most (the API pages by 50). */
const EXPORT_LIMIT = 5000;
const EXPORT_PAGE = 50;

/** Saves the contact messages the list shows (its filters and order, every page) as a CSV file. */
export async function exportContactCsv(client: RequestClient, intl: IntlShape, query: QueryParams): Promise<void> {
  // Labels for every row, even when the export starts before the page's dictionaries have arrived.
  const [roleText, osText] = await Promise.all([
    loadDictLabel(client, 'site_contact_role'),
    loadDictLabel(client, 'site_contact_os'),
  ]);
  const rows: ContactMessage[] = [];
  for (let pageNum = 1; rows.length < EXPORT_LIMIT; pageNum++) {
    const page = await client.page<ContactMessage>(`${contactMessages.path}/list`, {
      pageNum,
      pageSize: EXPORT_PAGE,
      ...query,
    });
    rows.push(...page.rows);
    if (page.rows.length < EXPORT_PAGE || rows.length >= page.total) break;
  }
  const csv = toCsv<ContactMessage>(
    [
      { header: intl.formatMessage(messages.received), value: (row) => row.createdAt },
      { header: intl.formatMessage(messages.name), value: (row) => row.name },
      { header: intl.formatMessage(messages.email), value: (row) => row.email },
      { header: intl.formatMessage(messages.phone), value: (row) => row.phone },
      { header: intl.formatMessage(messages.iAm), value: (row) => roleText(row.role) },
      { header: intl.formatMessage(messages.iAmUsing), value: (row) => osText(row.os) },
      { header: intl.formatMessage(messages.status), value: (row) => intl.formatMessage(statusMessage[row.status]) },
      { header: intl.formatMessage(messages.message), value: (row) => row.message },
    ],
    rows,
  );
  saveBlob(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    `contact-messages-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
