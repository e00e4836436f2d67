import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import { invariant } from '../utils/invariant';
import { messages } from './FormField.messages';
import { ErrorIcon, ErrorRegion, ErrorText, Field, Hint, Label, RequiredMark } from './FormField.styles';

/** The props FormField sets on its control. Any form control that spreads ARIA props onto its element works. */
export interface FormFieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label, already translated. */
  label: ReactNode;
  /**
   * The error text, already translated (e.g. 'Please input', 'Please enter your message'). When set, the
   * control gets `aria-invalid` and is described by it, and the text is announced.
   */
  error?: ReactNode;
  /** Help text under the control; the control is described by it. */
  hint?: ReactNode;
  /** Shows a visual marker and sets `aria-required` on the control (so the marker itself is hidden from screen readers). */
  required?: boolean;
  /** Exactly one form control element: `Input`, `Textarea`, `Select` or a native element. */
  children: ReactElement<FormFieldControlProps>;
}

/**
 * A label, a control, help text and an error message, wired together: the label points at the control, which is
 * described by the hint and the error, flagged invalid and required for assistive technology.
 */
export function FormField({ label, error, hint, required = false, children, ...rest }: FormFieldProps) {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'FormField',
      Children.count(children) === 1 && isValidElement(children),
      'children must be exactly one form control element (for example <Input />).',
    );
  }
  const generatedId = useId();
  const control = children;
  const id = control.props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [control.props['aria-describedby'], hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <Field data-invalid={hasError || undefined} {...rest}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {cloneElement(control, {
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': hasError ? true : control.props['aria-invalid'],
        'aria-required': required ? true : control.props['aria-required'],
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {/* The alert region stays mounted so that an error appearing later is announced. */}
      <ErrorRegion role="alert">
        {hasError ? (
          <ErrorText id={errorId}>
            <ErrorIcon aria-hidden="true" viewBox="0 0 16 16" focusable="false">
              <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              <circle cx="8" cy="11.25" r="0.95" fill="currentColor" />
            </ErrorIcon>
            <span>
              <FormattedMessage
                {...messages.error}
                values={{
                  message: error,
                  hidden: (chunks: ReactNode[]) => <VisuallyHidden.Root>{chunks}</VisuallyHidden.Root>,
                }}
              />
            </span>
          </ErrorText>
        ) : null}
      </ErrorRegion>
    </Field>
  );
}
