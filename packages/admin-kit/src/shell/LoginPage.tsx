import { Button, FormField, Input } from '@labelwise/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RequestClient } from '../request/client';
import { fieldErrorOf } from '../request/httpError';
import { LOGIN_FIELDS } from '../session/api';
import type { SessionStore } from '../session/sessionStore';
import { AuthCard, AuthPage, AuthSwitch } from './authLayout';
import { ChallengeStatus } from './ChallengeStatus';
import { PasswordInput } from './PasswordInput';
import { ProductLogo } from '../brand/ProductLogo';
import { messages as polish } from './polish.messages';
import { RetryAfterNotice } from './RetryAfterNotice';
import { messages } from './shell.messages';
import { useAuthSubmit } from './useAuthSubmit';

export interface LoginPageProps {
  client: RequestClient;
  session: SessionStore;
}

interface Errors {
  username?: string;
  password?: string;
}

/**
 * The login page: username (trimmed), password and, when the server enables it, a browser check
 * (an ALTCHA proof of work fetched with a 20 s timeout and solved in the background; its counter goes out as
 * `code`). Log in may be pressed while the check runs: the form goes once it is solved. Each check is single use,
 * so a failed login fetches a new one; when the server asks for the strong check (many failed sign-ins on the
 * account) that one is fetched and the user logs in again with what they typed. A 429 shows how long to wait.
 * When the server accepts self-registration, a link leads to the register page.
 */
export function LoginPage({ client, session }: LoginPageProps) {
  const intl = useIntl();
  const { challenge, retryAfter, retryNotice, submitting, send } = useAuthSubmit(client, { strongOnRequest: true });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = intl.formatMessage(messages.usernameRequired);
    if (!password) next.password = intl.formatMessage(messages.passwordRequired);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await send(
      (proof) => session.login({ username, password, ...proof }),
      (error) => {
        // A refusal about a field goes under it ("Incorrect username or password" under the password); the request
        // layer has toasted anything else.
        const onField = fieldErrorOf(error, LOGIN_FIELDS);
        if (onField) setErrors({ [onField.field]: onField.message });
      },
    );
  }

  return (
    <AuthPage>
      <AuthCard
        noValidate
        onSubmit={submit}
        titleId="lw-admin-login-title"
        title={intl.formatMessage(messages.loginHeading)}
        logo={<ProductLogo label={intl.formatMessage(polish.logoAlt)} />}
      >
        <FormField label={intl.formatMessage(messages.username)} error={errors.username} required>
          <Input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setErrors(({ username: _cleared, ...rest }) => rest);
            }}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.password)} error={errors.password} required>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors(({ password: _cleared, ...rest }) => rest);
            }}
          />
        </FormField>
        <ChallengeStatus challenge={challenge} queued={submitting} />
        <RetryAfterNotice ref={retryNotice} seconds={retryAfter.remaining} />
        <Button type="submit" variant="primary" loading={submitting}>
          {intl.formatMessage(messages.login)}
        </Button>
        {challenge.registerEnabled ? (
          <AuthSwitch to="/register">{intl.formatMessage(messages.registerLink)}</AuthSwitch>
        ) : null}
      </AuthCard>
    </AuthPage>
  );
}
