import { forwardRef } from 'react';
import { Box, type BoxProps, type SpaceStep, spaceSteps } from '../Box';
import { invariant } from '../utils/invariant';
import { StyledStack } from './Stack.styles';

export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type StackAlign = (typeof stackAligns)[number];
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;
export type StackJustify = (typeof stackJustifies)[number];

export interface StackProps extends BoxProps {
  /** Space between children, as a step of the spacing scale. Default `3`. */
  gap?: SpaceStep;
  /** Cross-axis alignment of the children. Default `stretch` for Stack, `center` for Inline. */
  align?: StackAlign;
  /** Main-axis distribution of the children. Default `start`. */
  justify?: StackJustify;
}

/** The checks Stack and Inline share. */
export function checkStackProps(component: string, { gap, align, justify }: StackProps) {
  invariant(
    component,
    spaceSteps.includes(gap as SpaceStep),
    `gap must be a step of the spacing scale (0–${spaceSteps.length - 1}), not pixels; received '${String(gap)}'.`,
  );
  invariant(
    component,
    align === undefined || stackAligns.includes(align),
    `align must be one of ${stackAligns.join(', ')}; received '${String(align)}'.`,
  );
  invariant(
    component,
    justify === undefined || stackJustifies.includes(justify),
    `justify must be one of ${stackJustifies.join(', ')}; received '${String(justify)}'.`,
  );
}

/** Children in a column with a token gap between them: the way to space a form, a card's content or a page section. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as, gap = 3, align = 'stretch', justify = 'start', ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') checkStackProps('Stack', { gap, align, justify });
  return (
    <StyledStack
      as={Box}
      forwardedAs={as}
      ref={ref}
      data-direction="column"
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      {...rest}
    />
  );
});
