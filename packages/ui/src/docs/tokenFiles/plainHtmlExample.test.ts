import { describe, expect, it } from 'vitest';
import { themeCssVariableNames } from '../../theme';
import { plainHtmlExample, plainHtmlStylesheetHref } from './plainHtmlExample';

describe('the plain-HTML tokens example', () => {
  it('uses only custom properties the tokens stylesheet sets', () => {
    const used = [...plainHtmlExample.matchAll(/var\((--[a-z0-9-]+)\)/g)].map(([, name]) => name);
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter((name) => !(themeCssVariableNames as readonly (string | undefined)[]).includes(name))).toEqual(
      [],
    );
  });

  it('links the stylesheet the story replaces', () => {
    expect(plainHtmlExample).toContain(`<link rel="stylesheet" href="${plainHtmlStylesheetHref}" />`);
  });
});
