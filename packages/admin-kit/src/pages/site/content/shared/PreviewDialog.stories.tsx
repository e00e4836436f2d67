import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { HtmlResult } from '../../../../request/download';
import type { AdminRuntime } from '../../../../runtime/adminRuntime';
import { withAdminRuntime, withPageMessages } from '../../../logistics/withPageMessages';
import { PreviewDialog } from './PreviewDialog';
import { locales } from '@labelwise/ui/messages';

/** What the fake API answers for a preview: the rendered page, a refusal, or nothing yet. */
type Answer = 'page' | 'failed' | 'pending';

/** The site page the API would render for `path`, with a script the dialog must leave out. */
const renderedPage = (path: string) => `<!doctype html>
<html lang="en">
  <head>
    <style>
      body { margin: 0; padding: 24px; font: 16px/1.5 sans-serif; color: #1f2933; background: #fff; }
      h1 { margin: 0 0 8px; font-size: 28px; }
    </style>
    <script type="module" src="/assets/entry.js"></script>
  </head>
  <body>
    <h1>D520BT setup guide</h1>
    <p>Draft preview of ${path}</p>
  </body>
</html>`;

const runtimeAnswering = (answer: Answer): AdminRuntime => {
  const html = (_url: string, params?: Record<string, unknown>): Promise<HtmlResult> => {
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer === 'failed')
      return Promise.resolve({ ok: false, message: 'The page could not be rendered: the draft is invalid.' });
    return Promise.resolve({ ok: true, html: renderedPage(String(params?.path ?? '')) });
  };
  return { client: { html }, notify: () => undefined, locale: 'en-us' } as unknown as AdminRuntime;
};

const runtimes: Record<Answer, AdminRuntime> = {
  page: runtimeAnswering('page'),
  failed: runtimeAnswering('failed'),
  pending: runtimeAnswering('pending'),
};

/** The fake API of the story's `parameters.answer` (the rendered page by default). */
const withAnswer: Decorator = (Story, context) => {
  const answer = (context.parameters.answer as Answer | undefined) ?? 'page';
  return withAdminRuntime(runtimes[answer])(Story, context);
};

const body = within(document.body);

const frameTitle = 'The page as visitors will see it once published';

/**
 * The frame's page once the page of `path` has loaded in it (the frame shares the admin's origin, so its document can
 * be read); a language change swaps the frame, so it is looked up again on every try.
 */
async function framedPage(dialog: HTMLElement, path: string): Promise<Document> {
  let page: Document | null = null;
  await waitFor(() => {
    const frame = within(dialog).getByTitle(frameTitle) as HTMLIFrameElement;
    expect(frame.contentDocument?.body).toHaveTextContent(`Draft preview of ${path}`);
    page = frame.contentDocument;
  });
  if (!page) throw new Error(`no page of ${path} in the frame`);
  return page;
}

const meta = {
  title: 'Admin/Content/PreviewDialog',
  component: PreviewDialog,
  tags: ['!autodocs'],
  decorators: [withAnswer, withPageMessages([])],
  parameters: { visual: { target: 'viewport' } },
  args: { kind: 'guide', itemKey: 'd520', initialLocale: 'en-us', open: true, onOpenChange: fn() },
  argTypes: {
    kind: { control: 'select', options: ['guide', 'partner', 'video', 'faq', 'home', 'notice'] },
    initialLocale: { control: 'select', options: [...locales] },
  },
} satisfies Meta<typeof PreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The D520 guide's draft, the kind, key and first language to try in the controls; Escape closes it. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Preview of the draft' });
    await expect(within(dialog).getByText('/d520')).toBeVisible();
    await expect((await framedPage(dialog, '/d520')).querySelector('h1')).toHaveTextContent('D520BT setup guide');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the API renders the page: a status line, no frame yet. */
export const Loading: Story = {
  parameters: { answer: 'pending' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Preview of the draft' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Rendering the page…');
    await expect(within(dialog).queryByTitle(frameTitle)).toBeNull();
  },
};

/** The rendered page without its scripts; choosing German previews the German page. */
export const LoadedPage: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Preview of the draft' });
    const english = await framedPage(dialog, '/d520');
    await expect(english.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Language of the preview' }));
    await userEvent.click(await body.findByRole('option', { name: 'German' }));
    await expect(within(dialog).getByText('/de/d520')).toBeVisible();
    await expect((await framedPage(dialog, '/de/d520')).querySelector('h1')).toHaveTextContent('D520BT setup guide');
  },
};

/** The API refused to render the draft: its message, announced, and no frame. */
export const RenderError: Story = {
  parameters: { answer: 'failed' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Preview of the draft' });
    const message = await within(dialog).findByText('The page could not be rendered: the draft is invalid.');
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(within(dialog).queryByRole('status')).toBeNull();
    await expect(within(dialog).queryByTitle(frameTitle)).toBeNull();
  },
};
