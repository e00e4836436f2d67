import { contactMessages } from '@labelwise/contract';
import { Button, Dialog, DialogClose, DialogContent } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { HasPermi } from '../../../permissions/gates';
import { messages } from '../../pages.messages';
import { statusMessage, type ContactMessage } from '../../shared/contact';
import { useDictLabel } from '../../shared/dict';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface ReadDialogProps {
  reading: ContactMessage | null;
  onClose: () => void;
  onMarkHandled: (message: ContactMessage) => void;
}

/** One contact message, whole, with "mark handled" while it is not. */
export function ReadDialog({ reading, onClose, onMarkHandled }: ReadDialogProps) {
  const intl = useIntl();
  // "I am" / "I am using" are stored as codes; the dictionaries hold the labels operators read (and may edit).
  const roleLabel = useDictLabel('site_contact_role');
  const osLabel = useDictLabel('site_contact_os');
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog open={reading !== null} onOpenChange={(value) => !value && onClose()}>
      {reading ? (
        <DialogContent
          title={intl.formatMessage(messages.message)}
          description={`${reading.name} <${reading.email}>`}
          footer={
            <>
              {reading.status !== 'handled' ? (
                <HasPermi any={[`${contactMessages.perm}:edit`]}>
                  <Button variant="primary" onClick={() => onMarkHandled(reading)}>
                    {intl.formatMessage(messages.markHandled)}
                  </Button>
                </HasPermi>
              ) : null}
              <DialogClose asChild>
                <Button>{intl.formatMessage(messages.close)}</Button>
              </DialogClose>
            </>
          }
        >
          <Details>
            <dt>{intl.formatMessage(messages.received)}</dt>
            <dd>{when(reading.createdAt)}</dd>
            <dt>{intl.formatMessage(messages.phone)}</dt>
            <dd>{reading.phone || '–'}</dd>
            <dt>{intl.formatMessage(messages.iAm)}</dt>
            <dd>{roleLabel(reading.role)}</dd>
            <dt>{intl.formatMessage(messages.iAmUsing)}</dt>
            <dd>{osLabel(reading.os)}</dd>
            <dt>{intl.formatMessage(messages.status)}</dt>
            <dd>{intl.formatMessage(statusMessage[reading.status])}</dd>
            <dt>{intl.formatMessage(messages.message)}</dt>
            <dd>{reading.message}</dd>
          </Details>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
