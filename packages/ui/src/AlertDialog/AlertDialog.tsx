import { forwardRef, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { Button } from '../Button';
import { messages as common } from '../i18n/common.messages';
import { invariant, invariantOneOf } from '../utils/invariant';
import {
  AlertActions,
  AlertContent,
  AlertDescription,
  AlertIcon,
  AlertOverlay,
  AlertText,
  AlertTitle,
} from './AlertDialog.styles';
import { ToneIcon } from '../internal/icons';

export const alertDialogTones = ['info', 'warning', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps {
  /** Controlled: the dialog shows while `open` is true. */
  open: boolean;
  /** Called with `false` when the user confirms, cancels or presses Escape. */
  onOpenChange: (open: boolean) => void;
  /** The question or heading, e.g. "Log out?". Names the dialog. */
  title: ReactNode;
  /** What happens if the user confirms. Describes the dialog. */
  description: ReactNode;
  /** Icon and confirm-button style. `danger` makes the confirm button red. Default `info`. */
  tone?: AlertDialogTone;
  /** Default: the translated "OK". */
  confirmLabel?: ReactNode;
  /** Default: the translated "Cancel". */
  cancelLabel?: ReactNode;
  /** Called when the confirm button is pressed; the dialog then closes. */
  onConfirm: () => void;
  /** Called when the user backs out (Cancel or Escape); nothing else happens. */
  onCancel?: () => void;
  /** Shows only the confirm button, for acknowledgements. Escape still cancels. */
  hideCancel?: boolean;
}

/**
 * A controlled confirmation: "Log out?", "Session expired". Focus starts on Cancel so a stray Enter
 * never confirms; outside clicks are ignored.
 */
export const AlertDialog = forwardRef<HTMLDivElement, AlertDialogProps>(function AlertDialog(
  {
    open,
    onOpenChange,
    title,
    description,
    tone = 'info',
    confirmLabel,
    cancelLabel,
    onConfirm,
    onCancel,
    hideCancel = false,
  },
  ref,
) {
  const intl = useIntl();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // There is no Radix Trigger (the dialog is opened by state), so remember what had focus and return to it.
  const returnFocusRef = useRef<Element | null>(null);
  if (process.env.NODE_ENV !== 'production') {
    invariant('AlertDialog', typeof open === 'boolean', `open must be a boolean; received ${typeof open}.`);
    invariant('AlertDialog', typeof onOpenChange === 'function', 'onOpenChange is required: the dialog is controlled.');
    invariant('AlertDialog', typeof onConfirm === 'function', 'onConfirm is required.');
    invariantOneOf('AlertDialog', 'tone', tone, alertDialogTones);
    invariant(
      'AlertDialog',
      title !== undefined && title !== null && title !== '',
      'title is required: it names the dialog.',
    );
    invariant(
      'AlertDialog',
      description !== undefined && description !== null && description !== '',
      'description is required: it tells the user what confirming does.',
    );
  }

  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <AlertOverlay data-lw-overlay="" />
        <AlertContent
          ref={ref}
          data-tone={tone}
          onEscapeKeyDown={() => onCancel?.()}
          onOpenAutoFocus={(event) => {
            returnFocusRef.current = document.activeElement;
            // Radix focuses Cancel; without one, focus the confirm button instead of nothing.
            if (!hideCancel) return;
            event.preventDefault();
            confirmRef.current?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            returnFocusRef.current = null;
            if (target instanceof HTMLElement && target.isConnected) {
              event.preventDefault();
              target.focus({ preventScroll: true });
            }
          }}
        >
          <AlertIcon data-tone={tone}>
            <ToneIcon tone={tone} />
          </AlertIcon>
          <AlertText>
            <AlertTitle>{title}</AlertTitle>
            <AlertDescription>{description}</AlertDescription>
          </AlertText>
          <AlertActions>
            {hideCancel ? null : (
              <RadixAlertDialog.Cancel asChild>
                <Button onClick={() => onCancel?.()}>{cancelLabel ?? intl.formatMessage(common.cancel)}</Button>
              </RadixAlertDialog.Cancel>
            )}
            <RadixAlertDialog.Action asChild>
              <Button ref={confirmRef} variant={tone === 'danger' ? 'danger' : 'primary'} onClick={() => onConfirm()}>
                {confirmLabel ?? intl.formatMessage(common.confirm)}
              </Button>
            </RadixAlertDialog.Action>
          </AlertActions>
        </AlertContent>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
});
