// The manager bundle compiles JSX with the classic runtime, which needs React in scope.
import * as React from 'react';
import { addons, types, useGlobals } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { fontFamily, palette } from '../packages/ui/src/tokens';
import { defaultTheme } from '../packages/ui/src/theme/defaultTheme';
import { customBrandDefaults } from './brands';

const TITLE = 'Labelwise UI';
const { color } = defaultTheme;

/** The Labelwise mark (a label with a folded corner) and the title, drawn in the theme's own colours. */
const logo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="32" viewBox="0 0 168 32">` +
    `<rect width="32" height="32" rx="7" fill="${color.primaryStrong}"/>` +
    `<path d="M8 9h16a2 2 0 0 1 2 2v7l-4 4H8a2 2 0 0 1-2-2V11a2 2 0 0 1 2-2z" fill="${color.onPrimary}"/>` +
    `<path d="M10 14h8M10 17h5" stroke="${color.primaryStrong}" stroke-width="1.75" stroke-linecap="round"/>` +
    `<text x="42" y="22" font-family="${fontFamily.sans.replace(/"/g, "'")}" font-size="17" font-weight="600" fill="${color.text}">${TITLE}</text>` +
    `</svg>`,
)}`;

// The sidebar's brand, the selection and the app chrome in the design system's tokens, not Storybook's pink.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: TITLE,
    brandImage: logo,
    brandUrl: '?path=/docs/introduction--docs',
    brandTarget: '_self',
    colorPrimary: color.primaryStrong,
    colorSecondary: color.primaryStrong,
    appBg: palette.gray50,
    appContentBg: color.surface,
    appBorderColor: color.border,
    textColor: color.text,
    textMutedColor: color.textMuted,
    barSelectedColor: color.primaryStrong,
    fontBase: fontFamily.sans,
  }),
});

/**
 * Storybook writes "<page> ⋅ Storybook" into the tab title on every navigation and has no setting for the suffix;
 * the reader's tab and history name the design system instead.
 */
function brandDocumentTitle() {
  const rename = () => {
    if (document.title.endsWith('Storybook')) document.title = document.title.replace(/Storybook$/u, TITLE);
  };
  rename();
  new MutationObserver(rename).observe(document.head, { subtree: true, childList: true, characterData: true });
}
brandDocumentTitle();

const ADDON_ID = 'labelwise/brand-colours';

/**
 * Two colour pickers in the toolbar for the "Custom" brand. Picking a colour switches the Brand toolbar to
 * Custom, so every story and docs page re-themes at once; the values live in the URL like any other global.
 */
function BrandColoursTool() {
  const [globals, updateGlobals] = useGlobals();
  const id = React.useId();
  const primary = typeof globals.brandPrimary === 'string' ? globals.brandPrimary : customBrandDefaults.primary;
  const accent = typeof globals.brandAccent === 'string' ? globals.brandAccent : customBrandDefaults.accent;
  const pick = (name: 'brandPrimary' | 'brandAccent') => (event: { currentTarget: HTMLInputElement }) =>
    updateGlobals({ brand: 'custom', [name]: event.currentTarget.value });
  const label = { display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: 12, paddingInline: 6 } as const;
  const swatch = {
    inlineSize: 24,
    blockSize: 20,
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
  } as const;
  return (
    <div
      style={{ display: 'inline-flex', alignItems: 'center' }}
      title="Custom brand colours (switches Brand to Custom)"
    >
      <label htmlFor={`${id}-primary`} style={label}>
        Primary
        <input id={`${id}-primary`} type="color" value={primary} onChange={pick('brandPrimary')} style={swatch} />
      </label>
      <label htmlFor={`${id}-accent`} style={label}>
        Accent
        <input id={`${id}-accent`} type="color" value={accent} onChange={pick('brandAccent')} style={swatch} />
      </label>
    </div>
  );
}

addons.register(ADDON_ID, () => {
  addons.add(`${ADDON_ID}/tool`, {
    type: types.TOOL,
    title: 'Brand colours',
    match: ({ viewMode }) => viewMode === 'story' || viewMode === 'docs',
    render: () => <BrandColoursTool />,
  });
});
