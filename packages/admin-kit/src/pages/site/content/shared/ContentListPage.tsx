import { CONTENT_LOCALES, type ContentLocale, type ContentRow } from '@labelwise/contract';
import { Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { CrudPage, type FilterDef } from '../../../../crud';
import { messages as pageMessages } from '../../../../crud/shared.messages';
import type { SortableColumn } from '../../../../crud/pagedList';
import { ContentEditorDialog } from './ContentEditorDialog';
import { messages } from './content.messages';
import type { ContentDeclaration } from './types';
import { useLanguageName } from './useLanguageName';

/** Filters of every content list: key, has a draft, lacks a locale. */
export function contentFilters(languageName: (l: (typeof CONTENT_LOCALES)[number]) => string): readonly FilterDef[] {
  return [
    { key: 'key', label: messages.key },
    {
      key: 'hasDraft',
      label: messages.hasDraft,
      kind: 'select',
      anyLabel: messages.any,
      options: [
        { value: 'true', label: messages.withDraft },
        { value: 'false', label: messages.withoutDraft },
      ],
    },
    {
      key: 'missingLocale',
      label: messages.missingLocale,
      kind: 'select',
      anyLabel: messages.any,
      options: CONTENT_LOCALES.map((l) => ({ value: l, label: languageName(l) })),
    },
  ];
}

/** An item's name in the admin's language (`de-DE` or `de-de`) where its text there names it, else its English one. */
export const labelIn = (row: Pick<ContentRow, 'label' | 'labels'>, locale: string): string =>
  (CONTENT_LOCALES as readonly string[]).includes(locale.toLowerCase())
    ? (row.labels[locale.toLowerCase() as ContentLocale] ?? row.label)
    : row.label;

/** "Published", "Published, with a draft" or "Draft, not published". */
export const stateOf = (intl: IntlShape, row: Pick<ContentRow, 'published' | 'hasDraft'>): string =>
  intl.formatMessage(!row.published ? messages.stateNew : row.hasDraft ? messages.stateDraft : messages.statePublished);

/**
 * The list page of one content kind: name, key, declared columns, state, missing translations and visibility;
 * filters by key, draft and missing locale; Add and Edit open the content editor, Delete asks first.
 */
export function ContentListPage({ declaration }: { declaration: ContentDeclaration }) {
  const intl = useIntl();
  const languageName = useLanguageName();
  const [editing, setEditing] = useState<{ itemId: number | null } | null>(null);
  const base = `/site/content/${declaration.kind}`;
  const columns: SortableColumn<ContentRow>[] = [
    {
      key: 'label',
      header: intl.formatMessage(messages.name),
      rowHeader: true,
      // The item as its text in the operator's language names it (a symptom's name), else in English.
      render: (row) => labelIn(row, intl.locale),
    },
    { key: 'key', sortKey: 'key', header: intl.formatMessage(messages.key) },
    ...(declaration.extraColumns ?? []).map((c) => ({
      key: c.key,
      header: intl.formatMessage(c.header),
      render: c.render,
    })),
    { key: 'state', header: intl.formatMessage(messages.state), render: (row) => stateOf(intl, row) },
    {
      key: 'missingLocales',
      header: intl.formatMessage(messages.missingLocales),
      render: (row) =>
        row.missingLocales.length === 0
          ? intl.formatMessage(messages.noneMissing)
          : intl.formatList(row.missingLocales.map(languageName)),
    },
    {
      key: 'status',
      sortKey: 'status',
      header: intl.formatMessage(messages.visibility),
      render: (row) => intl.formatMessage(row.status === '1' ? messages.hidden : messages.shown),
    },
    { key: 'sort', sortKey: 'sort', header: intl.formatMessage(messages.sort), align: 'right' },
  ];
  return (
    <CrudPage<ContentRow>
      headingId={declaration.headingId}
      title={intl.formatMessage(declaration.title)}
      listUrl={`${base}/list`}
      baseUrl={base}
      rowId={(row) => row.itemId}
      rowName={(row) => labelIn(row, intl.locale)}
      perm={`site:${declaration.kind}`}
      columns={columns}
      filters={contentFilters(languageName)}
      removeLabel={declaration.removeLabel}
      toolbarExtra={(list) =>
        list.can.add ? (
          <Button variant="primary" onClick={() => setEditing({ itemId: null })}>
            {intl.formatMessage(declaration.addLabel)}
          </Button>
        ) : null
      }
      rowActionsExtra={(row) => (
        <Button size="small" variant="text" onClick={() => setEditing({ itemId: row.itemId })}>
          {intl.formatMessage(pageMessages.edit)}
        </Button>
      )}
    >
      {(list) => (
        <ContentEditorDialog
          declaration={declaration}
          itemId={editing?.itemId ?? null}
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          onChanged={list.reload}
        />
      )}
    </CrudPage>
  );
}
