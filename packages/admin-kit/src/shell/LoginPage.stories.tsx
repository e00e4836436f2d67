import { ToastProvider, ToastViewport } from '@labelwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTokenStore } from '../request/tokenStore';
import { createSessionStore } from '../session/sessionStore';
import { createChallengeIssuer } from '../test/fakeChallenges';
import { createFakeFetch, json } from '../test/fakeFetch';
import { authPageStories, challengeVerified, useStoryClient, withAdminMessages } from '../test/authStories';
import { LoginPage } from './LoginPage';

interface FakeLoginApi {
  /** `fail`: /captchaImage answers 500. */
  captcha: 'on' | 'off' | 'fail';
  /** The answer to POST /login once its challenge checked out; default a token. */
  login?: { code: number; msg: string };
  /** The account has had many failed sign-ins: without a solved strong challenge, the API's 400 asking for one. */
  requireStrong?: boolean;
}

/** The fake `/api-v1.0` of the story being shown; its `calls` are what the play functions check. */
let api = createFakeFetch();

/** Real, tiny ALTCHA challenges (see test/fakeChallenges.ts): solved in milliseconds, checked on /login. */
function createLoginApi(options: FakeLoginApi) {
  const challenges = createChallengeIssuer();
  return createFakeFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api-v1\.0/, '');
    if (path === '/captchaImage') {
      if (options.captcha === 'fail') return json({ code: 500, msg: 'Challenge service unavailable' }, 500);
      const strong = url.searchParams.get('strength') === 'strong';
      if (options.captcha === 'off' && !strong)
        return json({ code: 200, msg: 'ok', captchaEnabled: false, data: { captchaEnabled: false } });
      const data = await challenges.issue(strong ? 'strong' : 'normal');
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/login') {
      const body = (await request.json()) as Record<string, unknown>;
      const check = options.captcha === 'off' && !body.uuid ? null : challenges.check(body.code, body.uuid);
      if (check && !check.ok) return json({ code: 400, msg: check.msg }, 400);
      if (options.requireStrong && check?.strength !== 'strong') {
        const msg = 'code: this account has had many failed sign-ins; complete the stronger check and sign in again';
        return json({ code: 400, msg, data: { challenge: 'strong' } }, 400);
      }
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
  return api.calls
    .filter((call) => call.url.endsWith('/login'))
    .map((call) => JSON.parse(call.body) as Record<string, string>);
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

const challengeCalls = () =>
  api.calls
    .filter((call) => new URL(call.url).pathname.endsWith('/captchaImage'))
    .map((call) => new URL(call.url).search);

/** Username, password and the browser check, solved by itself: nothing to type but the credentials. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api, canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Labelwise back office' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    // The username is the only text box: no code to copy from a picture.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: 'Browser check' })).toBeVisible();
  },
};

/** An empty submit names every missing field and never calls the server; whitespace is no username. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api, canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter your username')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    // Typing clears that field's message; spaces only bring it back on the next submit.
    await userEvent.type(username, '   ');
    await expect(canvas.queryByText('Please enter your username')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter your username')).toBeVisible();
    await expect(loginBodies()).toEqual([]);
    // The check's status lines up with the inputs above it.
    const input = username.getBoundingClientRect();
    const status = canvas.getByRole('group', { name: 'Browser check' }).getBoundingClientRect();
    await expect(Math.abs(status.left - input.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(status.width - input.width)).toBeLessThanOrEqual(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The server fails: a toast says so in the user's words, and the check (single use) is replaced by a new, solved one.
 * The username went out trimmed, with the solved counter as `code`.
 */
export const ServerError: Story = {
  parameters: {
    fakeApi: { captcha: 'on', login: { code: 500, msg: 'Disk full' } } satisfies FakeLoginApi,
    // The toast is outside the page's box.
    visual: { target: 'viewport' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api, canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '  admin  ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    // Our sentence for the code, in the user's language; never the server's own English.
    await expect(await body.findByText('Unknown system error, please report to the administrator')).toBeVisible();
    await expect(body.queryByText('Disk full')).toBeNull();
    await expect(loginBodies()).toEqual([
      { username: 'admin', password: 'not-the-password', code: '3', uuid: 'uuid-1' },
    ]);
    await challengeVerified(api, canvasElement, 2);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('  admin  ');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server has the check off: no status shows, and the login sends only username and password. */
export const CaptchaDisabled: Story = {
  parameters: { fakeApi: { captcha: 'off' } satisfies FakeLoginApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(challengeCalls()).toEqual(['']));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Browser check' })).toBeNull());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), ' editor ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'editor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginBodies()).toEqual([{ username: 'editor', password: 'editor123' }]));
    // Signed in: the session goes on to the user and the menu.
    await waitFor(() => expect(api.calls.map((call) => new URL(call.url).pathname)).toContain('/api-v1.0/getRouters'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The account has had many failed sign-ins: the server asks for the strong check, the page fetches
 * `?strength=strong`, solves it (saying it can take up to a minute) and asks for Log in again, with what was typed
 * still there.
 */
export const StrongChallenge: Story = {
  parameters: {
    fakeApi: { captcha: 'on', requireStrong: true } satisfies FakeLoginApi,
    visual: { target: 'viewport' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api, canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'editor');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'editor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    await expect(
      // The whole sentence, as above: a pattern also matches Radix's screen-reader copy of the toast while it lasts.
      await body.findByText(
        'Many failed sign-ins on this account: a stronger browser check runs now, then sign in again.',
      ),
    ).toBeVisible();
    const status = await challengeVerified(api, canvasElement, 2);
    await expect(challengeCalls()).toEqual(['', '?strength=strong']);
    await expect(status).toHaveAttribute('data-strength', 'strong');
    await expect(status).toHaveTextContent('Extra check done. Log in again.');
    await expect(loginBodies()).toEqual([{ username: 'editor', password: 'editor123', code: '3', uuid: 'uuid-1' }]);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('editor');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('editor123');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The check could not be fetched: the status says so and offers Retry, which fetches a new one. */
export const ChallengeFailed: Story = {
  parameters: { fakeApi: { captcha: 'fail' } satisfies FakeLoginApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('group', { name: 'Browser check' });
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'failed'));
    await expect(status).toHaveTextContent('The browser check failed.');
    await userEvent.click(within(status).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(challengeCalls()).toEqual(['', '']));
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'failed'));
    // Log in sends nothing without a solved check.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'editor');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'editor123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    await expect(loginBodies()).toEqual([]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const pageStories = authPageStories(() => api, {
  heading: 'Labelwise 后台管理系统',
  submit: '登 录',
  form: 'Labelwise back office',
});

/** Simplified Chinese. */
export const ChineseSimplified: Story = pageStories.ChineseSimplified;

/** A 390 px phone: the card takes the width. */
export const Mobile: Story = pageStories.Mobile;
