import type { MessageDescriptor } from '@labelwise/ui/messages';
import { messages } from '../pages.messages';

/** A contact message as `/site/contact/list` sends it. */
export interface ContactMessage {
  contactId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  role: string;
  os: string;
  status: 'new' | 'read' | 'handled';
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
}

export const statusMessage: Record<ContactMessage['status'], MessageDescriptor> = {
  new: messages.statusNew,
  read: messages.statusRead,
  handled: messages.statusHandled,
};
