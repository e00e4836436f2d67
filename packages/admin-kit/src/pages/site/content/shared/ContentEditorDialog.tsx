import {
  AlertDialog,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  FormField,
  Heading,
  Input,
  Select,
  Stack,
  Tooltip,
} from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useHasPermi } from '../../../../permissions';
import { describeFieldProblem } from '../../../../request/fieldErrors';
import { ContentFields } from './ContentFields';
import { messages } from './content.messages';
import { useCatalogLocale } from './ContentMessages';
import { LocaleTabs } from './LocaleTabs';
import { PreviewDialog } from './PreviewDialog';
import type { ContentDeclaration } from './types';
import { useContentEditor, type ContentEditor } from './useContentEditor';

const Meta = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export interface ContentEditorDialogProps {
  declaration: ContentDeclaration;
  /** The item to edit; null adds a new one. */
  itemId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a save, publish or discard (the list reloads). */
  onChanged: () => void;
}

/**
 * The editor of one content item: its key, order and visibility, the fields shared by all languages, one tab per
 * locale (marked when missing), and Save draft, Preview, Publish and Discard draft.
 */
export function ContentEditorDialog({ declaration, itemId, open, onOpenChange, onChanged }: ContentEditorDialogProps) {
  const intl = useIntl();
  const editor = useContentEditor(declaration, itemId, open);
  const perm = `site:${declaration.kind}`;
  const canPublish = useHasPermi([`${perm}:publish`]);
  const canEdit = useHasPermi([itemId === null ? `${perm}:add` : `${perm}:edit`]);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { item, state, setState, errors } = editor;
  const name = item?.key ?? state.key;
  const after = (done: boolean) => done && onChanged();
  const initial = useCatalogLocale();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width={960}
        title={item ? intl.formatMessage(messages.editTitle, { name }) : intl.formatMessage(declaration.addLabel)}
        footer={
          <EditorActions
            editor={editor}
            canEdit={canEdit}
            canPublish={canPublish}
            onDiscard={() => setConfirm('discard')}
            onPublish={() => setConfirm('publish')}
            onPreview={() => setPreviewing(true)}
            after={after}
          />
        }
      >
        {editor.loading ? (
          <p>{intl.formatMessage(messages.loading)}</p>
        ) : (
          <Stack gap={5}>
            <Stack as="section" gap={4} aria-labelledby="lw-content-shared">
              <Heading level={3} size="md" weight="bold" id="lw-content-shared">
                {intl.formatMessage(messages.sharedFields)}
              </Heading>
              <ItemMeta editor={editor} />
              <ContentFields
                fields={declaration.sharedFields}
                values={state.shared}
                onChange={(shared) => setState((s) => ({ ...s, shared }))}
                prefix="shared"
                errors={errors}
                locale={undefined}
                itemKey={state.key}
                shared={state.shared}
              />
            </Stack>
            <Stack as="section" gap={4} aria-label={intl.formatMessage(messages.localeFields)}>
              <LocaleTabs
                declaration={declaration}
                state={state}
                setState={setState}
                errors={errors}
                initial={initial}
              />
            </Stack>
          </Stack>
        )}
      </DialogContent>
      {item ? (
        <PreviewDialog
          kind={declaration.kind}
          itemKey={item.key}
          initialLocale={initial}
          open={previewing}
          onOpenChange={setPreviewing}
        />
      ) : null}
      <AlertDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        tone={confirm === 'discard' ? 'danger' : 'info'}
        title={intl.formatMessage(confirm === 'discard' ? messages.discardTitle : messages.publishTitle, { name })}
        description={intl.formatMessage(confirm === 'discard' ? messages.discardConfirm : messages.publishConfirm, {
          name,
        })}
        confirmLabel={intl.formatMessage(confirm === 'discard' ? messages.discardDraft : messages.publish)}
        onConfirm={() => void (confirm === 'discard' ? editor.discard() : editor.publish()).then(after)}
      />
    </Dialog>
  );
}

interface ActionsProps {
  editor: ContentEditor;
  canEdit: boolean;
  canPublish: boolean;
  onDiscard: () => void;
  onPublish: () => void;
  /** Shows the saved draft as the site renders it (unsaved changes are saved first). */
  onPreview: () => void;
  after: (done: boolean) => void;
}

/** Close, Discard draft (a published item with a draft), Preview, Save draft and Publish, as permissions allow. */
function EditorActions({ editor, canEdit, canPublish, onDiscard, onPublish, onPreview, after }: ActionsProps) {
  const intl = useIntl();
  const { item } = editor;
  return (
    <>
      <DialogClose asChild>
        <Button>{intl.formatMessage(messages.close)}</Button>
      </DialogClose>
      {item?.hasDraft && item.shared.published !== null && canEdit ? (
        <Button loading={editor.busy === 'discard'} onClick={onDiscard}>
          {intl.formatMessage(messages.discardDraft)}
        </Button>
      ) : null}
      {item ? (
        <Button
          onClick={() =>
            void (editor.dirty && canEdit ? editor.save() : Promise.resolve(true)).then((saved) => {
              after(saved && editor.dirty);
              if (saved) onPreview();
            })
          }
        >
          {intl.formatMessage(messages.preview)}
        </Button>
      ) : (
        <Tooltip content={intl.formatMessage(messages.previewUnavailable)}>
          <Button aria-disabled>{intl.formatMessage(messages.preview)}</Button>
        </Tooltip>
      )}
      {canEdit ? (
        <Button loading={editor.busy === 'save'} onClick={() => void editor.save().then(after)}>
          {intl.formatMessage(messages.saveDraft)}
        </Button>
      ) : null}
      {canPublish && canEdit ? (
        <Button
          variant="primary"
          loading={editor.busy === 'publish'}
          disabled={item !== undefined && !item.hasDraft && !editor.dirty}
          onClick={onPublish}
        >
          {intl.formatMessage(messages.publish)}
        </Button>
      ) : null}
    </>
  );
}

/** The item's key (fixed once added), order and visibility. */
function ItemMeta({ editor }: { editor: ContentEditor }) {
  const intl = useIntl();
  const { item, state, setState, errors } = editor;
  const keyError = errors.key === undefined ? undefined : describeFieldProblem(intl.formatMessage, errors.key);
  return (
    <Meta>
      <FormField
        label={intl.formatMessage(messages.key)}
        required
        error={keyError}
        hint={item ? undefined : intl.formatMessage(messages.keyHint)}
      >
        <Input
          value={state.key}
          readOnly={item !== undefined}
          onChange={(e) => setState((s) => ({ ...s, key: e.target.value }))}
        />
      </FormField>
      <FormField label={intl.formatMessage(messages.sort)}>
        <Input
          type="number"
          value={String(state.sort)}
          onChange={(e) => setState((s) => ({ ...s, sort: Number(e.target.value) || 0 }))}
        />
      </FormField>
      <FormField label={intl.formatMessage(messages.visibility)}>
        <Select
          options={[
            { value: '0', label: intl.formatMessage(messages.shown) },
            { value: '1', label: intl.formatMessage(messages.hidden) },
          ]}
          value={state.status}
          onValueChange={(v) => setState((s) => ({ ...s, status: v === '1' ? '1' : '0' }))}
        />
      </FormField>
    </Meta>
  );
}
