import type { ContentItem } from '@labelwise/contract';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isHttpError } from '../../../../request/httpError';
import { useAdminRuntime } from '../../../../runtime/adminRuntime';
import { messages } from './content.messages';
import { bodyOfState, checkState, emptyState, problemsOfRefusal, sameState, stateOfItem } from './editorState';
import type { ContentDeclaration, EditorErrors, EditorState } from './types';

/** The body's top-level names: a refusal naming one of them goes under its field instead of a toast. */
const FORM_FIELDS = ['key', 'sort', 'status', 'shared', 'texts'] as const;

export interface ContentEditor {
  /** The item as last loaded or saved; undefined while adding (until the first save) or loading. */
  item: ContentItem | undefined;
  loading: boolean;
  state: EditorState;
  setState: (update: (state: EditorState) => EditorState) => void;
  errors: EditorErrors;
  /** The working copy differs from the saved draft. */
  dirty: boolean;
  busy: 'save' | 'publish' | 'discard' | null;
  /** Saves the draft (adds the item the first time); resolves whether it was saved. */
  save: () => Promise<boolean>;
  /** Saves what changed, then publishes. */
  publish: () => Promise<boolean>;
  discard: () => Promise<boolean>;
}

/**
 * The editor's data: loads the item (`itemId`) or starts an empty one, checks the working copy with the contract
 * before sending, and maps a refusal's field problems (`shared.photo`, `texts.de-de.intro`) onto the fields.
 */
export function useContentEditor(declaration: ContentDeclaration, itemId: number | null, open: boolean): ContentEditor {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const base = `/site/content/${declaration.kind}`;
  const [item, setItem] = useState<ContentItem | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [state, setWorking] = useState<EditorState>(() => emptyState(declaration));
  const [errors, setErrors] = useState<EditorErrors>({});
  const [busy, setBusy] = useState<ContentEditor['busy']>(null);

  const adopt = useCallback((next: ContentItem) => {
    setItem(next);
    setWorking(stateOfItem(next));
    setErrors({});
  }, []);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    if (itemId === null) {
      setItem(undefined);
      setWorking(emptyState(declaration));
      return;
    }
    let live = true;
    setLoading(true);
    client
      .get<ContentItem>(`${base}/${itemId}`)
      .then((loaded) => live && adopt(loaded))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, itemId, base, client, adopt, declaration]);

  const dirty = item === undefined || !sameState(state, stateOfItem(item));

  const say = (type: 'success' | 'error', message: string) => notify({ type, message, variant: 'message' });
  const refused = (error: unknown) => {
    if (!isHttpError(error)) return;
    const problems = problemsOfRefusal(error.data, error.field, error.serverMessage ?? error.message);
    if (Object.keys(problems).length === 0) return;
    setErrors(problems);
    say('error', intl.formatMessage(messages.fixErrors));
  };

  const saveNow = async (): Promise<ContentItem | undefined> => {
    const problems = checkState(declaration, state);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      say('error', intl.formatMessage(messages.fixErrors));
      return undefined;
    }
    const body = bodyOfState(state);
    try {
      const saved =
        item === undefined
          ? await client.post<ContentItem>(base, body, { fields: FORM_FIELDS })
          : await client.put<ContentItem>(
              `${base}/${item.itemId}/draft`,
              { ...body, key: undefined },
              { fields: FORM_FIELDS },
            );
      adopt(saved);
      return saved;
    } catch (error) {
      refused(error);
      return undefined;
    }
  };

  const run = async (kind: NonNullable<ContentEditor['busy']>, action: () => Promise<boolean>) => {
    setBusy(kind);
    try {
      return await action();
    } catch {
      // The request layer has told the operator why; the editor keeps the working copy.
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    item,
    loading,
    state,
    setState: (update) => setWorking((s) => update(s)),
    errors,
    dirty,
    busy,
    save: () =>
      run('save', async () => {
        const saved = await saveNow();
        if (saved) say('success', intl.formatMessage(messages.draftSaved));
        return saved !== undefined;
      }),
    publish: () =>
      run('publish', async () => {
        const current = dirty ? await saveNow() : item;
        if (!current) return false;
        const done = await client.post<{ item: ContentItem }>(`${base}/${current.itemId}/publish`, {
          updatedAt: current.updatedAt,
        });
        adopt(done.item);
        say('success', intl.formatMessage(messages.published));
        return true;
      }),
    discard: () =>
      run('discard', async () => {
        if (!item) return false;
        adopt(await client.delete<ContentItem>(`${base}/${item.itemId}/draft`));
        say('success', intl.formatMessage(messages.discarded));
        return true;
      }),
  };
}
