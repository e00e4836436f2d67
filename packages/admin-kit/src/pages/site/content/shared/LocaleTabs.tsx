import { CONTENT_LOCALES, type ContentLocale } from '@labelwise/contract';
import { Button, Stack, Tabs, TabsContent, TabsList, TabsTrigger, Text } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ContentFields } from './ContentFields';
import { messages } from './content.messages';
import { tabHasError } from './editorState';
import type { BodyValues, ContentDeclaration, EditorErrors, EditorState } from './types';
import { useLanguageName } from './useLanguageName';

const Mark = styled.span<{ $tone: 'missing' | 'error' }>`
  margin-inline-start: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.warning)};
`;

export interface LocaleTabsProps {
  declaration: ContentDeclaration;
  state: EditorState;
  setState: (update: (state: EditorState) => EditorState) => void;
  errors: EditorErrors;
  /** The tab shown first (the operator's language). */
  initial: ContentLocale;
}

/** One tab per locale, each marked when the item has no text in it (visitors get English) or a field is wrong. */
export function LocaleTabs({ declaration, state, setState, errors, initial }: LocaleTabsProps) {
  const intl = useIntl();
  const languageName = useLanguageName();
  const [tab, setTab] = useState<string>(initial);
  const setText = (locale: ContentLocale, text: BodyValues | undefined) =>
    setState((s) => {
      const texts = { ...s.texts };
      if (text === undefined) delete texts[locale];
      else texts[locale] = text;
      return { ...s, texts };
    });
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={intl.formatMessage(messages.localeFields)}>
        {CONTENT_LOCALES.map((locale) => {
          const missing = state.texts[locale] === undefined;
          const wrong = tabHasError(errors, `texts.${locale}`);
          const name = languageName(locale);
          return (
            <TabsTrigger key={locale} value={locale}>
              {missing ? intl.formatMessage(messages.localeMissingTab, { language: name }) : name}
              {wrong ? (
                <Mark $tone="error" aria-hidden>
                  ●
                </Mark>
              ) : missing ? (
                <Mark $tone="missing" aria-hidden>
                  ○
                </Mark>
              ) : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {CONTENT_LOCALES.map((locale) => {
        const text = state.texts[locale];
        const language = languageName(locale);
        return (
          <TabsContent key={locale} value={locale}>
            {text === undefined ? (
              <Stack gap={3} align="start" paddingY={4}>
                <Text as="span" size="sm" tone="muted">
                  {intl.formatMessage(messages.localeMissing, { language })}
                </Text>
                <Button onClick={() => setText(locale, declaration.emptyText())}>
                  {intl.formatMessage(messages.writeLocale, { language })}
                </Button>
              </Stack>
            ) : (
              <Stack gap={4} paddingY={4}>
                <ContentFields
                  fields={declaration.textFields}
                  values={text}
                  onChange={(values) => setText(locale, values)}
                  prefix={`texts.${locale}`}
                  errors={errors}
                  locale={locale}
                  itemKey={state.key}
                  shared={state.shared}
                />
                <div>
                  <Button variant="text" onClick={() => setText(locale, undefined)}>
                    {intl.formatMessage(messages.removeLocale, { language })}
                  </Button>
                </div>
              </Stack>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
