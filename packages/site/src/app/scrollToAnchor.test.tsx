import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToAnchor as start } from './scrollToAnchor';

const running: Array<() => void> = [];
/** Each test's waits end with it, so no observer of one test sees the next one's DOM. */
const scrollToAnchor = (hash: string) => {
  const stop = start(hash);
  running.push(stop);
  return stop;
};

afterEach(() => {
  for (const stop of running.splice(0)) stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const scrolled = () => {
  const spy = vi.fn();
  Element.prototype.scrollIntoView = spy;
  return spy;
};

describe('scrollToAnchor', () => {
  it('scrolls to an element that is already there', () => {
    const spy = scrolled();
    document.body.innerHTML = '<section id="faq"></section>';
    scrollToAnchor('#faq');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.contexts[0]).toBe(document.getElementById('faq'));
  });

  it('waits for a page that renders the element later, then scrolls once', async () => {
    const spy = scrolled();
    scrollToAnchor('#faq');
    expect(spy).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.id = 'faq';
    document.body.append(section);
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('brings a replaced element back into view while the page settles, until the visitor scrolls', async () => {
    const spy = scrolled();
    document.body.innerHTML = '<main><section id="faq"></section></main>';
    scrollToAnchor('#faq');
    expect(spy).toHaveBeenCalledTimes(1);
    // Hydration swaps the content for a moment and renders it again: a new element with the same id.
    document.querySelector('main')!.innerHTML = '<section id="faq"></section>';
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    window.dispatchEvent(new Event('wheel'));
    document.querySelector('main')!.innerHTML = '<section id="faq"></section>';
    await Promise.resolve();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when the visitor moves on, and ignores an undecodable anchor', async () => {
    const spy = scrolled();
    const stop = scrollToAnchor('#later');
    stop();
    document.body.innerHTML = '<div id="later"></div>';
    await Promise.resolve();
    expect(spy).not.toHaveBeenCalled();
    expect(() => scrollToAnchor('#%E0%A4%A')()).not.toThrow();
  });
});
