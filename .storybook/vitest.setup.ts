import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryOnContext {
  id: string;
  globals: Record<string, unknown>;
  parameters: { visual?: { disable?: boolean; target?: 'story' | 'viewport' } };
}

// Deterministic pixels: no animations, transitions or blinking caret in screenshots.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';
document.head.appendChild(freeze);

function storyOf(context: unknown): StoryOnContext | undefined {
  return (context as { story?: StoryOnContext }).story;
}

afterEach(async (context) => {
  const story = storyOf(context);
  if (!story || story.parameters.visual?.disable || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Portalled content (dialogs, menus, toasts) lives outside the story root, so those stories shoot the viewport.
  const target =
    story.parameters.visual?.target === 'viewport' ? document.body : document.querySelector('[data-lw-story-root]');
  if (!(target instanceof HTMLElement)) throw new Error(`Story ${story.id} rendered no [data-lw-story-root] to screenshot.`);
  await expect(page.elementLocator(target)).toMatchScreenshot(story.id);
});
