/**
 * The provider's list of toasts as pure functions, so the stacking rules can be tested without React.
 *
 * A closed entry stays in the list until `removeToast` runs: Radix still needs it rendered (with `open={false}`)
 * to play the exit animation.
 */

export interface QueuedToast<T> {
  id: string;
  /** Changes whenever the entry is (re)shown under the same id: the React key, so timer and announcement restart. */
  version: number;
  open: boolean;
  options: T;
}

export type ToastQueue<T> = ReadonlyArray<QueuedToast<T>>;

/**
 * Shows a toast. An id that is already listed is replaced in place (a "Saving…" toast becoming "Saved"),
 * otherwise it joins the end. Beyond `limit` open toasts, the oldest open ones close.
 */
export function addToast<T>(queue: ToastQueue<T>, id: string, options: T, limit: number): ToastQueue<T> {
  const existing = queue.find((entry) => entry.id === id);
  const version = existing ? existing.version + 1 : 0;
  const next = existing
    ? queue.map((entry) => (entry.id === id ? { id, version, open: true, options } : entry))
    : [...queue, { id, version, open: true, options }];
  let excess = next.filter((entry) => entry.open).length - Math.max(1, limit);
  if (excess <= 0) return next;
  return next.map((entry) => {
    if (excess > 0 && entry.open && entry.id !== id) {
      excess -= 1;
      return { ...entry, open: false };
    }
    return entry;
  });
}

/** Closes one toast, or every toast when `id` is undefined. Unknown ids are ignored. */
export function closeToast<T>(queue: ToastQueue<T>, id?: string): ToastQueue<T> {
  if (!queue.some((entry) => entry.open && (id === undefined || entry.id === id))) return queue;
  return queue.map((entry) =>
    entry.open && (id === undefined || entry.id === id) ? { ...entry, open: false } : entry,
  );
}

/**
 * Forgets a closed toast once its exit animation is over. `version` guards against dropping a toast that was
 * shown again under the same id in the meantime.
 */
export function removeToast<T>(queue: ToastQueue<T>, id: string, version: number): ToastQueue<T> {
  const index = queue.findIndex((entry) => entry.id === id && entry.version === version && !entry.open);
  return index === -1 ? queue : [...queue.slice(0, index), ...queue.slice(index + 1)];
}
