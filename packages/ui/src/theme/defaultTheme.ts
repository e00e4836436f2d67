import { createTheme, type Theme } from './createTheme';

/**
 * The Labelwise theme, for `LabelwiseBaseProvider` and for reading tokens. The published build writes it out as data
 * (see tsup.config.ts), so a page that uses it carries no colour engine.
 */
export const defaultTheme: Theme = /* @__PURE__ */ createTheme();
