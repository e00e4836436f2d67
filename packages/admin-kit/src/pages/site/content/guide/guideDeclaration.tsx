import { GUIDE_SECTIONS, GUIDE_INTRO_MAX, GUIDE_VIDEOS_MAX } from '@labelwise/contract/guides';
import { CONNECTIONS, MODEL_NAME_MAX, URL_MAX } from '@labelwise/contract/rules';
import { useIntl } from 'react-intl';
import { CheckList } from '../../../../crud';
import { Problem } from '../shared/ContentFields';
import type { ContentDeclaration, ContentFieldDef, ContentFieldRenderProps } from '../shared/types';
import { messages } from './guide.messages';
import { GuideIntroField, GuideStepsField, sectionLabel, sectionsOf } from './GuideStepsField';

function DriversNote({ label, itemKey }: ContentFieldRenderProps) {
  const intl = useIntl();
  return (
    <p>
      <strong>{label}: </strong>
      {intl.formatMessage(messages.driversNote, { key: itemKey || '…' })}
    </p>
  );
}

const connectionLabel = { usb: messages.usb, bluetooth: messages.bluetooth, wifi: messages.wifi } as const;

const sharedFields: readonly ContentFieldDef[] = [
  { key: 'name', label: messages.name, kind: 'text', required: true, maxLength: MODEL_NAME_MAX },
  { key: 'brand', label: messages.brand, kind: 'text', maxLength: 60 },
  { key: 'photo', label: messages.photo, kind: 'file', accept: ['.png', '.jpg', '.jpeg'] },
  {
    key: 'connections',
    label: messages.connections,
    kind: 'checks',
    options: CONNECTIONS.map((c) => ({ value: c, label: connectionLabel[c] })),
  },
  {
    key: 'sections',
    label: messages.sections,
    kind: 'custom',
    render: (props) => <SectionChecks {...props} />,
  },
  { key: 'firmwareVersion', label: messages.firmwareVersion, kind: 'text', maxLength: 40 },
  { key: 'firmwareFile', label: messages.firmwareFile, kind: 'file', accept: ['.zip'] },
  { key: 'videos', label: messages.videos, kind: 'lines', hint: messages.videosHint, maxLength: GUIDE_VIDEOS_MAX },
  { key: 'manual', label: messages.manual, kind: 'boolean' },
  { key: 'manualUrl', label: messages.manualUrl, kind: 'text', hint: messages.manualUrlHint, maxLength: URL_MAX },
  { key: 'drivers', label: messages.drivers, kind: 'custom', render: (props) => <DriversNote {...props} /> },
];

const textFields: readonly ContentFieldDef[] = [
  {
    key: 'intro',
    label: messages.intro,
    kind: 'custom',
    maxLength: GUIDE_INTRO_MAX,
    render: (props) => <GuideIntroField {...props} />,
  },
  { key: 'steps', label: messages.stepsGroup, kind: 'custom', render: (props) => <GuideStepsField {...props} /> },
];

/** The sections checklist, kept in page order whatever order the boxes are ticked in. */
function SectionChecks(props: ContentFieldRenderProps) {
  const intl = useIntl();
  return (
    <div>
      <CheckList
        legend={props.label}
        options={GUIDE_SECTIONS.map((s) => ({ value: s, label: intl.formatMessage(sectionLabel[s]) }))}
        value={sectionsOf({ sections: props.value })}
        onChange={(next) => props.set(sectionsOf({ sections: next }))}
      />
      {props.error ? <Problem role="alert">{props.error}</Problem> : null}
    </div>
  );
}

/** Printer guides: one item per model page (`/d520`), its key the route slug. */
export const guideDeclaration: ContentDeclaration = {
  kind: 'guide',
  headingId: 'lw-admin-guides',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields,
  textFields,
  emptyShared: () => ({
    name: '',
    brand: '',
    photo: '',
    connections: ['usb'],
    sections: ['usb', 'windows', 'mac', 'chromeos'],
    firmwareVersion: '',
    firmwareFile: '',
    videos: [],
    manual: true,
    manualUrl: '',
  }),
  emptyText: () => ({ intro: '', steps: {} }),
  sitePath: (item) => `/${item.key}`,
};
