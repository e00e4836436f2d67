import type { StorybookConfig } from '@storybook/react-vite';

/**
 * `storybook build` makes the published design-system site: the library's pages only. The admin app's screens are
 * private; their stories stay in `storybook dev` and in the story tests (the vitest plugin reads this file too).
 */
const publishedDocs = process.argv.includes('build') && /storybook/u.test(process.argv[1] ?? '');

const config: StorybookConfig = {
  // The docs pages come first, in reading order (Introduction, Getting started, Theming, …), so that the sidebar
  // and the static index open with them. Component pages (X.mdx beside X.stories.tsx) and stories follow.
  stories: [
    '../packages/ui/src/docs/Introduction.mdx',
    '../packages/ui/src/docs/getting-started/*.mdx',
    '../packages/ui/src/docs/**/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    ...(publishedDocs ? [] : ['../packages/admin-kit/src/**/*.stories.@(ts|tsx)']),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // An X.mdx attached to X.stories.tsx with <Meta of> replaces the generated page of that name.
  docs: { defaultName: 'Docs' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
