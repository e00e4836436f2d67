import { dictData, dictDataShape, dictTypes, inputMaxLength, type RowOf } from '@labelwise/contract';
import { EmptyState } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useAdminRuntime } from '../../../../runtime/adminRuntime';
import { CrudPage, type BodyOf, type ColumnOf, type Draft, type FieldDef } from '../../../../crud';
import { statusColumn, statusField } from '../../../shared/status';
import { keyField, remarkField, sortField } from '../../shared/fields';
import { systemMessages as m } from '../../system.messages';
import { messages as confirm } from '../../../confirm.messages';
import { seededName } from '../../shared/seededNames';

/** A dictionary entry as `/system/dict/data/list` sends it. */
type DictData = RowOf<typeof dictData>;

const emptyDraft: Draft = { dictLabel: '', dictValue: '', dictSort: '0', status: '0', remark: '' };
const toDraft = (row: DictData): Draft => ({
  dictLabel: row.dictLabel,
  dictValue: row.dictValue,
  dictSort: String(row.dictSort),
  status: row.status,
  remark: row.remark,
});

/** Entries of one dictionary type (menu key `system/dict/data`, route `dict-data/index/:dictId`). */
export default function DictDataPage() {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const { dictId } = useParams();
  const [dictType, setDictType] = useState<string | null>(null);

  useEffect(() => {
    if (!dictId) return;
    let live = true;
    client
      .get<RowOf<typeof dictTypes>>(`${dictTypes.path}/${dictId}`)
      .then((type) => {
        if (live) setDictType(type.dictType);
      })
      .catch(() => {
        // Reported by the request layer; the page stays empty.
      });
    return () => {
      live = false;
    };
  }, [client, dictId]);

  if (!dictType) return dictId ? null : <EmptyState />;

  const fields: FieldDef[] = [
    {
      key: 'dictLabel',
      label: m.dictLabel,
      kind: 'text',
      required: true,
      maxLength: inputMaxLength(dictDataShape.dictLabel),
    },
    keyField('dictValue', m.dictValue, dictDataShape.dictValue),
    sortField('dictSort', dictDataShape.dictSort),
    statusField,
    remarkField,
  ];
  const columns: ColumnOf<typeof dictData>[] = [
    {
      key: 'dictLabel',
      sortKey: 'dictLabel',
      header: intl.formatMessage(m.dictLabel),
      rowHeader: true,
      render: (row) => seededName(intl, 'dictData', `${row.dictType}.${row.dictValue}`, row.dictLabel),
    },
    { key: 'dictValue', sortKey: 'dictValue', header: intl.formatMessage(m.dictValue) },
    { key: 'dictSort', sortKey: 'dictSort', header: intl.formatMessage(m.sort) },
    statusColumn(intl),
  ];
  const toBody = (draft: Draft, row?: DictData): BodyOf<typeof dictData> => ({
    ...(row ? { dictCode: row.dictCode } : {}),
    dictType,
    dictLabel: String(draft.dictLabel).trim(),
    dictValue: String(draft.dictValue).trim(),
    dictSort: Number(String(draft.dictSort).trim() || '0'),
    status: draft.status === '1' ? '1' : '0',
    remark: String(draft.remark).trim(),
  });

  return (
    <CrudPage
      resource={dictData}
      key={dictType}
      headingId="lw-admin-dict-data"
      title={`${intl.formatMessage(m.dictData)} · ${dictType}`}
      rowName={(row) => row.dictLabel}
      columns={columns}
      filters={[{ key: 'dictLabel', label: m.dictLabel }]}
      fixedFilters={{ dictType }}
      form={{ fields, emptyDraft, toDraft, toBody, addLabel: m.addDictData, editLabel: m.editDictData }}
      removeLabel={confirm.removeDictData}
    />
  );
}
