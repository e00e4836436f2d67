import { DOCTOR_STEP_TEXTS } from '@labelwise/contract/doctor';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewSteps } from '../logic/doctor';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { doctorModels } from './useDoctor';

const slow = { timeout: 10_000 };
const en = (id: keyof typeof DOCTOR_STEP_TEXTS) => DOCTOR_STEP_TEXTS[id].title['en-us'];
let sent: Array<Promise<unknown>> = [];
const outcomes = () => Promise.all(sent);

beforeEach(() => {
  localStorage.clear();
  sent = [];
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  mockFetch((url, request) => {
    if (url.pathname.endsWith('/doctor/outcomes')) sent.push(request.json());
    return json({ code: 404, msg: 'not found' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

const step = () => screen.findByTestId('doctor-step', {}, slow);
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('printer doctor', { timeout: 30_000 }, () => {
  it('restores step 2 of blank labels on a D520 on a Mac from a deep link', async () => {
    renderSite('/doctor?model=d520&symptom=blank&os=mac&step=2');
    const card = await step();
    expect(within(card).getByText('Step 2 of 5')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: en('calibrate') })).toBeInTheDocument();
    expect(screen.getByTestId('doctor-summary')).toHaveTextContent(
      'Printer: Phomemo D520BT · System: macOS · Problem: Labels come out blank',
    );
  });

  it('walks from the questions to a fix at step 3 and says what fixed it', async () => {
    renderSite('/doctor');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search for your model' }, slow), {
      target: { value: 'd520' },
    });
    click('Phomemo D520BT');
    click('Labels come out blank');
    click('macOS');
    click('Show the first step');
    expect(within(await step()).getByRole('heading', { name: en('thermalSide') })).toBeInTheDocument();
    click('No, next step');
    expect(within(await step()).getByRole('heading', { name: en('calibrate') })).toBeInTheDocument();
    click('No, next step');
    expect(within(await step()).getByRole('heading', { name: en('macPaper') })).toHaveFocus();
    click('Yes, it works');
    const solved = await screen.findByTestId('doctor-solved');
    expect(solved).toHaveTextContent(`What fixed it (step 3): ${en('macPaper')}.`);
    expect(await outcomes()).toEqual([
      { symptom: 'blank', model: 'd520', os: 'mac', outcome: 'started', step: null },
      { symptom: 'blank', model: 'd520', os: 'mac', outcome: 'solved', step: 3 },
    ]);
  });

  it('hands the contact form the printer, system, problem and every step tried after the last No', async () => {
    renderSite('/doctor?model=pm245&symptom=garbage&os=windows&step=1');
    for (let i = 0; i < 2; i++) {
      await step();
      click('No, next step');
    }
    await step();
    click('No, write to support');
    const message = await screen.findByRole('textbox', { name: /Message/ }, slow);
    const text = (message as HTMLTextAreaElement).value;
    expect(text).toContain('Printer: Phomemo PM-245');
    expect(text).toContain('System: Windows');
    expect(text).toContain('Problem: Prints code or garbage');
    expect(text).toContain(`1. ${en('printerLanguage')}\n2. ${en('platformFormat')}\n3. ${en('clearQueue')}`);
    expect(screen.getByText(/We filled in what you told the printer doctor/)).toBeInTheDocument();
    expect(await outcomes()).toContainEqual({
      symptom: 'garbage',
      model: 'pm245',
      os: 'windows',
      outcome: 'contact',
      step: 3,
    });
  });

  it('finds the model by serial-number prefix when the visitor does not know it', async () => {
    renderSite('/doctor');
    await screen.findByRole('heading', { level: 1, name: 'Printer doctor' }, slow);
    click('I don’t know my model');
    fireEvent.change(screen.getByRole('textbox', { name: /serial number/ }), { target: { value: 'Q505A1234' } });
    expect(screen.getByText('A serial number starting with Q505 is a D520BT.')).toBeInTheDocument();
    click('USB and Wi-Fi');
    expect(screen.getByText(/For example PM-249-WF/)).toBeInTheDocument();
  });

  it('shows a landing page’s first step at once, and speaks German under /de', async () => {
    renderSite('/de/doctor/blank-labels');
    await screen.findByRole('heading', { level: 1, name: 'Etiketten kommen leer heraus' }, slow);
    const card = await step();
    expect(within(card).getByRole('heading', { name: DOCTOR_STEP_TEXTS.thermalSide.title['de-de'] })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Ja, es geht' })).toBeInTheDocument();
  });

  it('says so when no step applies: pairing a printer without Bluetooth', async () => {
    renderSite('/doctor?model=pm245&symptom=bluetooth&os=windows&step=1');
    expect(await screen.findByTestId('doctor-none', {}, slow)).toHaveTextContent(/pairing needs Bluetooth/);
  });

  it('names the chosen printer’s resolution on the resolution step only when the catalogue records one', async () => {
    const view = { model: 'd520', family: null, symptom: 'size', os: 'windows', step: 1 } as const;
    const at = viewSteps(view, doctorModels).findIndex((s) => s.id === 'dpiMatch') + 1;
    expect(at).toBeGreaterThan(0);
    const catalogue = (printResolution: number | null) =>
      mockFetch((url) =>
        url.pathname.endsWith('/public/models')
          ? json({
              code: 200,
              msg: 'ok',
              rows: [{ modelId: 1, name: 'D520BT', guidePath: '/d520', printResolution }],
              total: 1,
            })
          : json({ code: 404, msg: 'not found' }, 404),
      );
    catalogue(300);
    const { unmount } = renderSite(`/doctor?model=d520&symptom=size&os=windows&step=${at}`);
    const card = await step();
    expect(within(card).getByRole('heading', { name: en('dpiMatch') })).toBeInTheDocument();
    expect(await within(card).findByTestId('doctor-dpi', {}, slow)).toHaveTextContent(
      'Your Phomemo D520BT prints at 300 dpi: set 300 dpi in its driver',
    );
    unmount();

    catalogue(null);
    renderSite(`/doctor?model=d520&symptom=size&os=windows&step=${at}`);
    const unknown = await step();
    await new Promise((r) => setTimeout(r, 300));
    expect(within(unknown).queryByTestId('doctor-dpi')).toBeNull();
  });
});
