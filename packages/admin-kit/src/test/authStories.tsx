import { toBcp47, useToast, type Locale } from '@labelwise/ui';
import { uiMessages } from '@labelwise/ui/messages';
import type { Decorator } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../i18n/catalog';
import { createRequestClient, type RequestClient } from '../request/client';
import { createMemoryTokenStore } from '../request/tokenStore';
import type { TokenStore } from '../request/types';
import type { createFakeFetch } from './fakeFetch';

/* Shared by the login and register page stories; the Navbar stories use the messages decorator too. */

/** admin-kit's strings over the library's, in the story's language. */
export const withAdminMessages: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'en-us';
  return (
    <IntlProvider
      locale={toBcp47(locale)}
      defaultLocale="en-US"
      messages={{ ...uiMessages[locale], ...adminMessages[locale] }}
    >
      <Story />
    </IntlProvider>
  );
};

/**
 * Waits until the `count`-th challenge has been fetched and solved ("Verified"), so that no spinner is caught
 * mid-turn in the screenshot. `group` and `verified` are the status's name and text in the story's language.
 */
export async function challengeVerified(
  api: ReturnType<typeof createFakeFetch>,
  canvasElement: HTMLElement,
  count = 1,
  { group = 'Browser check', verified = 'Verified' } = {},
) {
  const status = await within(canvasElement).findByRole('group', { name: group });
  await waitFor(() => expect(status).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
  await expect(status).toHaveTextContent(verified);
  await expect(status).toHaveAttribute('aria-busy', 'false');
  await expect(api.calls.filter((call) => new URL(call.url).pathname.endsWith('/captchaImage'))).toHaveLength(count);
  return status;
}

type AuthPlay = (context: { canvasElement: HTMLElement }) => Promise<void>;

/**
 * `ChineseSimplified`: the page in Simplified Chinese, once its check is verified; pressing `submit` with the form
 * empty asks for the account. `api` gives the story's fake API (each render creates a new one).
 */
function chineseSimplifiedStory(
  api: () => ReturnType<typeof createFakeFetch>,
  { heading, submit }: { heading: string; submit: string },
) {
  const play: AuthPlay = async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api(), canvasElement, 1, { group: '浏览器验证', verified: '验证通过' });
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(canvas.getByText('请输入您的账号')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return { globals: { locale: 'zh-cn' }, play };
}

/** `Mobile`: on a 390 px phone the card, the form named `form`, takes the width. */
function mobileAuthStory(api: () => ReturnType<typeof createFakeFetch>, form: string) {
  const play: AuthPlay = async ({ canvasElement }) => {
    await challengeVerified(api(), canvasElement);
    const card = within(canvasElement).getByRole('form', { name: form });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  };
  return { globals: { viewport: { value: 'mobile', isRotated: false } }, play };
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

/** The `ChineseSimplified` and `Mobile` stories every auth page has. */
export function authPageStories(
  api: () => ReturnType<typeof createFakeFetch>,
  { heading, submit, form }: { heading: string; submit: string; form: string },
) {
  return { ChineseSimplified: chineseSimplifiedStory(api, { heading, submit }), Mobile: mobileAuthStory(api, form) };
}
