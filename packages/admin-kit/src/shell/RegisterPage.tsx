import { Button, FormField, Input } from '@labelwise/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RequestClient } from '../request/client';
import { register } from '../session/api';
import { AuthCard, AuthPage, AuthSwitch } from './auth-layout';
import { CaptchaField } from './CaptchaField';
import { registerLimits, validateRegister, type RegisterErrors, type RegisterInput } from './register-form';
import { messages } from './shell.messages';
import { useCaptcha } from './useCaptcha';

export interface RegisterPageProps {
  client: RequestClient;
}

const empty: RegisterInput = { username: '', password: '', confirmPassword: '', code: '' };

/**
 * Self-registration (spec §1, §7: `POST /register`, form data, no token), reachable from the login page only
 * while the server's `sys.account.registerUser` is true. New accounts get the default role and no permissions
 * until an administrator assigns some.
 */
export function RegisterPage({ client }: RegisterPageProps) {
  const intl = useIntl();
  const captcha = useCaptcha(client);
  const [input, setInput] = useState<RegisterInput>(empty);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);

  const field = (name: keyof RegisterInput) => (value: string) => {
    setInput((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const errorText = (name: keyof RegisterInput) => {
    const descriptor = errors[name];
    return descriptor ? intl.formatMessage(descriptor, { ...registerLimits }) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = validateRegister(input, captcha.required);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    const username = input.username.trim();
    try {
      await register(client, {
        username,
        password: input.password,
        confirmPassword: input.confirmPassword,
        ...(captcha.required ? { code: input.code, uuid: captcha.image?.uuid ?? '' } : {}),
      });
      setRegistered(username);
    } catch {
      // The request layer has shown the server's reason (e.g. a taken username); the captcha was used up.
      if (captcha.required) {
        setInput((current) => ({ ...current, code: '' }));
        void captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (registered !== null) {
    return (
      <AuthPage>
        <AuthCard as="section" aria-labelledby="lw-admin-register-title">
          <h1 id="lw-admin-register-title">{intl.formatMessage(messages.registerHeading)}</h1>
          <p role="status">{intl.formatMessage(messages.registered, { username: registered })}</p>
          <AuthSwitch>
            <Link to="/login">{intl.formatMessage(messages.goToLogin)}</Link>
          </AuthSwitch>
        </AuthCard>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthCard noValidate onSubmit={submit} aria-labelledby="lw-admin-register-title">
        <h1 id="lw-admin-register-title">{intl.formatMessage(messages.registerHeading)}</h1>
        <FormField label={intl.formatMessage(messages.username)} error={errorText('username')} required>
          <Input name="username" autoComplete="username" value={input.username} onChange={(event) => field('username')(event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.password)} error={errorText('password')} required>
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={input.password}
            onChange={(event) => field('password')(event.target.value)}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.confirmPassword)} error={errorText('confirmPassword')} required>
          <Input
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={input.confirmPassword}
            onChange={(event) => field('confirmPassword')(event.target.value)}
          />
        </FormField>
        {captcha.required ? <CaptchaField captcha={captcha} value={input.code} error={errorText('code')} onChange={field('code')} /> : null}
        <Button type="submit" variant="primary" loading={submitting}>
          {intl.formatMessage(messages.register)}
        </Button>
        <AuthSwitch>
          <Link to="/login">{intl.formatMessage(messages.haveAccount)}</Link>
        </AuthSwitch>
      </AuthCard>
    </AuthPage>
  );
}
