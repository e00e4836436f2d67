import type { Locator, Page } from 'playwright-core';

/**
 * Publishes what the open back-office content editor holds and confirms; resolves with the moment the confirmation
 * was clicked, so a test can time publish → visible.
 */
export async function publish(page: Page, editor: Locator, key: string): Promise<number> {
  await editor.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Publish “${key}”?` });
  const started = Date.now();
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await confirm.waitFor({ state: 'detached' });
  return started;
}
