import { contactMessages } from '@labelwise/contract';
import { Button, DescriptionList, DescriptionListItem, Dialog, DialogClose, DialogContent } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { HasPermi } from '../../../permissions/gates';
import { messages } from '../../pages.messages';
import { statusMessage, type ContactMessage } from '../../shared/contact';
import { useDictLabel } from '../../shared/dict';

/** The message keeps the line breaks its sender typed. */
const MessageText = styled.span`
  white-space: pre-wrap;
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
          <DescriptionList>
            <DescriptionListItem term={intl.formatMessage(messages.received)}>
              {when(reading.createdAt)}
            </DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.phone)}>{reading.phone || '–'}</DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.iAm)}>{roleLabel(reading.role)}</DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.iAmUsing)}>
              {osLabel(reading.os)}
            </DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.status)}>
              {intl.formatMessage(statusMessage[reading.status])}
            </DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.message)}>
              <MessageText>{reading.message}</MessageText>
            </DescriptionListItem>
          </DescriptionList>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
