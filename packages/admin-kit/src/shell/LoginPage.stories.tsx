import { ToastProvider, ToastViewport } from '@labelwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTokenStore } from '../request/token-store';
import { createSessionStore } from '../session/session-store';
import { createFakeFetch, json } from '../test/fake-fetch';
import { CAPTCHA_BASE64, captchaShown, useStoryClient, withAdminMessages } from './auth-stories';
import { LoginPage } from './LoginPage';

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
  const [tokenStore] = useState(createMemoryTokenStore);
  const client = useStoryClient(api, tokenStore);
  const [session] = useState(() => createSessionStore(client, tokenStore));
  return <LoginPage client={client} session={session} />;
}

const body = within(document.body);

function loginBodies(): Array<Record<string, string>> {
  return api.calls.filter((call) => call.url.endsWith('/login')).map((call) => JSON.parse(call.body) as Record<string, string>);
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
    await captchaShown(api, canvasElement);
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
    await captchaShown(api, canvasElement);
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
    await captchaShown(api, canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '  admin  ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), 'a7k2');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    await expect(await body.findByText('Wrong username or password')).toBeVisible();
    await expect(loginBodies()).toEqual([{ username: 'admin', password: 'not-the-password', code: 'a7k2', uuid: 'uuid-1' }]);
    await captchaShown(api, canvasElement, 2);
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
    await captchaShown(api, canvasElement, 1, '验证码图片，点击换一张');
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
    await captchaShown(api, canvasElement);
    const form = within(canvasElement).getByRole('form', { name: 'Labelwise back office' });
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
