import { LabelwiseProvider } from '@labelwise/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../i18n/catalog';
import { createMemoryTokenStore } from '../request/tokenStore';
import { createSessionStore } from '../session/sessionStore';
import { createFakeApi, pathsOf } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { validateRegister } from './registerForm';

function renderAt(path: string, options: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi(options);
  const { client, tokenStore, notices } = createTestClient({ tokenStore: createMemoryTokenStore(), fetch: api.fetch });
  const session = createSessionStore(client, tokenStore);
  render(
    <LabelwiseProvider locale="en-us" messages={adminMessages['en-us']}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage client={client} session={session} />} />
          <Route path="/register" element={<RegisterPage client={client} />} />
        </Routes>
      </MemoryRouter>
    </LabelwiseProvider>,
  );
  return { api, notices, user: userEvent.setup() };
}

async function registerBodies(calls: ReturnType<typeof createFakeApi>['calls']) {
  const posts = calls.filter((call) => call.url.endsWith('/register'));
  return Promise.all(
    posts.map(async (call) => {
      // The register body is form data, not JSON.
      expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(call.headers.get('authorization')).toBeNull();
      const form = await new Response(call.body, {
        headers: { 'content-type': call.headers.get('content-type')! },
      }).formData();
      return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
    }),
  );
}

describe('validateRegister', () => {
  const ok = { username: 'ops.lee', password: 'long-enough', confirmPassword: 'long-enough' };
  it('accepts a complete form and names each broken field otherwise', () => {
    expect(validateRegister(ok)).toEqual({});
    expect(Object.keys(validateRegister({ ...ok, username: ' ', password: '', confirmPassword: '' })).sort()).toEqual([
      'confirmPassword',
      'password',
      'username',
    ]);
    expect(validateRegister({ ...ok, username: 'a' }).username?.id).toBe('admin.shell.usernameLength');
    expect(validateRegister({ ...ok, username: 'a b<c' }).username?.id).toBe('admin.shell.usernameChars');
    expect(validateRegister({ ...ok, password: 'short', confirmPassword: 'short' }).password?.id).toBe(
      'admin.password.passwordLength',
    );
    expect(validateRegister({ ...ok, confirmPassword: 'long-enougH' }).confirmPassword?.id).toBe(
      'admin.password.passwordMismatch',
    );
  });
});

const status = () => screen.getByRole('group', { name: 'Browser check' });
const verified = () => waitFor(() => expect(status()).toHaveTextContent('Verified'));

describe('RegisterPage', { timeout: 20_000 }, () => {
  it('the login page offers registration only when the server has it switched on', async () => {
    renderAt('/login');
    await verified();
    expect(screen.queryByRole('link', { name: 'No account yet? Register' })).not.toBeInTheDocument();
  });

  it('goes from the login page to the register form and back', async () => {
    const { user } = renderAt('/login', { registerEnabled: true });
    await user.click(await screen.findByRole('link', { name: 'No account yet? Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a back-office account' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Already have an account? Log in' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows field messages and sends nothing while the form is incomplete', async () => {
    const { api, user } = renderAt('/register', { registerEnabled: true });
    await verified();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('The password must be 8 to 128 characters long')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']);
  });

  it('posts form data with the trimmed username, the solved counter as code and its uuid, then confirms', async () => {
    const { api, user } = renderAt('/register', { registerEnabled: true });
    await verified();
    await user.type(screen.getByLabelText(/^Username/), '  ops.lee  ');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account ops.lee has been created.');
    expect(await registerBodies(api.calls)).toEqual([
      {
        username: 'ops.lee',
        password: 'a-long-password',
        confirmPassword: 'a-long-password',
        code: '3',
        uuid: 'uuid-1',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses, reports why and fetches a new challenge', async () => {
    const { api, notices, user } = renderAt('/register', {
      registerEnabled: true,
      register: { code: 409, msg: 'username: already taken' },
    });
    await verified();
    await user.type(screen.getByLabelText(/^Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'POST /register', 'GET /captchaImage']),
    );
    // Under the username, in the user's words; no toast with the API's "username: …".
    expect(await screen.findByText('This value is already in use; choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(notices.map((notice) => notice.message).join(' ')).not.toContain('username:');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('admin');
    await verified();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The next attempt carries the new challenge.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(async () => expect(await registerBodies(api.calls)).toHaveLength(2));
    expect((await registerBodies(api.calls))[1]).toMatchObject({ code: '3', uuid: 'uuid-2' });
  });

  it('a 429 from the register limit shows the wait in minutes', async () => {
    const { user } = renderAt('/register', {
      registerEnabled: true,
      register: { code: 429, msg: 'Too many requests, retry in 3600 s', retryAfter: 3600 },
    });
    await verified();
    await user.type(screen.getByLabelText(/^Username/), 'ops.kim');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Too many attempts. Try again in 60 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ops.kim');
  });

  it('registers without a check when the server has it switched off', async () => {
    const { api, user } = renderAt('/register', { registerEnabled: true, captcha: 'off' });
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Browser check' })).not.toBeInTheDocument());
    await user.type(screen.getByLabelText(/^Username/), 'ops.kim');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ops.kim');
    expect(await registerBodies(api.calls)).toEqual([
      { username: 'ops.kim', password: 'a-long-password', confirmPassword: 'a-long-password' },
    ]);
  });
});
