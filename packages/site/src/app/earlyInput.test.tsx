import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageReady, recordEarlyInput, whenPageReady } from './earlyInput';

function Search() {
  const [value, setValue] = useState('');
  const [choice, setChoice] = useState('a');
  return (
    <form>
      <input aria-label="q" value={value} onChange={(e) => setValue(e.target.value)} />
      <select aria-label="s" value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <output>{`${value}|${choice}`}</output>
    </form>
  );
}

describe('early input: typed into prerendered fields before hydration', () => {
  it('reaches React state once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.appendChild(container);
    const replay = recordEarlyInput(container);
    const input = container.querySelector('input')!;
    input.value = 'pm241';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const select = container.querySelector('select')!;
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    whenPageReady(replay);
    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    expect(container.querySelector('output')!.textContent).toBe('|a');
    await act(async () => pageReady());
    expect(container.querySelector('output')!.textContent).toBe('pm241|b');
    expect(input.value).toBe('pm241');
    container.remove();
  });

  it('also replays what was typed before recording started (the app loads after the first paint)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.appendChild(container);
    const input = container.querySelector('input')!;
    input.value = 'd520';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    container.querySelector('select')!.value = 'b';
    const replay = recordEarlyInput(container);
    whenPageReady(replay);
    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    await act(async () => pageReady());
    expect(container.querySelector('output')!.textContent).toBe('d520|b');
  });

  it('runs page-ready callbacks once', () => {
    let calls = 0;
    whenPageReady(() => calls++);
    pageReady();
    pageReady();
    expect(calls).toBe(1);
  });
});
