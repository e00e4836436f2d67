import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { paths } from '../../../test/pageHelpers';
import DoctorOutcomesPage, { type DoctorSummary } from './index';

const month: DoctorSummary = {
  days: 28,
  since: '2026-10-31T00:00:00.000Z',
  rows: [
    { symptom: 'blank', model: 'd520', started: 12, solved: 9, contact: 2, solvedAtStep: { '3': 6, '1': 3 } },
    { symptom: 'bluetooth', model: 'unknown', started: 4, solved: 1, contact: 3, solvedAtStep: { '2': 1 } },
  ],
};
const quarter: DoctorSummary = { days: 90, since: '2026-08-30T00:00:00.000Z', rows: [] };

const respond = (request: Request) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/monitor/doctor/summary'))
    return json({ code: 200, msg: 'ok', data: url.searchParams.get('days') === '90' ? quarter : month });
  return json({ code: 404, msg: 'no' }, 404);
};

describe('Printer doctor outcomes page', { timeout: 20_000 }, () => {
  it('shows per problem and printer the runs, the steps that fixed them and the contact requests', async () => {
    const { calls } = renderPage(<DoctorOutcomesPage />, { permissions: ['monitor:doctor:list'], respond });
    const table = await screen.findByRole('table', { name: 'Printer doctor' });
    expect(paths(calls)).toEqual(['GET /api-v1.0/monitor/doctor/summary?days=28']);
    const blank = within(table).getByRole('rowheader', { name: 'Labels come out blank' }).closest('tr')!;
    expect(blank).toHaveTextContent(/d520.*12.*9.*step 1: 3, step 3: 6.*2$/);
    const pairing = within(table).getByRole('rowheader', { name: 'Won’t pair over Bluetooth' }).closest('tr')!;
    expect(pairing).toHaveTextContent(/Model not known.*4.*1.*step 2: 1.*3$/);
  });

  it('switches to 90 days and says when nobody used the doctor', async () => {
    const { calls } = renderPage(<DoctorOutcomesPage />, { permissions: ['monitor:doctor:list'], respond });
    await screen.findByRole('table', { name: 'Printer doctor' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(await screen.findByText('No printer-doctor runs in this period')).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /api-v1.0/monitor/doctor/summary?days=90');
  });
});
