import { configShape, configs, inputMaxLength, type RowOf } from '@labelwise/contract';
import { Button } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { CrudPage, exportWords, type BodyOf, type ColumnOf, type Draft, type FieldDef } from '../../../crud';
import { keyField, remarkField } from '../shared/fields';
import { systemMessages as m } from '../system.messages';
import { messages as confirm } from '../../confirm.messages';
import { seededName } from '../shared/seededNames';

/** A config row as `/system/config/list` sends it; `configType` 'Y' is built-in (cannot be deleted). */
type AdminConfig = RowOf<typeof configs>;

const emptyDraft: Draft = { configName: '', configKey: '', configValue: '', configType: 'N', remark: '' };
const toDraft = (row: AdminConfig): Draft => ({
  configName: row.configName,
  configKey: row.configKey,
  configValue: row.configValue,
  configType: row.configType,
  remark: row.remark,
});
const toBody = (draft: Draft, row?: AdminConfig): BodyOf<typeof configs> => ({
  ...(row ? { configId: row.configId } : {}),
  configName: String(draft.configName).trim(),
  configKey: String(draft.configKey).trim(),
  configValue: String(draft.configValue),
  configType: draft.configType === 'Y' ? 'Y' : 'N',
  remark: String(draft.remark).trim(),
});
const filters = [
  { key: 'configName', label: m.configName },
  { key: 'configKey', label: m.configKey },
] as const;

/** Config keys (system:config:*): search, paginate, add/edit/delete, and "refresh cache". */
export default function ConfigPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const yesNo = [
    { value: 'Y', label: intl.formatMessage(m.yes) },
    { value: 'N', label: intl.formatMessage(m.no) },
  ];
  const fields: FieldDef[] = [
    {
      key: 'configName',
      label: m.configName,
      kind: 'text',
      required: true,
      maxLength: inputMaxLength(configShape.configName),
    },
    keyField('configKey', m.configKey, configShape.configKey),
    {
      key: 'configValue',
      label: m.configValue,
      kind: 'textarea',
      required: true,
      maxLength: inputMaxLength(configShape.configValue),
    },
    { key: 'configType', label: m.builtIn, kind: 'select', options: yesNo },
    remarkField,
  ];
  const columns: ColumnOf<typeof configs>[] = [
    {
      key: 'configName',
      sortKey: 'configName',
      header: intl.formatMessage(m.configName),
      rowHeader: true,
      render: (row) => seededName(intl, 'config', row.configKey, row.configName),
    },
    { key: 'configKey', sortKey: 'configKey', header: intl.formatMessage(m.configKey) },
    { key: 'configValue', header: intl.formatMessage(m.configValue) },
    {
      key: 'configType',
      sortKey: 'configType',
      header: intl.formatMessage(m.builtIn),
      render: (row) => intl.formatMessage(row.configType === 'Y' ? m.yes : m.no),
      exportLabels: exportWords(intl, { Y: m.yes, N: m.no }),
    },
  ];

  const refresh = async () => {
    try {
      await client.delete(`${configs.path}/refreshCache`);
      notify({ type: 'success', message: intl.formatMessage(m.cacheRefreshed), variant: 'message' });
    } catch {
      // Reported by the request layer.
    }
  };

  return (
    <CrudPage
      resource={configs}
      headingId="lw-admin-configs"
      title={intl.formatMessage(m.configs)}
      rowName={(row) => row.configKey}
      columns={columns}
      filters={filters}
      form={{ fields, emptyDraft, toDraft, toBody, addLabel: m.addConfig, editLabel: m.editConfig }}
      removeLabel={confirm.removeConfig}
      canRemove={(row) => row.configType !== 'Y'}
      toolbarExtra={(list) =>
        // The API allows the refresh to whoever may delete keys (system:config:remove).
        list.can.remove ? (
          <Button type="button" onClick={() => void refresh()}>
            {intl.formatMessage(m.refreshCache)}
          </Button>
        ) : null
      }
    />
  );
}
