import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { installResizeObserver, listResponder } from '../../../system/shared/test-helpers';
import NoticePage from '../notice';

beforeAll(installResizeObserver);

const row = (itemId: number, key: string, missingLocales: string[]) => ({
  itemId,
  key,
  label: `${key} label`,
  sort: itemId,
  status: '0',
  published: true,
  hasDraft: false,
  missingLocales,
  updatedAt: '2026-11-01T00:00:00Z',
});

describe('content lists: the missing-translations column', { timeout: 20_000 }, () => {
  it('says none are missing, and names the languages that are', async () => {
    const respond = listResponder({
      '/site/content/notice/list': [row(1, 'complete-notice', []), row(2, 'partial-notice', ['de-de', 'fr-fr'])],
    });
    renderPage(<NoticePage />, { permissions: ['site:notice:list'], respond });
    const complete = (await screen.findByText('complete-notice label')).closest('tr')!;
    expect(complete).toHaveTextContent('None missing');
    expect(complete).not.toHaveTextContent('All six languages');
    const partial = screen.getByText('partial-notice label').closest('tr')!;
    expect(partial).toHaveTextContent(/German.*French/);
  });
});
