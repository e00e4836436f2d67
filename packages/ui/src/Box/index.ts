export { Box, boxBackgrounds, boxElements, boxRadii, boxShadows, spaceSteps } from './Box';
export type { BoxBackground, BoxElement, BoxProps, BoxRadius, BoxShadow, SpaceStep } from './Box';
