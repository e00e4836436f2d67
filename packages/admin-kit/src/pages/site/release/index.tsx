import { releases, type Driver } from '@labelwise/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CrudPage,
  exportWords,
  type ChoiceOption,
  type ColumnOf,
  type FilterOf,
  type ResourceFormDeclaration,
} from '../../../crud';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages as pages } from '../../pages.messages';
import { osLabel } from '../driver/driverForm';
import { messages } from './release.messages';
import { installerHint, mayChange, usePublishRights } from '../../shared/publish';
import { DemoFileMark } from '../../shared/translations';
import { emptyReleaseDraft, releaseFields, releaseToBody, releaseToDraft } from './releaseForm';

const PAGE = 50;

/** Every driver as a choice ("PM-241-BT · PM-241-BT Windows driver"), read page by page: there are more than one page. */
function useDriverChoices(): ChoiceOption[] {
  const { client } = useAdminRuntime();
  const [choices, setChoices] = useState<ChoiceOption[]>([]);
  useEffect(() => {
    let live = true;
    void (async () => {
      const rows: Driver[] = [];
      for (let pageNum = 1; pageNum <= 20; pageNum++) {
        const page = await client.page<Driver>('/site/driver/list', { pageNum, pageSize: PAGE });
        rows.push(...page.rows);
        if (rows.length >= page.total || page.rows.length === 0) break;
      }
      if (live)
        setChoices(rows.map((d) => ({ value: String(d.driverId), label: `${d.modelName ?? ''} · ${d.title}` })));
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  return choices;
}

/**
 * Driver versions (site:driver:*): each driver's history with notes and known issues per language. The editor may
 * add hidden versions; publishing one needs site:driver:edit, as the API decides.
 */
export default function ReleasesPage() {
  const intl = useIntl();
  const drivers = useDriverChoices();
  const rights = usePublishRights('driverSlot');
  const filters: readonly FilterOf<typeof releases>[] = [
    { key: 'driverId', label: messages.driver, kind: 'select', anyLabel: messages.anyDriver, options: drivers },
  ];
  const form: ResourceFormDeclaration<typeof releases> = {
    formId: 'lw-admin-release-form',
    width: 720,
    fields: releaseFields(drivers, { ...rights, fileHint: installerHint(intl, rights) }),
    emptyDraft: emptyReleaseDraft,
    toDraft: releaseToDraft,
    toBody: releaseToBody,
    addLabel: messages.add,
    editLabel: messages.edit,
  };
  const columns: ColumnOf<typeof releases>[] = [
    { key: 'driverTitle', sortKey: 'driverTitle', header: intl.formatMessage(messages.driver), rowHeader: true },
    { key: 'modelName', sortKey: 'modelName', header: intl.formatMessage(pages.model) },
    { key: 'os', header: intl.formatMessage(pages.os), render: (row) => osLabel[row.os], exportLabels: osLabel },
    {
      key: 'version',
      sortKey: 'version',
      header: intl.formatMessage(pages.version),
      // Each version is a file: a demo stand-in must be replaced before going live.
      render: (row) => (
        <>
          {row.version}
          <DemoFileMark fileName={row.fileName} />
        </>
      ),
    },
    {
      key: 'releaseDate',
      sortKey: 'releaseDate',
      header: intl.formatMessage(pages.releaseDate),
      render: (row) => row.releaseDate.slice(0, 10),
    },
    {
      key: 'status',
      header: intl.formatMessage(pages.status),
      render: (row) => intl.formatMessage(row.status === '1' ? messages.hidden : messages.published),
      exportLabels: exportWords(intl, { '0': messages.published, '1': messages.hidden }),
    },
    {
      key: 'current',
      header: intl.formatMessage(messages.current),
      render: (row) => (row.current ? intl.formatMessage(messages.yes) : ''),
      exportLabels: { true: intl.formatMessage(messages.yes), false: '' },
    },
  ];
  return (
    <CrudPage
      resource={releases}
      headingId="lw-admin-releases"
      title={intl.formatMessage(messages.title)}
      rowName={(row) => `${row.driverTitle} ${row.version}`}
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={messages.remove}
      canRemove={(row, may) => may.remove && mayChange(row, rights)}
      canEdit={(row) => mayChange(row, rights)}
    />
  );
}
