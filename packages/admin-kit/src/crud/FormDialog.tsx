import { Button, Dialog, DialogClose, DialogContent } from '@labelwise/ui';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './shared.messages';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Shows the Save button's loading state while the request runs. */
  saving: boolean;
  /** The form's submit handler (Enter in a field or the Save button); validation is the caller's, the form is `noValidate`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The Save button's text; "Save" by default. */
  submitLabel?: ReactNode;
  /** Panel width in px, passed to `DialogContent`. */
  width?: number;
  /** A fixed id for the form (the Save button points at it with `form`); a `useId` one when left out. */
  formId?: string;
  /** The form's fields, usually in a `FormGrid`. */
  children: ReactNode;
}

/**
 * An add/edit dialog holding one form: the title, the fields, and Cancel (closes) plus Save (submits the form, shows
 * `saving`) in the footer.
 */
export function FormDialog({ formId, ...props }: FormDialogProps) {
  return formId === undefined ? <FormDialogWithId {...props} /> : <FormDialogShell {...props} formId={formId} />;
}

function FormDialogWithId(props: Omit<FormDialogProps, 'formId'>) {
  const formId = useId();
  return <FormDialogShell {...props} formId={formId} />;
}

function FormDialogShell({
  open,
  onOpenChange,
  title,
  saving,
  onSubmit,
  submitLabel,
  width,
  formId,
  children,
}: FormDialogProps & { formId: string }) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        {...(width === undefined ? {} : { width })}
        footer={
          <>
            <DialogClose asChild>
              <Button>{intl.formatMessage(messages.cancel)}</Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="primary" loading={saving}>
              {submitLabel ?? intl.formatMessage(messages.save)}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={onSubmit}>
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
