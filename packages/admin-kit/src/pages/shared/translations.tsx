import { isDemoResource } from '@labelwise/contract/rules';
import { OTHER_LOCALES, translationColumnKey, type OtherLocale, type OtherLocales } from '@labelwise/contract';
import { FormField, Input, languageOptions, Stack, Text, Textarea, VisuallyHidden } from '@labelwise/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import {
  draftText,
  type CustomFieldProps,
  type Draft,
  type FieldDef,
  type FieldSchema,
  type ImportColumnDef,
} from '../../crud';
import { messages } from './translations.messages';

/** A language as its own speakers name it ("Deutsch", "简体中文"): an operator finds their language at a glance. */
const autonym = (locale: OtherLocale) => languageOptions.find((o) => o.langCode === locale)?.langName ?? locale;

/** Holds a field and anchors its "Uses English" mark, which sits in the label's row. */
const Slot = styled.div`
  position: relative;
`;

/** The group's heading lines under a rule that parts the translations from the English fields above. */
const Group = styled(Stack)`
  padding-top: ${({ theme }) => theme.space[2]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * A small word beside a value: the English fallback or a demo stand-in (the word, never the colour alone). It takes
 * the weight of the text it stands beside (bold in a card's title).
 */
const Mark = styled.span<{ $tone: 'fallback' | 'demo' }>`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space[1]}px;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: middle;
  color: ${({ theme, $tone }) => ($tone === 'demo' ? theme.color.warning : theme.color.textMuted)};
`;

/** The "Uses English" mark sits in the label's row, outside the label, so the field's name stays the language. */
const FieldMark = styled(Mark)`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 0;
`;

/** One translated field of a catalog row: its JSON key (`titleI18n`), its English draft key and the API's rule. */
export interface TranslatedField {
  key: string;
  english: string;
  label: MessageDescriptor;
  /**
   * The English field's character rule, from `@labelwise/contract` (the API checks each language by it); free text
   * has only its length limit.
   */
  schema?: FieldSchema;
  maxLength: number;
  multiline?: boolean;
}

const draftKey = (field: TranslatedField, locale: OtherLocale) => `${field.key}.${locale}`;

function TranslationInput({
  field,
  locale,
  first,
  props,
}: {
  field: TranslatedField;
  locale: OtherLocale;
  first: boolean;
  props: CustomFieldProps;
}) {
  const intl = useIntl();
  const text = typeof props.value === 'string' ? props.value : '';
  const english = draftText(props.draft, field.english);
  const markId = `lw-admin-${field.key}-${locale}-fallback`;
  const empty = text.trim() === '';
  const control = {
    value: text,
    placeholder: english,
    lang: locale,
    ...(empty ? { 'aria-describedby': markId } : {}),
    onChange: (event: { target: { value: string } }) => props.set(event.target.value),
  };
  return (
    <Stack gap={2}>
      {first ? (
        <Group gap={1}>
          <Text weight="semibold">{intl.formatMessage(messages.group, { field: props.label })}</Text>
          <Text size="sm" tone="muted">
            {intl.formatMessage(messages.groupHint)}
          </Text>
        </Group>
      ) : null}
      <Slot>
        <FormField
          label={
            <FormattedMessage
              {...messages.name}
              values={{
                language: autonym(locale),
                field: props.label,
                hidden: (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>,
              }}
            />
          }
          error={props.error}
        >
          {field.multiline ? <Textarea rows={2} {...control} /> : <Input autoComplete="off" {...control} />}
        </FormField>
        {empty ? (
          <FieldMark $tone="fallback" id={markId}>
            {intl.formatMessage(messages.usesEnglish)}
          </FieldMark>
        ) : null}
      </Slot>
    </Stack>
  );
}

/**
 * One input per language other than English, named by the language, each showing the English text as its
 * placeholder and marked "Uses English" while empty. Checked by the English field's rule before saving; a refusal
 * the API names (`titleI18n.de-de`) goes under its language.
 */
export function translationFields(field: TranslatedField): FieldDef[] {
  return OTHER_LOCALES.map((locale, index) => ({
    key: draftKey(field, locale),
    label: field.label,
    kind: 'custom',
    maxLength: field.maxLength,
    ...(field.schema ? { contract: { schema: field.schema, invalid: messages.notAllowed } } : {}),
    render: (props) => <TranslationInput field={field} locale={locale} first={index === 0} props={props} />,
  }));
}

/**
 * The import template's column for each language other than English, after the English field's: "Description
 * (Deutsch)" in the operator's language, keyed as the API reads it (`descriptionDeDe`).
 */
export function translationImportColumns(field: TranslatedField): ImportColumnDef[] {
  return OTHER_LOCALES.map((locale) => ({
    key: translationColumnKey(field.english, locale),
    header: { message: messages.importHeader, values: { field: field.label, language: autonym(locale) } },
  }));
}

/** The draft entries of a row's translations (an empty string for a language without one). */
export function translationsDraft(
  field: TranslatedField,
  texts: OtherLocales | Record<string, string> | undefined,
): Draft {
  return Object.fromEntries(
    OTHER_LOCALES.map((l) => [draftKey(field, l), (texts as OtherLocales | undefined)?.[l] ?? '']),
  );
}

/**
 * The body's translations: the languages with text. The API stores exactly these, so a language emptied in the form
 * goes back to showing the English text.
 */
export function translationsBody(field: TranslatedField, draft: Draft): OtherLocales {
  return Object.fromEntries(
    OTHER_LOCALES.map((l) => [l, draftText(draft, draftKey(field, l))]).filter(([, text]) => text),
  ) as OtherLocales;
}

/**
 * A catalog text in the operator's language, marked when it is the English fallback (an English operator sees no
 * mark). `properName`: a maker's name, the same in every language unless translated, is never marked.
 */
export function TranslatedText({
  english,
  texts,
  properName = false,
}: {
  english: string;
  texts: Record<string, string> | undefined;
  properName?: boolean;
}) {
  const intl = useIntl();
  const locale = intl.locale.toLowerCase();
  const translated = (OTHER_LOCALES as readonly string[]).includes(locale);
  const own = translated ? texts?.[locale] : undefined;
  // The text in its own element, so the mark beside it stays a separate word.
  if (own || !translated || properName) return <span>{own || english}</span>;
  return (
    <>
      <span lang="en">{english}</span>
      <Mark $tone="fallback" title={intl.formatMessage(messages.inEnglishTitle)}>
        {intl.formatMessage(messages.inEnglish)}
      </Mark>
    </>
  );
}

/** A file that is a demo stand-in, marked so an operator knows to replace it before going live. */
export function DemoFileMark({ fileName }: { fileName: string }) {
  const intl = useIntl();
  if (!isDemoResource(fileName)) return null;
  return (
    <Mark $tone="demo" title={intl.formatMessage(messages.demoFileTitle)}>
      {intl.formatMessage(messages.demoFile)}
    </Mark>
  );
}
