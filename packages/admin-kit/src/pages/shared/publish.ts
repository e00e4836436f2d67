import { effectPermissions, isInstallerExt, type Effect } from '@labelwise/contract/effects';
import type { IntlShape } from 'react-intl';
import { draftText, type Draft, type FieldDef } from '../../crud';
import { useEffectAllowed } from '../../permissions';
import { messages as pages } from '../pages.messages';
import { messages } from './publish.messages';

/** What the signed-in user may do with a download, by the contract's effects table (the API refuses by it too). */
export interface PublishRights {
  /** Publish into the slot, or change or delete a published one. */
  publish: boolean;
  /** Upload installer files (or point a manual at one). */
  installers: boolean;
  slot: 'driverSlot' | 'manualSlot';
}

export function usePublishRights(slot: PublishRights['slot']): PublishRights {
  return { publish: useEffectAllowed(slot), installers: useEffectAllowed('installerFile'), slot };
}

const permissionOf = (effect: Effect) => effectPermissions(effect)[0] ?? '';

/** The file types the user may upload here: installers only with the `installerFile` effect's permission. */
export function uploadableTypes(types: readonly string[], rights: PublishRights): readonly string[] {
  return rights.installers ? types : types.filter((ext) => !isInstallerExt(ext));
}

/** Under the file field: which types are left out, and what they need. */
export function installerHint(intl: IntlShape, rights: PublishRights): string | undefined {
  if (rights.installers) return undefined;
  return intl.formatMessage(messages.installersNeed, { permission: permissionOf('installerFile') });
}

/**
 * The Status of a driver or manual: published ('0') or hidden ('1', a draft visitors do not see). Without the
 * permission to publish only Hidden is offered, and the field says what publishing needs.
 */
export function publishStatusField(intl: IntlShape, rights: PublishRights): FieldDef {
  const hint = rights.publish
    ? undefined
    : intl.formatMessage(messages.hiddenOnly, { permission: permissionOf(rights.slot) });
  return {
    key: 'status',
    label: pages.status,
    kind: 'select',
    required: true,
    options: [
      ...(rights.publish ? [{ value: '0', label: messages.published }] : []),
      { value: '1', label: messages.hidden },
    ],
    ...(hint ? { hint: () => hint } : {}),
  };
}

/** A new download starts hidden when the user may not publish, so saving it is accepted. */
export const initialStatus = (rights: PublishRights): '0' | '1' => (rights.publish ? '0' : '1');

/** The draft's status for the body. */
export const publishStatusOf = (draft: Draft): '0' | '1' => (draftText(draft, 'status') === '1' ? '1' : '0');

/** Whether a row may be edited or deleted: a published one only with the permission to publish. */
export const mayChange = (row: { status?: '0' | '1' | undefined }, rights: PublishRights): boolean =>
  rights.publish || row.status === '1';
