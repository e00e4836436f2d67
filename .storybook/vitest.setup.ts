import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page, server } from 'vitest/browser';
import baseline from './baseline-chromium.json';
import { invariant } from '../packages/ui/src/utils/invariant';

interface StoryOnContext {
  id: string;
  globals: Record<string, unknown>;
  parameters: { visual?: { disable?: boolean; target?: 'story' | 'viewport' } };
}

// The stories are the browser tests of the components' development checks (they sit behind a literal
// process.env.NODE_ENV): stop at once if this build replaced it with 'production' and stripped them.
const checksLive = (() => {
  try {
    invariant('Storybook', false, 'development checks are live');
    return false;
  } catch (error) {
    return String(error).includes('[labelwise/ui: Storybook] development checks are live');
  }
})();
if (!checksLive) throw new Error('The story run has no development checks: process.env.NODE_ENV is production here.');

// Plays' findBy*/waitFor wait up to 5 s, as the unit tests do: on a busy 2-core machine a story's fake request and
// first render took longer than the 1 s default (Online users' rows), and such a miss says nothing about the story.
configure({ asyncUtilTimeout: 5_000 });

// Deterministic pixels: no animations, transitions or blinking caret in screenshots.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';
document.head.appendChild(freeze);

// Screenshots are only comparable on the Chromium major they were approved with: fonts, anti-aliasing and layout
// rounding move between majors. On another major the pixel comparison is skipped (interactions and axe still run)
// with a warning that says how to re-approve; `--update` always takes the screenshots, which is the re-approval.
const runningMajor = Number(/(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/.exec(navigator.userAgent)?.[1] ?? Number.NaN);
const updating = server.config.snapshotOptions.updateSnapshot === 'all';
const comparePixels = runningMajor === baseline.chromiumMajor || updating;
if (!comparePixels) {
  console.warn(
    [
      '',
      '################################################################################################',
      `#  VISUAL BASELINES SKIPPED: this Chromium is ${Number.isNaN(runningMajor) ? 'of unknown version' : `major ${runningMajor}`}; the committed screenshots`,
      `#  were approved with Chromium ${baseline.chromiumMajor} (.storybook/baseline-chromium.json). Pixels are not compared;`,
      '#  interactions and axe checks still run. To re-approve on this Chromium:',
      '#    pnpm test:visual:update   then look at every changed PNG in __screenshots__/, and set',
      '#    chromiumMajor/chromiumVersion in .storybook/baseline-chromium.json (chromium --version).',
      '################################################################################################',
    ].join('\n'),
  );
}

function storyOf(context: unknown): StoryOnContext | undefined {
  return (context as { story?: StoryOnContext }).story;
}

afterEach(async (context) => {
  const story = storyOf(context);
  if (!story || story.parameters.visual?.disable || context.task.result?.state === 'fail') return;
  if (!comparePixels) return;
  await document.fonts.ready;
  // Portalled content (dialogs, menus, toasts) lives outside the story root, so those stories shoot the viewport.
  const target =
    story.parameters.visual?.target === 'viewport' ? document.body : document.querySelector('[data-lw-story-root]');
  if (!(target instanceof HTMLElement))
    throw new Error(`Story ${story.id} rendered no [data-lw-story-root] to screenshot.`);
  await expect(page.elementLocator(target)).toMatchScreenshot(story.id);
});
