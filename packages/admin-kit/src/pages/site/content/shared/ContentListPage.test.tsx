import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/renderPage';
import { installResizeObserver, listResponder } from '../../../../test/pageHelpers';
import DoctorContentPage from '../doctor';
import NoticePage from '../notice';
import { labelIn } from './ContentListPage';

beforeAll(installResizeObserver);

const row = (itemId: number, key: string, missingLocales: string[]) => ({
  itemId,
  key,
  label: `${key} label`,
  labels: {},
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

describe('content lists: the name column', { timeout: 20_000 }, () => {
  const blank = {
    ...row(3, 'blank', []),
    label: 'Labels come out blank',
    labels: { 'en-us': 'Labels come out blank', 'de-de': 'Etiketten kommen leer heraus' },
  };

  it('names a symptom tree by its title, not its key', async () => {
    const respond = listResponder({ '/site/content/doctor/list': [blank] });
    renderPage(<DoctorContentPage />, { permissions: ['site:doctor:list'], respond });
    const cell = await screen.findByRole('rowheader', { name: 'Labels come out blank' });
    expect(cell.closest('tr')).toHaveTextContent('blank');
  });

  it('takes the operator’s language where the item has a title in it, else English', () => {
    expect(labelIn(blank, 'de-DE')).toBe('Etiketten kommen leer heraus');
    expect(labelIn(blank, 'de-de')).toBe('Etiketten kommen leer heraus');
    expect(labelIn(blank, 'fr-FR')).toBe('Labels come out blank');
    expect(labelIn(blank, 'ja-JP')).toBe('Labels come out blank');
  });
});
