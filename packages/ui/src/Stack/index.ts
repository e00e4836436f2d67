export { Stack, stackAligns, stackJustifies } from './Stack';
export type { StackAlign, StackJustify, StackProps } from './Stack';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
