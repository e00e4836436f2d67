import { Button, FormField, Input } from '@labelwise/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { RequestClient } from '../request/client';
import { fetchCaptcha, type Captcha } from '../session/api';
import type { SessionStore } from '../session/session-store';
import { messages } from './shell.messages';

export interface LoginPageProps {
  client: RequestClient;
  session: SessionStore;
}

type CaptchaState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; captcha: Captcha };

interface Errors {
  username?: string;
  password?: string;
  code?: string;
}

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Card = styled.form`
  width: min(400px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

const CaptchaRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;

  & > :first-child {
    flex: 1;
  }
`;

const CaptchaButton = styled.button`
  flex: none;
  width: 120px;
  height: ${({ theme }) => theme.control.height}px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  cursor: pointer;
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The login page (spec §2, §4, §5): username (trimmed), password and, when the server enables it, a captcha image
 * fetched with a 20 s timeout. A failed login or captcha load fetches a new captcha (each one is single-use).
 */
export function LoginPage({ client, session }: LoginPageProps) {
  const intl = useIntl();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaState>({ kind: 'loading' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const mounted = useRef(true);

  const refreshCaptcha = useCallback(async () => {
    setCaptcha({ kind: 'loading' });
    try {
      const next = await fetchCaptcha(client);
      if (mounted.current) setCaptcha({ kind: 'ready', captcha: next });
    } catch {
      if (mounted.current) setCaptcha({ kind: 'failed' });
    }
  }, [client]);

  useEffect(() => {
    mounted.current = true;
    void refreshCaptcha();
    return () => {
      mounted.current = false;
    };
  }, [refreshCaptcha]);

  // Until the server says otherwise the captcha is expected; `captchaEnabled: false` hides it.
  const captchaOn = captcha.kind !== 'ready' || captcha.captcha.enabled;
  const image = captcha.kind === 'ready' && captcha.captcha.enabled ? captcha.captcha : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = intl.formatMessage(messages.usernameRequired);
    if (!password) next.password = intl.formatMessage(messages.passwordRequired);
    if (captchaOn && !code.trim()) next.code = intl.formatMessage(messages.captchaRequired);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      await session.login(captchaOn ? { username, password, code, uuid: image?.uuid ?? '' } : { username, password });
    } catch {
      // The request layer has shown why; a captcha is single-use, so fetch a new one and clear the old answer.
      if (mounted.current && captchaOn) {
        setCode('');
        void refreshCaptcha();
      }
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  }

  return (
    <Page>
      <Card noValidate onSubmit={submit} aria-labelledby="lw-admin-login-title">
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
        {captchaOn ? (
          <CaptchaRow>
            <FormField label={intl.formatMessage(messages.captcha)} error={errors.code} required>
              <Input name="code" autoComplete="off" value={code} onChange={(event) => {
                  setCode(event.target.value);
                  setErrors(({ code: _cleared, ...rest }) => rest);
                }} />
            </FormField>
            <CaptchaButton
              type="button"
              onClick={() => void refreshCaptcha()}
              aria-label={intl.formatMessage(captcha.kind === 'failed' ? messages.captchaFailed : messages.captchaImage)}
              aria-busy={captcha.kind === 'loading'}
            >
              {image ? <img src={image.src} alt="" /> : null}
              {captcha.kind === 'failed' ? intl.formatMessage(messages.retry) : null}
            </CaptchaButton>
          </CaptchaRow>
        ) : null}
        <Button type="submit" variant="primary" loading={submitting}>
          {intl.formatMessage(messages.login)}
        </Button>
      </Card>
    </Page>
  );
}
