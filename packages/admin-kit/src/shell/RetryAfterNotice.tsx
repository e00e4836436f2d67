import { Box, Text } from '@labelwise/ui';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from './shell.messages';

/** The warning's own colour (Box has no warning surface) and the ring a moved focus shows. */
const Notice = styled(Box)`
  background: ${({ theme }) => theme.color.warningSubtle};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export interface RetryAfterNoticeProps {
  /** Whole seconds left; nothing shows at 0. */
  seconds: number;
}

/**
 * "Too many attempts, try again in …" under a refused form (429), counting down. Not a live region: the request
 * layer has announced the refusal already, and a countdown read out every second would drown everything else. A
 * submit during the wait moves the focus here instead of asking the server (which would count another attempt).
 */
export const RetryAfterNotice = forwardRef<HTMLElement, RetryAfterNoticeProps>(function RetryAfterNotice(
  { seconds },
  ref,
) {
  const intl = useIntl();
  if (seconds <= 0) return null;
  const text =
    seconds >= 120
      ? intl.formatMessage(messages.tooManyAttemptsMinutes, { minutes: Math.ceil(seconds / 60) })
      : intl.formatMessage(messages.tooManyAttempts, { seconds });
  return (
    <Notice ref={ref} tabIndex={-1} paddingX={3} paddingY={2} radius="md">
      <Text size="sm">{text}</Text>
    </Notice>
  );
});
