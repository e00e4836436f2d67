import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installSelectShims, listResponder } from '../../../../test/pageHelpers';
import { renderPage } from '../../../../test/renderPage';
import type { BodyValues } from '../shared/types';
import { DoctorStepsField } from './DoctorStepsField';

beforeAll(installSelectShims);

const stepRow = (itemId: number, key: string, label: string) => ({
  itemId,
  key,
  label,
  labels: { 'en-us': label },
  sort: 0,
  status: '0',
  published: true,
  hasDraft: false,
  missingLocales: [],
  updatedAt: '2026-11-01T00:00:00Z',
});
const steps = [stepRow(1, 'calibrate', 'Calibrate the gap sensor'), stepRow(2, 'thermalSide', 'Turn the roll over')];

let latest: unknown;
function Harness({ initial }: { initial: BodyValues[] }) {
  const [value, setValue] = useState<unknown>(initial);
  latest = value;
  return (
    <DoctorStepsField
      props={{
        value,
        set: setValue,
        error: undefined,
        label: 'Steps',
        locale: undefined,
        itemKey: 'blank',
        shared: {},
        id: 'f',
      }}
    />
  );
}
const step = (id: string): BodyValues => ({ id, systems: [], connections: [], models: [], link: '', picture: '' });

describe('a symptom tree names its steps from the printer doctor steps', { timeout: 20_000 }, () => {
  it('offers the steps by title, shows a name that is not a step as such, and a new step starts unchosen', async () => {
    const respond = listResponder({ '/site/content/doctorStep/list': steps });
    renderPage(<Harness initial={[step('calibrate'), step('calibrat')]} />, {
      permissions: ['site:doctor:edit', 'site:doctorStep:list'],
      respond,
    });
    const first = screen.getByRole('group', { name: 'Step 1: calibrate' });
    await waitFor(() =>
      expect(within(first).getByRole('combobox', { name: /Step id/ })).toHaveTextContent(
        'Calibrate the gap sensor (calibrate)',
      ),
    );
    const typo = screen.getByRole('group', { name: 'Step 2: calibrat' });
    expect(within(typo).getByRole('combobox', { name: /Step id/ })).toHaveTextContent(
      'calibrat: not one of the Printer doctor steps',
    );

    await userEvent.click(within(typo).getByRole('combobox', { name: /Step id/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Turn the roll over (thermalSide)' }));
    expect((latest as BodyValues[]).map((s) => s.id)).toEqual(['calibrate', 'thermalSide']);

    await userEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    const added = screen.getByRole('group', { name: 'Step 3' });
    expect(within(added).getByRole('combobox', { name: /Step id/ })).toHaveTextContent('Choose a step');
  });

  it('takes the id as text from an operator who may not list the steps (the API still checks it)', async () => {
    const respond = listResponder({ '/site/content/doctorStep/list': steps });
    const { calls } = renderPage(<Harness initial={[step('calibrate')]} />, {
      permissions: ['site:doctor:edit'],
      respond,
    });
    const input = within(screen.getByRole('group', { name: 'Step 1: calibrate' })).getByRole('textbox', {
      name: /Step id/,
    });
    expect(input).toHaveValue('calibrate');
    expect(calls.some((c) => c.url.includes('/doctorStep/list'))).toBe(false);
  });
});
