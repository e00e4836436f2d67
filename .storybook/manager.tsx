// The manager bundle compiles JSX with the classic runtime, which needs React in scope.
import * as React from 'react';
import { addons, types, useGlobals } from 'storybook/manager-api';
import { customBrandDefaults } from './brands';

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
