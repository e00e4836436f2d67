import { FormField, Input } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from './shell.messages';
import type { CaptchaControl } from './useCaptcha';

const CaptchaRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  /* Top-aligned (the button below clears the label), so the image stays beside the input when an error shows. */
  align-items: flex-start;

  & > :first-child {
    flex: 1;
  }
`;

const CaptchaButton = styled.button`
  flex: none;
  /* The FormField label above the input: one line of it plus its bottom margin. */
  margin-top: ${({ theme }) => theme.font.size.md * theme.font.lineHeight.normal + theme.space[1]}px;
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

export interface CaptchaFieldProps {
  captcha: CaptchaControl;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The answer box and the image beside it; clicking the image (or the retry text) fetches a new captcha. */
export function CaptchaField({ captcha, value, onChange, error }: CaptchaFieldProps) {
  const intl = useIntl();
  const failed = captcha.state.kind === 'failed';
  return (
    <CaptchaRow>
      <FormField label={intl.formatMessage(messages.captcha)} error={error} required>
        <Input name="code" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </FormField>
      <CaptchaButton
        type="button"
        onClick={() => void captcha.refresh()}
        aria-label={intl.formatMessage(failed ? messages.captchaFailed : messages.captchaImage)}
        aria-busy={captcha.state.kind === 'loading'}
      >
        {captcha.image ? <img src={captcha.image.src} alt="" /> : null}
        {failed ? intl.formatMessage(messages.retry) : null}
      </CaptchaButton>
    </CaptchaRow>
  );
}
