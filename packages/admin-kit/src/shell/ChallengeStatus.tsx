import { Button } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from './shell.messages';
import type { ChallengeControl } from './useChallenge';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: ${({ theme }) => theme.control.height}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  &[data-state='failed'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  width: 18px;
  height: 18px;

  &[data-icon='ready'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-icon='failed'] {
    color: ${({ theme }) => theme.color.danger};
  }
  svg {
    width: 100%;
    height: 100%;
  }
  /* The tick and the exclamation mark are cut out of the filled circle in the surface colour. */
  .mark {
    fill: none;
    stroke: ${({ theme }) => theme.color.surface};
  }
  .dot {
    fill: ${({ theme }) => theme.color.surface};
  }
`;

const Spinner = styled.span`
  width: 100%;
  height: 100%;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primaryStrong};
  border-radius: 50%;
  animation: lw-admin-challenge-spin 0.8s linear infinite;
  @keyframes lw-admin-challenge-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden>
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path className="mark" d="M5.5 10.5l3 3 6-6.5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function FailedIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden>
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path className="mark" d="M10 5v6" strokeWidth="2" strokeLinecap="round" />
      <circle className="dot" cx="10" cy="14.5" r="1.25" />
    </svg>
  );
}

export interface ChallengeStatusProps {
  challenge: ChallengeControl;
  /** The user pressed the submit button before the check was done: the form goes as soon as it is. */
  queued?: boolean;
}

/**
 * Where the browser check of the login and register pages stands; it replaces the captcha picture and needs no
 * input. Fetching and solving show a spinner, a solved check a tick ("Verified"), a failure a Retry button. The
 * text is a polite live region, so the changes are announced without taking the focus. Nothing shows when the
 * server has the check off.
 */
export function ChallengeStatus({ challenge, queued = false }: ChallengeStatusProps) {
  const intl = useIntl();
  const { state } = challenge;
  if (state.kind === 'off') return null;
  const strong = state.strength === 'strong';
  const busy = state.kind === 'loading' || state.kind === 'working';

  const lines: string[] = [];
  if (state.kind === 'loading') lines.push(intl.formatMessage(messages.challengeLoading));
  if (state.kind === 'working') lines.push(intl.formatMessage(messages.challengeWorking));
  if (state.kind === 'ready') lines.push(intl.formatMessage(messages.challengeVerified));
  if (state.kind === 'failed') lines.push(intl.formatMessage(messages.challengeFailed));
  if (busy && strong) lines.push(intl.formatMessage(messages.challengeStrong));
  if (state.kind === 'ready' && strong) lines.push(intl.formatMessage(messages.challengeStrongReady));
  if (busy && queued) lines.push(intl.formatMessage(messages.challengeQueued));

  return (
    <Box
      role="group"
      aria-label={intl.formatMessage(messages.challengeLabel)}
      aria-busy={busy}
      data-state={state.kind}
      data-strength={state.strength}
    >
      <Icon data-icon={busy ? 'busy' : state.kind}>
        {busy ? <Spinner /> : state.kind === 'ready' ? <CheckIcon /> : <FailedIcon />}
      </Icon>
      <Text aria-live="polite" aria-atomic="true">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Text>
      {state.kind === 'failed' ? (
        <Button size="small" onClick={() => challenge.refresh()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      ) : null}
    </Box>
  );
}
