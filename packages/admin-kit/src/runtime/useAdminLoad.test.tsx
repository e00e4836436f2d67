// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fakeFetch';
import { renderPage } from '../test/renderPage';
import { useAdminLoad } from './useAdminLoad';

/** Shows what `useAdminLoad` gives for `/things?n=…`, with buttons to ask for another `n` and to reload. */
function Probe() {
  const [n, setN] = useState(1);
  const { data, reload } = useAdminLoad((client) => client.get<{ label: string }>('/things', { n: String(n) }), [n]);
  return (
    <>
      <output>{data === undefined ? 'loading' : data === null ? 'failed' : data.label}</output>
      <button onClick={() => setN((v) => v + 1)}>next</button>
      <button onClick={reload}>reload</button>
    </>
  );
}

describe('useAdminLoad', () => {
  it('loads, loads again for a new key or a reload, and drops an answer that arrives after the key moved on', async () => {
    const answers: Array<(response: Response) => void> = [];
    const { calls } = renderPage(<Probe />, {
      permissions: [],
      respond: () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    /** Answers the `i`-th request once it has been sent. */
    const answer = async (i: number, response: Response) => {
      await waitFor(() => expect(answers.length).toBeGreaterThan(i));
      await act(async () => answers[i]!(response));
    };
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await answer(0, json({ code: 200, msg: 'ok', data: { label: 'one' } }));
    expect(await screen.findByText('one')).toBeInTheDocument();

    // Ask for n=2, then n=3 before n=2 answers: the late n=2 answer must not replace n=3's.
    await act(async () => screen.getByRole('button', { name: 'next' }).click());
    await act(async () => screen.getByRole('button', { name: 'next' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await answer(2, json({ code: 200, msg: 'ok', data: { label: 'three' } }));
    await screen.findByText('three');
    await answer(1, json({ code: 200, msg: 'ok', data: { label: 'two' } }));
    expect(screen.getByRole('status')).toHaveTextContent('three');
    expect(calls.map((c) => new URL(c.url).searchParams.get('n'))).toEqual(['1', '2', '3']);

    await act(async () => screen.getByRole('button', { name: 'reload' }).click());
    await answer(3, json({ code: 500, msg: 'boom' }, 500));
    await screen.findByText('failed');
    expect(calls).toHaveLength(4);
  });
});
