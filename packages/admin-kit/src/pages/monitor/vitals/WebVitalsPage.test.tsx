import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { paths } from '../../../test/pageHelpers';
import WebVitalsPage, { type MetricSummary, type VitalsSummary } from './index';

const none: MetricSummary = { p75: null, samples: 0, rating: null, rows: [] };
const week: VitalsSummary = {
  days: 7,
  since: '2026-11-17T00:00:00.000Z',
  metrics: {
    LCP: {
      p75: 3250,
      samples: 5,
      rating: 'needs-improvement',
      rows: [
        { path: '/printers', locale: 'en-us', p75: 3250, samples: 4, rating: 'needs-improvement' },
        { path: '/', locale: 'de-de', p75: 1200, samples: 1, rating: 'good' },
      ],
    },
    CLS: {
      p75: 0.238,
      samples: 2,
      rating: 'needs-improvement',
      rows: [{ path: '/', locale: 'de-de', p75: 0.3, samples: 2, rating: 'poor' }],
    },
    INP: none,
  },
};
const month: VitalsSummary = {
  days: 28,
  since: '2026-10-27T00:00:00.000Z',
  metrics: { LCP: none, CLS: none, INP: none },
};

const respond = (request: Request) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/monitor/vitals/summary'))
    return json({ code: 200, msg: 'ok', data: url.searchParams.get('days') === '28' ? month : week });
  return json({ code: 404, msg: 'no' }, 404);
};

describe('Web vitals page', { timeout: 20_000 }, () => {
  it('shows p75, rating and samples per page and language for each metric over 7 days', async () => {
    const { calls } = renderPage(<WebVitalsPage />, { permissions: ['monitor:vitals:list'], respond });
    const lcp = await screen.findByRole('table', { name: 'Largest Contentful Paint (LCP)' });
    expect(paths(calls)).toEqual(['GET /api-v1.0/monitor/vitals/summary?days=7']);
    const printers = within(lcp).getByRole('rowheader', { name: '/printers' }).closest('tr')!;
    expect(printers).toHaveTextContent(/en-us.*3\.25 sec.*Needs improvement.*4$/);
    expect(within(printers).getByText('Needs improvement')).toHaveAttribute('data-rating', 'needs-improvement');
    const home = within(lcp).getByRole('rowheader', { name: '/' }).closest('tr')!;
    expect(home).toHaveTextContent(/de-de.*1\.2 sec.*Good.*1$/);
    expect(screen.getByText(/All pages: p75 3\.25 sec from 5 samples/)).toBeInTheDocument();

    const cls = screen.getByRole('table', { name: 'Cumulative Layout Shift (CLS)' });
    expect(within(cls).getByRole('rowheader', { name: '/' }).closest('tr')).toHaveTextContent(/de-de.*0\.3.*Poor.*2$/);
    const inp = screen.getByRole('table', { name: 'Interaction to Next Paint (INP)' });
    expect(within(inp).queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to 28 days and shows the empty state when there is no data', async () => {
    const { calls } = renderPage(<WebVitalsPage />, { permissions: ['monitor:vitals:list'], respond });
    await screen.findByRole('table', { name: 'Largest Contentful Paint (LCP)' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 28 days' }));
    expect(await screen.findByText('No measurements in this period')).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /api-v1.0/monitor/vitals/summary?days=28');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Last 28 days' })).toHaveAttribute('aria-pressed', 'true');
  });
});
