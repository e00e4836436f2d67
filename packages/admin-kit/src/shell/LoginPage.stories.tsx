import { ToastProvider, ToastViewport, toBcp47, uiMessages, useToast, type Locale } from '@labelwise/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../i18n/catalog';
import { createRequestClient } from '../request/client';
import { createMemoryTokenStore } from '../request/token-store';
import { createSessionStore } from '../session/session-store';
import { createFakeFetch, json } from '../test/fake-fetch';
import { LoginPage } from './LoginPage';

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
const CAPTCHA_BASE64 = btoa(CAPTCHA_SVG);

interface FakeLoginApi {
  captcha: 'on' | 'off';
  /** The answer to POST /login; default a token. */
  login?: { code: number; msg: string };
}

/** The fake `/api-v1.0` of the story being shown; its `calls` are what the play functions check. */
let api = createFakeFetch();

function createLoginApi(options: FakeLoginApi) {
  let captchas = 0;
  return createFakeFetch((request) => {
    const path = new URL(request.url).pathname.replace(/^\/api-v1\.0/, '');
    if (path === '/captchaImage') {
      if (options.captcha === 'off') return json({ code: 200, msg: 'ok', captchaEnabled: false, data: { captchaEnabled: false } });
      captchas += 1;
      const data = { captchaEnabled: true, uuid: `uuid-${captchas}`, img: CAPTCHA_BASE64, imgType: 'svg+xml' };
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/login') {
      if (options.login) return json(options.login);
      return json({ code: 200, msg: 'ok', token: 'tok-story', data: { token: 'tok-story' } });
    }
    if (path === '/getInfo') {
      const data = { user: { userName: 'admin', nickName: 'Demo admin' }, roles: ['admin'], permissions: ['*:*:*'] };
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/getRouters') return json({ code: 200, msg: 'ok', data: [] });
    return json({ code: 404, msg: 'not found' }, 404);
  });
}

/** A real request layer and session store over the fake API; the request layer's notices become toasts. */
function LoginStory() {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const { toast } = useToast();
  const [core] = useState(() => {
    const tokenStore = createMemoryTokenStore();
    const client = createRequestClient({
      origin: 'http://admin.test',
      tokenStore,
      fetch: api.fetch,
      formatMessage: (descriptor, values) => intlRef.current.formatMessage(descriptor, values),
      notify: (notice) => {
        if (notice.message) toast({ tone: notice.type, title: notice.message });
      },
      onSessionExpired: () => Promise.resolve('stay'),
    });
    return { client, session: createSessionStore(client, tokenStore) };
  });
  return <LoginPage client={core.client} session={core.session} />;
}

/** admin-kit's strings over the library's, in the story's language. */
const withAdminMessages: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'en-us';
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="en-US" messages={{ ...uiMessages[locale], ...adminMessages[locale] }}>
      <Story />
    </IntlProvider>
  );
};

const body = within(document.body);

function loginBodies(): Array<Record<string, string>> {
  return api.calls.filter((call) => call.url.endsWith('/login')).map((call) => JSON.parse(call.body) as Record<string, string>);
}

/** Waits for the `count`-th captcha image to be fetched and drawn. */
async function captchaShown(canvasElement: HTMLElement, count = 1, name = 'Captcha image, click to get a new one') {
  const button = await within(canvasElement).findByRole('button', { name });
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  const image = button.querySelector('img');
  await expect(image).not.toBeNull();
  await waitFor(() => expect(image!.complete && image!.naturalWidth > 0).toBe(true));
  await expect(api.calls.filter((call) => call.url.endsWith('/captchaImage'))).toHaveLength(count);
  return button;
}

const meta = {
  title: 'Admin/LoginPage',
  tags: ['!autodocs'],
  parameters: { lwPadding: false, fakeApi: { captcha: 'on' } satisfies FakeLoginApi },
  decorators: [withAdminMessages],
  render: (_args, context) => {
    api = createLoginApi(context.parameters.fakeApi as FakeLoginApi);
    return (
      <ToastProvider>
        <LoginStory />
        <ToastViewport />
      </ToastProvider>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username, password and the server's captcha image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await captchaShown(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Labelwise back office' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toBeRequired();
  },
};

/** An empty submit names every missing field and never calls the server; whitespace is no username. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await captchaShown(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter your username')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await expect(canvas.getByText('Please enter the captcha')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    // Typing clears that field's message; spaces only bring it back on the next submit.
    await userEvent.type(username, '   ');
    await expect(canvas.queryByText('Please enter your username')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter your username')).toBeVisible();
    await expect(loginBodies()).toEqual([]);
    // The image stays level with the captcha input, above that field's message.
    const input = canvas.getByRole('textbox', { name: 'Captcha' }).getBoundingClientRect();
    const image = canvas.getByRole('button', { name: /Captcha image/ }).getBoundingClientRect();
    await expect(Math.abs(image.top - input.top)).toBeLessThanOrEqual(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The server refuses: its message shows as a toast, the captcha (single-use) is replaced and its answer cleared.
 * The username went out trimmed.
 */
export const ServerError: Story = {
  parameters: {
    fakeApi: { captcha: 'on', login: { code: 500, msg: 'Wrong username or password' } } satisfies FakeLoginApi,
    // The toast is outside the page's box.
    visual: { target: 'viewport' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await captchaShown(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '  admin  ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), 'a7k2');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    await expect(await body.findByText('Wrong username or password')).toBeVisible();
    await expect(loginBodies()).toEqual([{ username: 'admin', password: 'not-the-password', code: 'a7k2', uuid: 'uuid-1' }]);
    await captchaShown(canvasElement, 2);
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('  admin  ');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server has the captcha off: no captcha field, and the login sends only username and password. */
export const CaptchaDisabled: Story = {
  parameters: { fakeApi: { captcha: 'off' } satisfies FakeLoginApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Captcha' })).toBeNull());
    await expect(canvas.queryByRole('button', { name: /Captcha image/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), ' editor ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'editor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginBodies()).toEqual([{ username: 'editor', password: 'editor123' }]));
    // Signed in: the session goes on to the user and the menu.
    await waitFor(() => expect(api.calls.map((call) => new URL(call.url).pathname)).toContain('/api-v1.0/getRouters'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Simplified Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await captchaShown(canvasElement, 1, '验证码图片，点击换一张');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Labelwise 后台管理系统' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登 录' }));
    await expect(canvas.getByText('请输入您的账号')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A 390 px phone: the card takes the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await captchaShown(canvasElement);
    const form = within(canvasElement).getByRole('form', { name: 'Labelwise back office' });
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
