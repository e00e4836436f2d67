import { LabelwiseProvider } from '@labelwise/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../i18n/catalog';
import { createMemoryTokenStore } from '../request/tokenStore';
import { createSessionStore } from '../session/sessionStore';
import { createFakeApi, pathsOf } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { LoginPage } from './LoginPage';

/*
 * The fake API serves real ALTCHA challenges with tiny counters (3 normal, 5 strong) that solve in milliseconds on
 * the main thread (jsdom has no Worker). `gate` lets a test hold the solve to see the page while it works.
 */
const gate = vi.hoisted(() => ({
  hold: null as Promise<void> | null,
  fail: false,
  signal: null as AbortSignal | null,
}));
vi.mock('./challengeSolver', async (importOriginal) => {
  const real = await importOriginal<typeof import('./challengeSolver')>();
  return {
    solve: async (...args: Parameters<typeof real.solve>) => {
      gate.signal = args[1].signal;
      if (gate.hold) await gate.hold;
      if (gate.fail) return null;
      return real.solve(...args);
    },
  };
});

afterEach(() => {
  gate.hold = null;
  gate.fail = false;
  gate.signal = null;
});

/** Holds every solve until `release()`. */
function holdSolving() {
  let release = () => undefined as void;
  gate.hold = new Promise<void>((resolve) => {
    release = () => {
      gate.hold = null;
      resolve();
    };
  });
  return () => release();
}

function renderLogin(options: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi(options);
  const { client, tokenStore, notices } = createTestClient({ tokenStore: createMemoryTokenStore(), fetch: api.fetch });
  const session = createSessionStore(client, tokenStore);
  const view = render(
    <LabelwiseProvider locale="en-us" messages={adminMessages['en-us']}>
      <LoginPage client={client} session={session} />
    </LabelwiseProvider>,
  );
  return { api, tokenStore, session, notices, view, user: userEvent.setup() };
}

const loginBodies = (calls: ReturnType<typeof createFakeApi>['calls']) =>
  calls.filter((call) => call.url.endsWith('/login')).map((call) => JSON.parse(call.body) as Record<string, string>);

const challengeUrls = (calls: ReturnType<typeof createFakeApi>['calls']) =>
  calls.filter((call) => new URL(call.url).pathname.endsWith('/captchaImage')).map((call) => new URL(call.url).search);

const status = () => screen.getByRole('group', { name: 'Browser check' });
const verified = () => waitFor(() => expect(status()).toHaveTextContent('Verified'));

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
}

describe('LoginPage', { timeout: 20_000 }, () => {
  it('fetches a challenge without the token and solves it by itself: no code to type', async () => {
    const { api } = renderLogin();
    await verified();
    expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']);
    expect(api.calls[0]!.headers.get('authorization')).toBeNull();
    expect(status()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('textbox', { name: /Captcha|code/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('shows that it is working, politely announced, until the solve is done', async () => {
    const release = holdSolving();
    renderLogin();
    await waitFor(() => expect(status()).toHaveTextContent('Checking your browser…'));
    expect(status()).toHaveAttribute('aria-busy', 'true');
    expect(within(status()).getByText('Checking your browser…').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    release();
    await verified();
  });

  it('asks for the missing fields instead of calling the server', async () => {
    const { api, user } = renderLogin();
    await verified();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']);
  });

  it("sends the trimmed username with the solved counter as code and the challenge's uuid, and signs in", async () => {
    const { api, user, session, tokenStore } = renderLogin();
    await verified();
    await fillIn(user, '  editor  ', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([{ username: 'editor', password: 'editor123', code: '3', uuid: 'uuid-1' }]);
    expect(tokenStore.get()).toBe('tok-new');
  });

  it('Log in pressed while the check runs waits for it, then sends once, keeping what was typed', async () => {
    const release = holdSolving();
    const { api, user, session } = renderLogin();
    await waitFor(() => expect(status()).toHaveTextContent('Checking your browser…'));
    await fillIn(user, 'editor', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    expect(status()).toHaveTextContent('Your form is sent as soon as the check is done.');
    expect(loginBodies(api.calls)).toEqual([]);
    expect(screen.getByLabelText(/Username/)).toHaveValue('editor');
    release();
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([{ username: 'editor', password: 'editor123', code: '3', uuid: 'uuid-1' }]);
  });

  it('a failed login fetches a new challenge (single use) and the next login carries it', async () => {
    const { api, user, notices } = renderLogin({
      login: { code: 400, msg: 'password: incorrect username or password' },
    });
    await verified();
    await fillIn(user, 'editor', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'POST /login', 'GET /captchaImage']));
    // Under the password, in the user's words; no toast with the API's "password: …".
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(notices.map((notice) => notice.message).join(' ')).not.toContain('password:');
    await verified();
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginBodies(api.calls)).toHaveLength(2));
    expect(loginBodies(api.calls)[1]).toMatchObject({ code: '3', uuid: 'uuid-2' });
  });

  it('shows the product logo and a show-password toggle (a pressed state, one name)', async () => {
    const { user } = renderLogin({});
    expect(screen.getByRole('img', { name: 'Labelwise' })).toBeInTheDocument();
    const password = screen.getByLabelText(/Password/);
    await user.type(password, 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('secret');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('a challenge the server refuses (400 code:) is replaced before the next attempt', async () => {
    const { api, user } = renderLogin({ login: { code: 400, msg: 'code: the check expired, fetch a new one' } });
    await verified();
    await fillIn(user, 'editor', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'POST /login', 'GET /captchaImage']));
    await verified();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginBodies(api.calls)).toHaveLength(2));
    expect(loginBodies(api.calls).map((body) => body.uuid)).toEqual(['uuid-1', 'uuid-2']);
  });

  it('the strong-challenge error fetches ?strength=strong, says it takes longer, and the next Log in carries the new uuid', async () => {
    const { api, user, session } = renderLogin({ requireStrong: true });
    await verified();
    await fillIn(user, 'editor', 'editor123');
    const release = holdSolving();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(challengeUrls(api.calls)).toEqual(['', '?strength=strong']));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Many failed sign-ins for this account: an extra check runs, this can take up to a minute',
      ),
    );
    expect(status()).toHaveAttribute('data-strength', 'strong');
    release();
    await waitFor(() => expect(status()).toHaveTextContent('VerifiedExtra check done. Log in again.'));
    // What was typed stays.
    expect(screen.getByLabelText(/Username/)).toHaveValue('editor');
    expect(screen.getByLabelText(/Password/)).toHaveValue('editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([
      { username: 'editor', password: 'editor123', code: '3', uuid: 'uuid-1' },
      { username: 'editor', password: 'editor123', code: '5', uuid: 'uuid-2' },
    ]);
  });

  it('after a strong challenge, a further failure asks for a strong one again', async () => {
    const { api, user } = renderLogin({
      requireStrong: true,
      login: { code: 400, msg: 'password: incorrect username or password' },
    });
    await verified();
    await fillIn(user, 'editor', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(status()).toHaveTextContent('Extra check done. Log in again.'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(challengeUrls(api.calls)).toEqual(['', '?strength=strong', '?strength=strong']));
    expect(loginBodies(api.calls)[1]).toMatchObject({ code: '5', uuid: 'uuid-2' });
  });

  it('a strong challenge is fetched even when the check is off by config', async () => {
    const { api, user, session } = renderLogin({ captcha: 'off', requireStrong: true });
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Browser check' })).not.toBeInTheDocument());
    await fillIn(user, 'editor', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(status()).toHaveTextContent('Extra check done. Log in again.'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([
      { username: 'editor', password: 'editor123' },
      { username: 'editor', password: 'editor123', code: '5', uuid: 'uuid-1' },
    ]);
  });

  it('429 shows how long to wait from Retry-After, keeps the form and does not ask the server again meanwhile', async () => {
    const { api, user } = renderLogin({
      login: {
        code: 429,
        msg: 'username: wait 30 s before the next sign-in attempt',
        retryAfter: 30,
        data: { retryAfterSeconds: 30 },
      },
    });
    await verified();
    await fillIn(user, 'editor', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const notice = await screen.findByText('Too many attempts. Try again in 30 seconds.');
    expect(screen.getByLabelText(/Username/)).toHaveValue('editor');
    expect(screen.getByLabelText(/Password/)).toHaveValue('editor123');
    // The check was used up: a new one comes.
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'POST /login', 'GET /captchaImage']));
    await verified();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(loginBodies(api.calls)).toHaveLength(1);
    // The focus goes to the notice's box, which holds the line (a padded box around a paragraph).
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('a long wait is shown in minutes', async () => {
    const { user } = renderLogin({ login: { code: 429, msg: 'username: too many failed sign-ins', retryAfter: 900 } });
    await verified();
    await fillIn(user, 'editor', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('a challenge that fails to load offers Retry', async () => {
    const { api, user } = renderLogin({ captcha: 'fail' });
    await waitFor(() => expect(status()).toHaveTextContent('The browser check failed.'));
    expect(status()).toHaveAttribute('data-state', 'failed');
    await user.click(within(status()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage', 'GET /captchaImage']));
  });

  it('a solve that fails offers Retry, Log in sends nothing meanwhile, and Retry solves a new challenge', async () => {
    gate.fail = true;
    const { api, user, session } = renderLogin();
    await waitFor(() => expect(status()).toHaveTextContent('The browser check failed.'));
    await fillIn(user, 'editor', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(loginBodies(api.calls)).toEqual([]);
    gate.fail = false;
    await user.click(within(status()).getByRole('button', { name: 'Retry' }));
    await verified();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([{ username: 'editor', password: 'editor123', code: '3', uuid: 'uuid-2' }]);
  });

  it('stops solving when the page goes away', async () => {
    const release = holdSolving();
    const { view } = renderLogin();
    await waitFor(() => expect(status()).toHaveTextContent('Checking your browser…'));
    expect(gate.signal?.aborted).toBe(false);
    view.unmount();
    expect(gate.signal?.aborted).toBe(true);
    release();
  });

  it('hides the check when the server has it switched off, and logs in without it', async () => {
    const { api, user, session } = renderLogin({ captcha: 'off' });
    await waitFor(() => expect(pathsOf(api.calls)).toEqual(['GET /captchaImage']));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Browser check' })).not.toBeInTheDocument());
    await fillIn(user, 'editor', 'editor123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.getState().status).toBe('ready'));
    expect(loginBodies(api.calls)).toEqual([{ username: 'editor', password: 'editor123' }]);
  });
});
