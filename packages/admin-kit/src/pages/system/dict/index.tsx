import { dictTypeShape, dictTypes, inputMaxLength, type RowOf } from '@labelwise/contract';
import { Button } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CrudPage, type BodyOf, type ColumnOf, type Draft, type FieldDef } from '../../../crud';
import { statusColumn, statusField } from '../../shared/status';
import { keyField, remarkField } from '../shared/fields';
import { systemMessages as m } from '../system.messages';
import { messages as confirm } from '../../confirm.messages';
import { seededName } from '../shared/seededNames';

/** A dictionary type as `/system/dict/type/list` sends it. */
type DictType = RowOf<typeof dictTypes>;

const emptyDraft: Draft = { dictName: '', dictType: '', status: '0', remark: '' };
const toDraft = (row: DictType): Draft => ({
  dictName: row.dictName,
  dictType: row.dictType,
  status: row.status,
  remark: row.remark,
});
const toBody = (draft: Draft, row?: DictType): BodyOf<typeof dictTypes> => ({
  ...(row ? { dictId: row.dictId } : {}),
  dictName: String(draft.dictName).trim(),
  dictType: String(draft.dictType).trim(),
  status: draft.status === '1' ? '1' : '0',
  remark: String(draft.remark).trim(),
});
const filters = [
  { key: 'dictName', label: m.dictName },
  { key: 'dictType', label: m.dictType },
] as const;

/** Dictionary types (system:dict:*); each row opens its data page (`/system/dict-data/index/{dictId}`). */
export default function DictTypesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const fields: FieldDef[] = [
    {
      key: 'dictName',
      label: m.dictName,
      kind: 'text',
      required: true,
      maxLength: inputMaxLength(dictTypeShape.dictName),
    },
    keyField('dictType', m.dictType, dictTypeShape.dictType),
    statusField,
    remarkField,
  ];
  const columns: ColumnOf<typeof dictTypes>[] = [
    {
      key: 'dictName',
      sortKey: 'dictName',
      header: intl.formatMessage(m.dictName),
      rowHeader: true,
      render: (row) => seededName(intl, 'dictType', row.dictType, row.dictName),
    },
    { key: 'dictType', sortKey: 'dictType', header: intl.formatMessage(m.dictType) },
    statusColumn(intl),
    { key: 'remark', header: intl.formatMessage(m.remark) },
  ];
  return (
    <CrudPage
      resource={dictTypes}
      headingId="lw-admin-dict-types"
      title={intl.formatMessage(m.dictTypes)}
      rowName={(row) => row.dictName}
      columns={columns}
      filters={filters}
      form={{ fields, emptyDraft, toDraft, toBody, addLabel: m.addDictType, editLabel: m.editDictType }}
      removeLabel={confirm.removeDictType}
      rowActionsExtra={(row) => (
        <Button size="small" variant="text" onClick={() => navigate(`/system/dict-data/index/${row.dictId}`)}>
          {intl.formatMessage(m.openData)}
        </Button>
      )}
    />
  );
}
