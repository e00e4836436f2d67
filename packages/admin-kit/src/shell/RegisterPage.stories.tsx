import { ToastProvider, ToastViewport } from '@labelwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createChallengeIssuer } from '../test/fakeChallenges';
import { createFakeFetch, json } from '../test/fakeFetch';
import { authPageStories, challengeVerified, useStoryClient, withAdminMessages } from '../test/authStories';
import { RegisterPage } from './RegisterPage';

interface FakeRegisterApi {
  captcha: 'on' | 'off';
  /** The answer to POST /register once its challenge checked out; default success. */
  register?: { code: number; msg: string };
}

/** The fake `/api-v1.0` of the story being shown; its `calls` are what the play functions check. */
let api = createFakeFetch();

/** Real, tiny ALTCHA challenges (see test/fakeChallenges.ts): solved in milliseconds, checked on /register. */
function createRegisterApi(options: FakeRegisterApi) {
  const challenges = createChallengeIssuer();
  return createFakeFetch(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api-v1\.0/, '');
    if (path === '/captchaImage') {
      if (options.captcha === 'off') {
        const off = { captchaEnabled: false, registerEnabled: true };
        return json({ code: 200, msg: 'ok', ...off, data: off });
      }
      const data = { ...(await challenges.issue()), registerEnabled: true };
      return json({ code: 200, msg: 'ok', ...data, data });
    }
    if (path === '/register') {
      const form = await request.formData();
      const check =
        options.captcha === 'off' && !form.get('uuid') ? null : challenges.check(form.get('code'), form.get('uuid'));
      if (check && !check.ok) return json({ code: 400, msg: check.msg }, 400);
      return json(options.register ?? { code: 200, msg: 'Operation successful' }, options.register?.code ?? 200);
    }
    return json({ code: 404, msg: 'not found' }, 404);
  });
}

/** The register page over a real request layer and the fake API; notices become toasts. */
function RegisterStory() {
  const client = useStoryClient(api);
  return (
    <MemoryRouter initialEntries={['/register']}>
      <Routes>
        <Route path="/register" element={<RegisterPage client={client} />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

async function registerBodies(): Promise<Array<Record<string, string>>> {
  return Promise.all(
    api.calls
      .filter((call) => call.url.endsWith('/register'))
      .map(async (call) => {
        const form = await new Response(call.body, {
          headers: { 'content-type': call.headers.get('content-type') ?? '' },
        }).formData();
        return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
      }),
  );
}

const meta = {
  title: 'Admin/RegisterPage',
  tags: ['!autodocs'],
  parameters: { lwPadding: false, fakeApi: { captcha: 'on' } satisfies FakeRegisterApi },
  decorators: [withAdminMessages],
  render: (_args, context) => {
    api = createRegisterApi(context.parameters.fakeApi as FakeRegisterApi);
    return (
      <ToastProvider>
        <RegisterStory />
        <ToastViewport />
      </ToastProvider>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username, password twice and the browser check (nothing to type); a link back to the login page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api, canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a back-office account' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Already have an account? Log in' })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

/** The server's rules are checked before anything is sent, each under its field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api, canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'a b');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByText('Use only letters, digits and _ . @ -')).toBeVisible();
    await expect(canvas.getByText('The password must be 8 to 128 characters long')).toBeVisible();
    await expect(canvas.getByText('The two passwords do not match')).toBeVisible();
    await expect(await registerBodies()).toEqual([]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sent as form data with the trimmed username and the solved check; the page then confirms and leads to the login page. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await challengeVerified(api, canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '  ops.lee  ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'a-long-password');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'a-long-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your account ops.lee has been created.');
    await waitFor(async () =>
      expect(await registerBodies()).toEqual([
        {
          username: 'ops.lee',
          password: 'a-long-password',
          confirmPassword: 'a-long-password',
          code: '3',
          uuid: 'uuid-1',
        },
      ]),
    );
    await expect(canvas.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
  },
};

const pageStories = authPageStories(() => api, {
  heading: '注册后台账号',
  submit: '注 册',
  form: 'Create a back-office account',
});

/** Simplified Chinese. */
export const ChineseSimplified: Story = pageStories.ChineseSimplified;

/** A 390 px phone: the card takes the width. */
export const Mobile: Story = pageStories.Mobile;
