import { toBcp47, uiMessages, useToast, type Locale } from '@labelwise/ui';
import type { Decorator } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { expect, waitFor, within } from 'storybook/test';
import { adminMessages } from '../i18n/catalog';
import { createRequestClient, type RequestClient } from '../request/client';
import { createMemoryTokenStore } from '../request/token-store';
import type { TokenStore } from '../request/types';
import type { createFakeFetch } from '../test/fake-fetch';

/* Shared by the login and register page stories. */

/** A captcha-looking picture drawn with paths only (no text, so no font can change its pixels). */
const CAPTCHA_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
<rect width="120" height="40" fill="#eef2f7"/>
<path d="M4 30 C30 6 52 36 78 14 S112 26 118 8" stroke="#9aa9bd" stroke-width="1.5" fill="none"/>
<path d="M14 28 L20 12 L26 28 M16 22 H24" stroke="#2f4a6d" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M38 12 H50 L40 28 H52" stroke="#7a3e8f" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M64 12 V28 M64 20 L74 12 M66 19 L75 28" stroke="#2c7a4b" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M88 16 C88 8 102 8 101 16 C100 22 88 24 87 28 H102" stroke="#a14d2a" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M2 12 C28 30 60 2 118 30" stroke="#b7c3d3" stroke-width="1" fill="none"/>
</svg>`;
export const CAPTCHA_BASE64 = btoa(CAPTCHA_SVG);

/** admin-kit's strings over the library's, in the story's language. */
export const withAdminMessages: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'en-us';
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="en-US" messages={{ ...uiMessages[locale], ...adminMessages[locale] }}>
      <Story />
    </IntlProvider>
  );
};

/** Waits for the `count`-th captcha image to be fetched and drawn. */
export async function captchaShown(api: ReturnType<typeof createFakeFetch>, canvasElement: HTMLElement, count = 1, name = 'Captcha image, click to get a new one') {
  const button = await within(canvasElement).findByRole('button', { name });
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  const image = button.querySelector('img');
  await expect(image).not.toBeNull();
  await waitFor(() => expect(image!.complete && image!.naturalWidth > 0).toBe(true));
  await expect(api.calls.filter((call) => call.url.endsWith('/captchaImage'))).toHaveLength(count);
  return button;
}

/**
 * A real request layer over the story's fake API, created once per story render; the request layer's notices
 * become toasts (render the story inside a ToastProvider with a ToastViewport).
 */
export function useStoryClient(api: ReturnType<typeof createFakeFetch>, tokenStore?: TokenStore): RequestClient {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const { toast } = useToast();
  const [client] = useState(() =>
    createRequestClient({
      origin: 'http://admin.test',
      tokenStore: tokenStore ?? createMemoryTokenStore(),
      fetch: api.fetch,
      formatMessage: (descriptor, values) => intlRef.current.formatMessage(descriptor, values),
      notify: (notice) => {
        if (notice.message) toast({ tone: notice.type, title: notice.message });
      },
      onSessionExpired: () => Promise.resolve('stay'),
    }),
  );
  return client;
}
