import { LabelwiseProvider } from '@labelwise/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../i18n/catalog';
import { createRequestClient } from '../request/client';
import { createMemoryTokenStore } from '../request/token-store';
import { createSessionStore } from '../session/session-store';
import { createFakeApi, pathsOf } from '../test/fake-api';
import { formatterFor } from '../test/intl';
import { LoginPage } from './LoginPage';

function renderLogin(options: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi(options);
  const tokenStore = createMemoryTokenStore();
  const client = createRequestClient({
    origin: 'http://admin.test',
    tokenStore,
    formatMessage: formatterFor('en-us'),
    notify: () => undefined,
    onSessionExpired: () => Promise.resolve('stay'),
    fetch: api.fetch,
  });
  const session = createSessionStore(client, tokenStore);
  render(
    <LabelwiseProvider locale="en-us" messages={adminMessages['en-us']}>
      <LoginPage client={client} session={session} />
    </LabelwiseProvider>,
  );
  return { api, tokenStore, session, user: userEvent.setup() };
}

const loginBodies = (calls: ReturnType<typeof createFakeApi>['calls']) =>
  calls.filter((call) => call.url.endsWith('/login')).map((call) => JSON.parse(call.body) as Record<string, string>);

describe('LoginPage', { timeout: 20_000 }, () => {
  it('shows the captcha image, fetched without the token', async () => {
    const { api } = renderLogin();
    const button = await screen.findByRole('button', { name: 'Captcha image, click to get a new one' });
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+'));
    expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']);
    expect(api.calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('asks for the missing fields instead of calling the server', async () => {
    const { api, user } = renderLogin();
    await screen.findByRole('button', { name: /Captcha image/ });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();
    expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']);
  });

  it('sends the trimmed username with the captcha answer and its uuid, and signs in', async () => {
    const { api, user, session, tokenStore } = renderLogin();
    await screen.findByRole('button', { name: /Captcha image/ });
    await user.type(screen.getByLabelText(/Username/), '  editor  ');
    await user.type(screen.getByLabelText(/Password/), 'editor123');
    await user.type(screen.getByRole('textbox', { name: /^Captcha/ }), 'x7k2');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([{ username: 'editor', password: 'editor123', code: 'x7k2', uuid: 'uuid-1' }]);
    expect(tokenStore.get()).toBe('tok-new');
  });

  it('a failed login fetches a new captcha and clears the old answer', async () => {
    const { api, user } = renderLogin({ login: { code: 400, msg: 'code: captcha is incorrect' } });
    await screen.findByRole('button', { name: /Captcha image/ });
    await user.type(screen.getByLabelText(/Username/), 'editor');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.type(screen.getByRole('textbox', { name: /^Captcha/ }), 'zzzz');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'POST /login', 'GET /captchaImage']));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Captcha/ })).toHaveValue(''));
    await user.type(screen.getByRole('textbox', { name: /^Captcha/ }), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginBodies(api.calls)).toHaveLength(2));
    expect(loginBodies(api.calls)[1]).toMatchObject({ code: 'abcd', uuid: 'uuid-2' });
  });

  it('a captcha that fails to load offers a retry', async () => {
    const { api, user } = renderLogin({ captcha: 'fail' });
    const retry = await screen.findByRole('button', { name: 'The captcha could not be loaded. Click to retry.' });
    await user.click(retry);
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'GET /captchaImage']));
  });

  it('hides the captcha when the server has it switched off, and logs in without it', async () => {
    const { api, user, session } = renderLogin({ captcha: 'off' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Captcha/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Captcha image/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), 'editor');
    await user.type(screen.getByLabelText(/Password/), 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([{ username: 'editor', password: 'editor123' }]);
  });
});
