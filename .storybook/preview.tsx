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
import isChromatic from 'chromatic/isChromatic';
import { create } from 'storybook/theming';
import { useEffect } from 'react';
import { GlobalStyle, LabelwiseProvider } from '../packages/ui/src/theme';
import { isLocale, languageOptions, locales, toBcp47 } from '../packages/ui/src/i18n/locales';
import { uiMessages } from '../packages/ui/src/i18n/messages';
import { componentSizes, sideThemes, type ComponentSize, type SideTheme } from '../packages/ui/src/tokens';
import { brandFromGlobals, customBrandDefaults, storyBrands, storyFonts } from './brands';
import { chromaticModes } from './modes';
import { storyViewports } from './viewports';

/** The same freeze the local visual tests apply, for Chromatic and for reviewers who switch motion off. */
const freezeMotionCss =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: languageOptions.map((option) => ({
          value: option.langCode,
          title: `${option.langName} (${option.langCode})`,
        })),
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...Object.entries(storyBrands).map(([value, brand]) => ({ value, title: brand.name })),
          { value: 'custom', title: 'Custom (Primary/Accent pickers)' },
        ],
        dynamicTitle: true,
      },
    },
    // Set by the Brand colours tool (.storybook/manager.tsx) or the URL: ?globals=brand:custom;brandPrimary:!hex(ff6a00)
    brandPrimary: { description: 'Custom brand primary colour' },
    brandAccent: { description: 'Custom brand accent colour' },
    brandFont: {
      description: 'Brand font family',
      toolbar: {
        title: 'Font',
        icon: 'edit',
        items: Object.entries(storyFonts).map(([value, font]) => ({ value, title: font.title })),
        dynamicTitle: true,
      },
    },
    brandRadius: {
      description: 'Brand corner radius',
      toolbar: {
        title: 'Radius',
        icon: 'component',
        items: [
          { value: 'brand', title: 'Radius: brand' },
          { value: 'none', title: 'Radius: none' },
          { value: 'small', title: 'Radius: small' },
          { value: 'large', title: 'Radius: large' },
        ],
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    animations: {
      description: 'Animations and transitions (Chromatic always freezes them)',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'on', title: 'Motion on' },
          { value: 'off', title: 'Motion off' },
        ],
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
    brandPrimary: customBrandDefaults.primary,
    brandAccent: customBrandDefaults.accent,
    brandFont: 'brand',
    brandRadius: 'brand',
    colorScheme: 'light',
    animations: 'on',
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
    // Storybook's own docs fonts have no Chinese glyphs: name the Noto fonts the preview already loads, so the
    // zh-cn and zh-hk examples in the guides read as text, not boxes, on machines without CJK system fonts.
    docs: {
      theme: create({
        base: 'light',
        fontBase: '"Nunito Sans", -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "Noto Sans HK", sans-serif',
        fontCode: 'ui-monospace, Menlo, Monaco, "Courier New", "Noto Sans SC", "Noto Sans HK", monospace',
      }),
    },
    options: {
      // Docs first, in reading order, so Storybook opens on the Introduction; then screens, then components.
      storySort: {
        order: [
          'Introduction',
          'Getting started',
          ['Partner developers', 'Designers', 'Contributors'],
          'Theming',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Motion', 'Breakpoints', '*'],
          'Accessibility',
          'Content and i18n',
          'Changelog',
          'Templates',
          'Primitives',
          'Components',
          'Admin',
          '*',
        ],
      },
    },
    chromatic: {
      modes: chromaticModes,
      // Chromatic pauses CSS animations at their end; reduced motion also stops the library's own JS motion.
      prefersReducedMotion: 'reduce',
      pauseAnimationAtEnd: true,
    },
  },
  decorators: [
    (Story, context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en-us';
      const brand = brandFromGlobals(context.globals);
      const freezeMotion = isChromatic() || context.globals.animations === 'off';
      useEffect(() => {
        document.documentElement.lang = toBcp47(locale);
      }, [locale]);
      return (
        <LabelwiseProvider
          locale={locale}
          messages={uiMessages[locale]}
          availableLocales={locales}
          brand={brand}
          size={context.globals.size as ComponentSize}
          sideTheme={context.globals.sideTheme as SideTheme}
        >
          <GlobalStyle />
          {freezeMotion ? <style>{freezeMotionCss}</style> : null}
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
