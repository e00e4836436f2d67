export { Heading, headingLevels, headingSizes, headingWeights } from './Heading';
export type { HeadingLevel, HeadingProps, HeadingSize, HeadingWeight } from './Heading';
