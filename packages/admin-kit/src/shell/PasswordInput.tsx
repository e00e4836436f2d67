import { EyeIcon, EyeOffIcon, Icon, Input, type InputProps } from '@labelwise/ui';
import { forwardRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from './polish.messages';

const Wrap = styled.span`
  position: relative;
  display: block;

  input {
    width: 100%;
    box-sizing: border-box;
    padding-inline-end: ${({ theme }) => theme.space[8]}px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[8]}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover,
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

/**
 * A password input with a "Show password" toggle (a button with `aria-pressed`, so its state is announced and its
 * name never changes). FormField's id and aria props reach the input itself.
 */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Wrap>
      <Input ref={ref} {...props} type={shown ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-pressed={shown}
        aria-label={intl.formatMessage(messages.showPassword)}
        onClick={() => setShown((value) => !value)}
      >
        <Icon icon={shown ? EyeOffIcon : EyeIcon} size="sm" />
      </Toggle>
    </Wrap>
  );
});
