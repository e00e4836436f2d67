import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '@fontsource/noto-sans-hk/400.css';
import '@fontsource/noto-sans-hk/700.css';
import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { GlobalStyle, LabelwiseProvider } from '../packages/ui/src/theme';
import { isLocale, languageOptions, toBcp47 } from '../packages/ui/src/i18n/locales';
import { uiMessages } from '../packages/ui/src/i18n/messages';
import { componentSizes, sideThemes, type ComponentSize, type SideTheme } from '../packages/ui/src/tokens';
import { storyBrands } from './brands';
import { storyViewports } from './viewports';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: languageOptions.map((option) => ({ value: option.langCode, title: `${option.langName} (${option.langCode})` })),
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(storyBrands).map(([value, brand]) => ({ value, title: brand.name })),
        dynamicTitle: true,
      },
    },
    size: {
      description: 'Component size',
      toolbar: { title: 'Size', icon: 'ruler', items: [...componentSizes], dynamicTitle: true },
    },
    sideTheme: {
      description: 'Sidebar theme',
      toolbar: { title: 'Side theme', icon: 'sidebar', items: [...sideThemes], dynamicTitle: true },
    },
  },
  initialGlobals: {
    locale: 'en-us',
    brand: 'labelwise',
    size: 'medium',
    sideTheme: 'theme-dark',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    // The story root adds its own 16 px padding; 'fullscreen' removes it.
    layout: 'fullscreen',
    viewport: { options: storyViewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: a violation fails the run.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en-us';
      const brand = storyBrands[String(context.globals.brand)] ?? storyBrands.labelwise;
      useEffect(() => {
        document.documentElement.lang = toBcp47(locale);
      }, [locale]);
      return (
        <LabelwiseProvider
          locale={locale}
          messages={uiMessages[locale]}
          brand={brand}
          size={context.globals.size as ComponentSize}
          sideTheme={context.globals.sideTheme as SideTheme}
        >
          <GlobalStyle />
          {/* A stable element for the visual tests to screenshot (see vitest.setup.ts). */}
          <div data-lw-story-root style={{ padding: context.parameters.lwPadding === false ? 0 : 16 }}>
            <Story />
          </div>
        </LabelwiseProvider>
      );
    },
  ],
};

export default preview;
