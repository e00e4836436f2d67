import { Button, FormField, Input } from '@labelwise/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RequestClient } from '../request/client';
import type { SessionStore } from '../session/session-store';
import { AuthCard, AuthPage, AuthSwitch } from './auth-layout';
import { CaptchaField } from './CaptchaField';
import { messages } from './shell.messages';
import { useCaptcha } from './useCaptcha';

export interface LoginPageProps {
  client: RequestClient;
  session: SessionStore;
}

interface Errors {
  username?: string;
  password?: string;
  code?: string;
}

/**
 * The login page (spec §2, §4, §5): username (trimmed), password and, when the server enables it, a captcha image
 * fetched with a 20 s timeout. A failed login or captcha load fetches a new captcha (each one is single-use).
 * When the server accepts self-registration, a link leads to the register page.
 */
export function LoginPage({ client, session }: LoginPageProps) {
  const intl = useIntl();
  const captcha = useCaptcha(client);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = intl.formatMessage(messages.usernameRequired);
    if (!password) next.password = intl.formatMessage(messages.passwordRequired);
    if (captcha.required && !code.trim()) next.code = intl.formatMessage(messages.captchaRequired);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      await session.login(captcha.required ? { username, password, code, uuid: captcha.image?.uuid ?? '' } : { username, password });
    } catch {
      // The request layer has shown why; a captcha is single-use, so fetch a new one and clear the old answer.
      if (captcha.required) {
        setCode('');
        void captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthPage>
      <AuthCard noValidate onSubmit={submit} aria-labelledby="lw-admin-login-title">
        <h1 id="lw-admin-login-title">{intl.formatMessage(messages.loginHeading)}</h1>
        <FormField label={intl.formatMessage(messages.username)} error={errors.username} required>
          <Input name="username" autoComplete="username" value={username} onChange={(event) => {
              setUsername(event.target.value);
              setErrors(({ username: _cleared, ...rest }) => rest);
            }} />
        </FormField>
        <FormField label={intl.formatMessage(messages.password)} error={errors.password} required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors(({ password: _cleared, ...rest }) => rest);
            }}
          />
        </FormField>
        {captcha.required ? (
          <CaptchaField
            captcha={captcha}
            value={code}
            error={errors.code}
            onChange={(value) => {
              setCode(value);
              setErrors(({ code: _cleared, ...rest }) => rest);
            }}
          />
        ) : null}
        <Button type="submit" variant="primary" loading={submitting}>
          {intl.formatMessage(messages.login)}
        </Button>
        {captcha.registerEnabled ? (
          <AuthSwitch>
            <Link to="/register">{intl.formatMessage(messages.registerLink)}</Link>
          </AuthSwitch>
        ) : null}
      </AuthCard>
    </AuthPage>
  );
}
