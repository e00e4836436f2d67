export { DocsProvider } from './DocsProvider';
export { ColorTokens, ContrastPairs } from './ColorTokens';
export type { ColourPair } from './ColorTokens';
export { TypeScale, SpacingScale, RadiiScale, ShadowScale, MotionTokens, Breakpoints } from './ScaleTokens';
export { DoDont } from './DoDont';
export { ChangelogMissing } from './ChangelogMissing';
export { changelogMarkdown } from './changelog';
