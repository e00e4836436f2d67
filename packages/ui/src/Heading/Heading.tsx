import { forwardRef, type HTMLAttributes } from 'react';
import { invariant, invariantOneOf } from '../utils/invariant';
import { StyledHeading } from './Heading.styles';
import {
  headingLevels,
  headingSizes,
  headingWeights,
  type HeadingLevel,
  type HeadingSize,
  type HeadingWeight,
} from './Heading.types';

export { headingLevels, headingSizes, headingWeights };
export type { HeadingLevel, HeadingSize, HeadingWeight };

/** The size each level takes unless `size` says otherwise. */
const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'md', 6: 'sm' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level in the document outline (h1–h6). Required: the outline is what screen-reader users navigate. */
  level: HeadingLevel;
  /** The visual size, independent of the level. Default: a size that follows the level. */
  size?: HeadingSize;
  /**
   * The size below the mobile breakpoint (992 px), when a long title should take less room on a phone.
   * Default: `size` on every screen.
   */
  mobileSize?: HeadingSize;
  /** The weight from the theme. Default `semibold`. */
  weight?: HeadingWeight;
}

/**
 * A section heading. `level` sets the element for the document outline and `size` the look, so a page can keep a
 * correct outline while a card title stays small.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, mobileSize, weight = 'semibold', ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    invariant('Heading', headingLevels.includes(level), `level must be 1 to 6; received '${String(level)}'.`);
    invariantOneOf('Heading', 'size', size, headingSizes, { optional: true });
    invariantOneOf('Heading', 'mobileSize', mobileSize, headingSizes, { optional: true });
    invariantOneOf('Heading', 'weight', weight, headingWeights);
  }
  return (
    <StyledHeading
      ref={ref}
      as={`h${level}`}
      data-size={size ?? defaultSize[level]}
      data-mobile-size={mobileSize}
      data-weight={weight}
      {...rest}
    />
  );
});
