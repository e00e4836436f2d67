import { Button, FormField, Input, Text } from '@labelwise/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RequestClient } from '../request/client';
import { REGISTER_FIELDS, register } from '../session/api';
import { AuthCard, AuthPage, AuthSwitch } from './authLayout';
import { ChallengeStatus } from './ChallengeStatus';
import { registerLimits, validateRegister, type RegisterErrors, type RegisterInput } from './registerForm';
import { RetryAfterNotice } from './RetryAfterNotice';
import { messages } from './shell.messages';
import { messages as passwordMessages } from '../session/password.messages';
import { useAuthSubmit } from './useAuthSubmit';
import { fieldErrorOf } from '../request/httpError';

export interface RegisterPageProps {
  client: RequestClient;
}

const empty: RegisterInput = { username: '', password: '', confirmPassword: '' };

/**
 * Self-registration (`POST /register`, form data, no token), reachable from the login page only
 * while the server's `sys.account.registerUser` is true. New accounts get the default role and no permissions
 * until an administrator assigns some. The browser check is the login page's (`useChallenge`, `ChallengeStatus`):
 * Register may be pressed while it runs, and a refused attempt fetches a new one.
 */
export function RegisterPage({ client }: RegisterPageProps) {
  const intl = useIntl();
  const { challenge, retryAfter, retryNotice, submitting, send } = useAuthSubmit(client);
  const [input, setInput] = useState<RegisterInput>(empty);
  const [errors, setErrors] = useState<RegisterErrors>({});
  /** What the API refused, by field, already in the user's language. */
  const [refused, setRefused] = useState<Partial<Record<keyof RegisterInput, string>>>({});
  const [registered, setRegistered] = useState<string | null>(null);

  const field = (name: keyof RegisterInput) => (value: string) => {
    setInput((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    setRefused(({ [name]: _cleared, ...rest }) => rest);
  };
  const errorText = (name: keyof RegisterInput) => {
    const descriptor = errors[name];
    return descriptor ? intl.formatMessage(descriptor, { ...registerLimits }) : refused[name];
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = validateRegister(input);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const username = input.username.trim();
    await send(
      async (proof) => {
        await register(client, {
          username,
          password: input.password,
          confirmPassword: input.confirmPassword,
          ...proof,
        });
        setRegistered(username);
      },
      (error) => {
        // A refusal about a field (a taken username) goes under it; the request layer has toasted anything else.
        const onField = fieldErrorOf(error, REGISTER_FIELDS);
        if (onField) setRefused({ [onField.field]: onField.message });
      },
    );
  }

  if (registered !== null) {
    return (
      <AuthPage>
        <AuthCard as="section" titleId="lw-admin-register-title" title={intl.formatMessage(messages.registerHeading)}>
          <Text role="status">{intl.formatMessage(messages.registered, { username: registered })}</Text>
          <AuthSwitch to="/login">{intl.formatMessage(messages.goToLogin)}</AuthSwitch>
        </AuthCard>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthCard
        noValidate
        onSubmit={submit}
        titleId="lw-admin-register-title"
        title={intl.formatMessage(messages.registerHeading)}
      >
        <FormField label={intl.formatMessage(messages.username)} error={errorText('username')} required>
          <Input
            name="username"
            autoComplete="username"
            value={input.username}
            onChange={(event) => field('username')(event.target.value)}
          />
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
        <FormField
          label={intl.formatMessage(passwordMessages.confirmPassword)}
          error={errorText('confirmPassword')}
          required
        >
          <Input
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={input.confirmPassword}
            onChange={(event) => field('confirmPassword')(event.target.value)}
          />
        </FormField>
        <ChallengeStatus challenge={challenge} queued={submitting} />
        <RetryAfterNotice ref={retryNotice} seconds={retryAfter.remaining} />
        <Button type="submit" variant="primary" loading={submitting}>
          {intl.formatMessage(messages.register)}
        </Button>
        <AuthSwitch to="/login">{intl.formatMessage(messages.haveAccount)}</AuthSwitch>
      </AuthCard>
    </AuthPage>
  );
}
