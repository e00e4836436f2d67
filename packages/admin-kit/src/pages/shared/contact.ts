import { type ContactMessage as ContractContactMessage } from '@labelwise/contract';
import type { MessageDescriptor } from '@labelwise/ui/messages';
import { messages } from '../pages.messages';

/** A contact message as `/site/contact/list` sends it. */
export type ContactMessage = ContractContactMessage;

export const statusMessage: Record<ContactMessage['status'], MessageDescriptor> = {
  new: messages.statusNew,
  read: messages.statusRead,
  handled: messages.statusHandled,
};
