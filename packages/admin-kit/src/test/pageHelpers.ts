import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { json } from './fakeFetch';

export const paths = (calls: ReadonlyArray<{ method: string; url: string }>) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname}${new URL(call.url).search}`);

export function installResizeObserver() {
  // jsdom has no ResizeObserver; Radix's popper (selects) measures with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Everything jsdom lacks that an opened Radix Select uses: the popper's observer, pointer capture, scrolling. */
export function installSelectShims() {
  installResizeObserver();
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** Answers GET lists from `lists` (by path suffix), and every write with success. */
export function listResponder(lists: Record<string, unknown[]>, data: Record<string, unknown> = {}) {
  return (request: Request) => {
    const url = new URL(request.url);
    for (const [suffix, rows] of Object.entries(lists))
      if (url.pathname.endsWith(suffix)) return json({ code: 200, msg: 'ok', rows, total: rows.length });
    for (const [suffix, value] of Object.entries(data))
      if (url.pathname.endsWith(suffix)) return json({ code: 200, msg: 'ok', data: value });
    if (request.method !== 'GET') return json({ code: 200, msg: 'ok' });
    return json({ code: 404, msg: 'no' }, 404);
  };
}

/** A user row as `/system/user/list` sends it. */
export const userFixture = {
  userId: 5,
  userName: 'editor2',
  nickName: 'Ed',
  email: 'ed@example.com',
  phone: '',
  status: '0',
  roleIds: [2],
  roles: ['editor'],
};

/** A driver row as `/site/driver/list` sends it. */
export const driverFixture = {
  driverId: 7,
  modelId: 3,
  modelName: 'D520BT',
  title: 'D520BT Windows driver',
  os: 'windows',
  version: '1.2.2',
  releaseDate: '2024-01-10',
  fileName: 'drivers/d520bt.zip',
  fileSize: 2048,
  sha256: 'ab'.repeat(32),
};

/**
 * Delete asks first: Cancel closes the confirmation and sends nothing; Delete again opens it naming the row, and
 * confirming clicks its Delete button (the caller checks the request).
 */
export async function deleteAfterConfirming(
  u: UserEvent,
  calls: ReadonlyArray<{ method: string; url: string }>,
  rowName: RegExp,
) {
  await u.click(screen.getByRole('button', { name: 'Delete' }));
  let dialog = await screen.findByRole('alertdialog');
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(paths(calls).some((p) => p.startsWith('DELETE'))).toBe(false);
  await u.click(screen.getByRole('button', { name: 'Delete' }));
  dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(rowName)).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
}
