import { Button, CircleAlertIcon, CircleCheckIcon, Icon, Inline, Stack, Text } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from './shell.messages';
import type { ChallengeControl } from './useChallenge';

/**
 * The status row's own rules: as tall as the controls beside it, a red border on failure, the status icon in its
 * colour, and the lines taking the room between the icon and the Retry button.
 */
const Row = styled(Inline)`
  min-height: ${({ theme }) => theme.control.height}px;

  &&[data-state='failed'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  [data-icon='ready'] {
    color: ${({ theme }) => theme.color.success};
  }
  [data-icon='failed'] {
    color: ${({ theme }) => theme.color.danger};
  }
  [aria-live] {
    flex: 1;
  }
`;

/** Fetching and solving: a turning ring at the icon's size (no primitive spins). */
const Spinner = styled.span`
  flex: none;
  box-sizing: border-box;
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
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
    <Row
      role="group"
      aria-label={intl.formatMessage(messages.challengeLabel)}
      aria-busy={busy}
      data-state={state.kind}
      data-strength={state.strength}
      gap={3}
      wrap={false}
      paddingX={3}
      paddingY={2}
      radius="md"
      background="surfaceMuted"
      bordered
    >
      {busy ? (
        <Spinner />
      ) : (
        <Icon icon={state.kind === 'ready' ? CircleCheckIcon : CircleAlertIcon} size="sm" data-icon={state.kind} />
      )}
      <Stack gap={1} aria-live="polite" aria-atomic="true">
        {lines.map((line, index) => (
          <Text key={line} size="sm" tone={index === 0 ? 'default' : 'muted'}>
            {line}
          </Text>
        ))}
      </Stack>
      {state.kind === 'failed' ? (
        <Button size="small" onClick={() => challenge.refresh()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      ) : null}
    </Row>
  );
}
