import {
  GUIDE_SECTIONS,
  defaultGuideSteps,
  guideIntro,
  type ContentLocale,
  type GuideSection,
} from '@labelwise/contract/guides';
import { FormField, Textarea } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { LinesTextarea } from '../shared/LinesTextarea';
import { FieldGrid } from '../shared/ContentFields';
import type { ContentFieldRenderProps } from '../shared/types';
import { messages } from './guide.messages';

export const sectionLabel = {
  bluetooth: messages.sectionBluetooth,
  usb: messages.sectionUsb,
  windows: messages.sectionWindows,
  mac: messages.sectionMac,
  chromeos: messages.sectionChromeos,
  linux: messages.sectionLinux,
  firmware: messages.sectionFirmware,
} as const;

const modelOf = (props: ContentFieldRenderProps) =>
  typeof props.shared.name === 'string' && props.shared.name ? props.shared.name : props.itemKey;

/** The sections a guide shows, in page order whatever order they were ticked in. */
export const sectionsOf = (shared: Record<string, unknown>): GuideSection[] => {
  const picked = Array.isArray(shared.sections) ? (shared.sections as string[]) : [];
  return GUIDE_SECTIONS.filter((s) => picked.includes(s));
};

/**
 * Per shown section, the steps replacing the default ones in this locale: one per line; left empty, the page keeps the
 * default steps, which the field shows greyed as its placeholder.
 */
export function GuideStepsField(props: ContentFieldRenderProps) {
  const intl = useIntl();
  const locale: ContentLocale = props.locale ?? 'en-us';
  const steps = (props.value ?? {}) as Partial<Record<GuideSection, string[]>>;
  const sections = sectionsOf(props.shared);
  if (sections.length === 0) return <p>{intl.formatMessage(messages.noSections)}</p>;
  const set = (section: GuideSection, lines: string[]) => {
    const next = { ...steps };
    if (lines.length === 0) delete next[section];
    else next[section] = lines;
    props.set(next);
  };
  return (
    <FieldGrid>
      {sections.map((section, index) => (
        <FormField
          key={section}
          label={intl.formatMessage(messages.steps, { section: intl.formatMessage(sectionLabel[section]) })}
          hint={intl.formatMessage(messages.stepsHint, { placeholder: '{model}' })}
          // The contract reports problems per step (`steps.usb.0`); the first one shows under the first section.
          error={index === 0 ? props.error : undefined}
        >
          <LinesTextarea
            autosize={{ minRows: 3, maxRows: 14 }}
            value={steps[section]}
            placeholder={defaultGuideSteps(props.itemKey, section, locale, modelOf(props)).join('\n')}
            onChange={(lines) => set(section, lines)}
          />
        </FormField>
      ))}
    </FieldGrid>
  );
}

/** The intro of this locale; empty keeps the default one, shown greyed. */
export function GuideIntroField(props: ContentFieldRenderProps) {
  const intl = useIntl();
  return (
    <FormField label={props.label} hint={intl.formatMessage(messages.introHint)} error={props.error}>
      <Textarea
        autosize={{ minRows: 2, maxRows: 8 }}
        value={typeof props.value === 'string' ? props.value : ''}
        placeholder={guideIntro(modelOf(props), props.locale ?? 'en-us')}
        onChange={(e) => props.set(e.target.value)}
      />
    </FormField>
  );
}
