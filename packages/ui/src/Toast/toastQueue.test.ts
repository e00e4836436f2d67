import { describe, expect, it } from 'vitest';
import { addToast, closeToast, removeToast, type ToastQueue } from './toastQueue';

const ids = (queue: ToastQueue<string>) => queue.map((entry) => `${entry.id}${entry.open ? '' : ' (closed)'}`);

describe('toast queue', () => {
  it('appends new toasts in order', () => {
    let queue: ToastQueue<string> = [];
    queue = addToast(queue, 'a', 'Saved', 5);
    queue = addToast(queue, 'b', 'Copied', 5);
    expect(ids(queue)).toEqual(['a', 'b']);
    expect(queue[1]).toEqual({ id: 'b', version: 0, open: true, options: 'Copied' });
  });

  it('replaces a toast shown again under the same id, in place, with a new version', () => {
    let queue: ToastQueue<string> = [];
    queue = addToast(queue, 'save', 'Saving…', 5);
    queue = addToast(queue, 'other', 'Copied', 5);
    queue = addToast(queue, 'save', 'Saved', 5);
    expect(ids(queue)).toEqual(['save', 'other']);
    expect(queue[0]).toEqual({ id: 'save', version: 1, open: true, options: 'Saved' });
  });

  it('reopens a closed toast that is shown again', () => {
    let queue = addToast<string>([], 'a', 'one', 5);
    queue = closeToast(queue, 'a');
    queue = addToast(queue, 'a', 'two', 5);
    expect(queue).toEqual([{ id: 'a', version: 1, open: true, options: 'two' }]);
  });

  it('closes the oldest open toasts beyond the limit', () => {
    let queue: ToastQueue<string> = [];
    for (const id of ['a', 'b', 'c', 'd']) queue = addToast(queue, id, id, 2);
    expect(ids(queue)).toEqual(['a (closed)', 'b (closed)', 'c', 'd']);
  });

  it('never closes the toast being shown, even with a limit below 1', () => {
    let queue = addToast<string>([], 'a', 'a', 0);
    queue = addToast(queue, 'b', 'b', 0);
    expect(ids(queue)).toEqual(['a (closed)', 'b']);
  });

  it('closes one toast by id, or all of them', () => {
    let queue: ToastQueue<string> = [];
    for (const id of ['a', 'b', 'c']) queue = addToast(queue, id, id, 5);
    queue = closeToast(queue, 'b');
    expect(ids(queue)).toEqual(['a', 'b (closed)', 'c']);
    queue = closeToast(queue);
    expect(ids(queue)).toEqual(['a (closed)', 'b (closed)', 'c (closed)']);
  });

  it('returns the same queue when nothing changes', () => {
    const queue = closeToast(addToast<string>([], 'a', 'a', 5), 'a');
    expect(closeToast(queue, 'a')).toBe(queue);
    expect(closeToast(queue, 'missing')).toBe(queue);
    expect(removeToast(queue, 'missing', 0)).toBe(queue);
  });

  it('removes a closed toast of the given version only', () => {
    let queue = closeToast(addToast<string>([], 'a', 'one', 5), 'a');
    const closedVersion = queue[0]!.version;
    // Shown again before the removal ran: the newer toast must survive.
    queue = addToast(queue, 'a', 'two', 5);
    expect(removeToast(queue, 'a', closedVersion)).toBe(queue);
    queue = closeToast(queue, 'a');
    expect(removeToast(queue, 'a', queue[0]!.version)).toEqual([]);
  });

  it('does not remove an open toast', () => {
    const queue = addToast<string>([], 'a', 'a', 5);
    expect(removeToast(queue, 'a', 0)).toBe(queue);
  });
});
