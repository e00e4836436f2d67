import { OPERATION_ACTIONS, type OperationAction } from '@labelwise/contract';
import type { MessageDescriptor } from 'react-intl';
import type { Choice } from '../../../crud';
import { messages } from './operlog.messages';

const actionMessages: Readonly<Record<OperationAction, MessageDescriptor>> = {
  add: messages.actionAdd,
  edit: messages.actionEdit,
  remove: messages.actionRemove,
  publish: messages.actionPublish,
  import: messages.actionImport,
  other: messages.actionOther,
};

/** An operation's name; an action this admin does not know reads as "Other". */
export const actionMessage = (action: string): MessageDescriptor =>
  actionMessages[action as OperationAction] ?? messages.actionOther;

export const actionChoices: readonly Choice[] = OPERATION_ACTIONS.map((value) => ({
  value,
  label: actionMessages[value],
}));

/** Both logs: '0' succeeded, '1' failed. */
export const resultChoices: readonly Choice[] = [
  { value: '0', label: messages.succeeded },
  { value: '1', label: messages.failed },
];
