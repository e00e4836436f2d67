import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from './shell.messages';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

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
export const RetryAfterNotice = forwardRef<HTMLParagraphElement, RetryAfterNoticeProps>(function RetryAfterNotice(
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
    <Notice ref={ref} tabIndex={-1}>
      {text}
    </Notice>
  );
});
