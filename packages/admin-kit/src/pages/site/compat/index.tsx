import {
  COMPAT_COMPONENTS,
  COMPAT_CPUS,
  COMPAT_NOTE_MAX,
  COMPAT_SUPPORT,
  COMPAT_SYSTEMS,
  CONTENT_FALLBACK_LOCALE,
  CONTENT_LOCALES,
  compat,
  type CompatComponent,
  type CompatCpu,
  type CompatSupport,
  type CompatSystem,
  type ContentLocale,
  type RowOf,
} from '@labelwise/contract';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import {
  CrudPage,
  exportWords,
  draftText,
  type BodyOf,
  type ColumnOf,
  type Draft,
  type FieldDef,
  type FilterOf,
  type ResourceFormDeclaration,
} from '../../../crud';
import { messages as pages } from '../../pages.messages';
import { useModelChoices } from '../../shared/catalogFile';
import { messages as releaseMessages } from '../release/release.messages';
import { messages } from './compat.messages';

const NOTE_LABEL: Record<ContentLocale, MessageDescriptor> = {
  'en-us': messages.noteEn,
  'zh-cn': messages.noteZhCn,
  'zh-hk': messages.noteZhHk,
  'de-de': messages.noteDe,
  'fr-fr': messages.noteFr,
  'es-es': messages.noteEs,
};
const SUPPORT_LABEL = { verified: messages.verified, expected: messages.expected, unsupported: messages.unsupported };
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const SUPPORT_CHOICES = COMPAT_SUPPORT.map((value) => ({ value, label: SUPPORT_LABEL[value] }));
/** A cell as the admin list sends it (`/site/compat/list`). */
type CompatCell = RowOf<typeof compat>;

const noteKey = (l: ContentLocale) => `note.${l}`;

function fields(models: ReturnType<typeof useModelChoices>): FieldDef[] {
  return [
    { key: 'modelId', label: pages.model, kind: 'select', required: true, options: models },
    { key: 'system', label: messages.system, kind: 'select', required: true, options: plain(COMPAT_SYSTEMS) },
    { key: 'cpu', label: messages.cpu, kind: 'select', required: true, options: plain(COMPAT_CPUS) },
    { key: 'component', label: messages.component, kind: 'select', required: true, options: plain(COMPAT_COMPONENTS) },
    { key: 'support', label: messages.support, kind: 'select', required: true, options: SUPPORT_CHOICES },
    { key: 'verifiedOn', label: messages.verifiedOn, kind: 'date', hint: messages.verifiedOnHint },
    ...CONTENT_LOCALES.map((l): FieldDef => ({
      key: noteKey(l),
      label: NOTE_LABEL[l],
      kind: 'textarea',
      maxLength: COMPAT_NOTE_MAX,
      hint: l === CONTENT_FALLBACK_LOCALE ? releaseMessages.englishHint : releaseMessages.fallbackHint,
    })),
  ];
}

const toDraft = (row: CompatCell): Draft => ({
  modelId: String(row.modelId),
  system: row.system,
  cpu: row.cpu,
  component: row.component,
  support: row.support,
  verifiedOn: row.verifiedOn ?? '',
  ...Object.fromEntries(CONTENT_LOCALES.map((l) => [noteKey(l), row.note[l] ?? ''])),
});

const toBody = (draft: Draft, row?: CompatCell): BodyOf<typeof compat> => {
  const verifiedOn = draftText(draft, 'verifiedOn');
  return {
    ...(row ? { cellId: row.cellId } : {}),
    modelId: Number(draftText(draft, 'modelId')),
    // Required selects of the contract's lists, checked before the body is built.
    system: draftText(draft, 'system') as CompatSystem,
    cpu: draftText(draft, 'cpu') as CompatCpu,
    component: draftText(draft, 'component') as CompatComponent,
    support: draftText(draft, 'support') as CompatSupport,
    verifiedOn: verifiedOn || null,
    // Only languages with text: an empty one shows the English note on the site.
    note: Object.fromEntries(CONTENT_LOCALES.map((l) => [l, draftText(draft, noteKey(l))]).filter(([, text]) => text)),
  };
};

/** Compatibility by system (site:chart:*): each printer's answer per system version, processor and component. */
export default function CompatPage() {
  const intl = useIntl();
  const models = useModelChoices();
  const filters: readonly FilterOf<typeof compat>[] = [
    { key: 'modelId', label: pages.model, kind: 'select', anyLabel: pages.chooseModel, options: models },
    {
      key: 'system',
      label: messages.system,
      kind: 'select',
      anyLabel: messages.anySystem,
      options: plain(COMPAT_SYSTEMS),
    },
    {
      key: 'support',
      label: messages.support,
      kind: 'select',
      anyLabel: messages.anySupport,
      options: SUPPORT_CHOICES,
    },
  ];
  const form: ResourceFormDeclaration<typeof compat> = {
    formId: 'lw-admin-compat-form',
    width: 640,
    fields: fields(models),
    emptyDraft: {
      modelId: '',
      system: 'windows-11',
      cpu: 'x64',
      component: 'driver',
      support: 'expected',
      verifiedOn: '',
    },
    toDraft,
    toBody,
    addLabel: messages.add,
    editLabel: messages.edit,
  };
  const columns: ColumnOf<typeof compat>[] = [
    { key: 'modelName', sortKey: 'modelName', header: intl.formatMessage(pages.model), rowHeader: true },
    { key: 'system', sortKey: 'system', header: intl.formatMessage(messages.system) },
    { key: 'cpu', header: intl.formatMessage(messages.cpu) },
    { key: 'component', header: intl.formatMessage(messages.component) },
    {
      key: 'support',
      sortKey: 'support',
      header: intl.formatMessage(messages.support),
      render: (row) => intl.formatMessage(SUPPORT_LABEL[row.support]),
      exportLabels: exportWords(intl, SUPPORT_LABEL),
    },
    {
      key: 'verifiedOn',
      sortKey: 'verifiedOn',
      header: intl.formatMessage(messages.verifiedOn),
      render: (row) => row.verifiedOn ?? '',
    },
  ];
  return (
    <CrudPage
      resource={compat}
      headingId="lw-admin-compat"
      title={intl.formatMessage(messages.title)}
      rowName={(row) => `${row.modelName} · ${row.system} · ${row.cpu} · ${row.component}`}
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={messages.remove}
    />
  );
}
