import { forwardRef } from 'react';
import { Box } from '../Box';
import { checkStackProps, type StackProps } from './Stack';
import { StyledStack } from './Stack.styles';

export interface InlineProps extends StackProps {
  /** Lets children move to the next line when the row is full. Default `true`. */
  wrap?: boolean;
}

/** Children in a row that wraps, with a token gap in both directions: buttons, tags, icon and label pairs. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { as, gap = 2, align = 'center', justify = 'start', wrap = true, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') checkStackProps('Inline', { gap, align, justify });
  return (
    <StyledStack
      as={Box}
      forwardedAs={as}
      ref={ref}
      data-direction="row"
      data-wrap={wrap || undefined}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      {...rest}
    />
  );
});
