import type { ContentKind } from '@labelwise/contract';
import { Dialog, DialogContent, FormField, Select } from '@labelwise/ui';
import { locales, type Locale } from '@labelwise/ui/messages';
import { sitePathIn } from '@labelwise/client/language';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useAdminRuntime } from '../../../../runtime/adminRuntime';
import { messages } from './content.messages';
import { previewPathOf } from './previewPath';
import { useLanguageName } from './useLanguageName';

const Frame = styled.iframe`
  width: 100%;
  height: min(70vh, 720px);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surface};
`;

export interface PreviewDialogProps {
  kind: ContentKind;
  itemKey: string;
  initialLocale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Preview = { state: 'loading' } | { state: 'shown'; html: string } | { state: 'failed'; message: string };

/**
 * The page without its scripts and script preloads: the frame runs none (no `allow-scripts`), and leaving them in
 * would only fill the console with blocked-script errors.
 */
export function withoutScripts(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/**
 * The draft as visitors will see it once published: the API renders the site page with every saved draft applied,
 * and the page is shown in a sandboxed frame without scripts (the server's markup, which is what a visitor sees first).
 */
export function PreviewDialog({ kind, itemKey, initialLocale, open, onOpenChange }: PreviewDialogProps) {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const languageName = useLanguageName();
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const path = sitePathIn(previewPathOf(kind, itemKey), locale);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setPreview({ state: 'loading' });
    void client.html(`/site/content/${kind}/preview`, { path }).then((result) => {
      if (!current) return;
      setPreview(
        result.ok
          ? { state: 'shown', html: withoutScripts(result.html) }
          : { state: 'failed', message: result.message },
      );
    });
    return () => {
      current = false;
    };
  }, [client, kind, path, open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={1100} title={intl.formatMessage(messages.previewTitle)}>
        <FormField label={intl.formatMessage(messages.previewLanguage)}>
          <Select
            value={locale}
            onValueChange={(value) => setLocale(value as Locale)}
            options={locales.map((l) => ({ value: l, label: languageName(l) }))}
          />
        </FormField>
        <p>
          <code>{path}</code>
        </p>
        {preview.state === 'loading' ? <p role="status">{intl.formatMessage(messages.previewLoading)}</p> : null}
        {preview.state === 'failed' ? <p role="alert">{preview.message}</p> : null}
        {preview.state === 'shown' ? (
          <Frame title={intl.formatMessage(messages.previewFrame)} sandbox="allow-same-origin" srcDoc={preview.html} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
