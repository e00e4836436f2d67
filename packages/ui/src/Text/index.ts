export { Text, textElements, textSizes, textTones, textWeights, textWraps } from './Text';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight, TextWrap } from './Text';
