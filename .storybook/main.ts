import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The docs pages come first so that, without a custom sort, the sidebar starts with them and Storybook opens on
  // the Introduction. Component pages (X.mdx beside X.stories.tsx) and stories follow.
  stories: [
    '../packages/ui/src/docs/**/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // An X.mdx attached to X.stories.tsx with <Meta of> replaces the generated page of that name.
  docs: { defaultName: 'Docs' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
