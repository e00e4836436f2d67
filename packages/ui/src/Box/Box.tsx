import { forwardRef, type HTMLAttributes } from 'react';
import { shadow as shadows, space } from '../tokens';
import { invariant, invariantOneOf } from '../utils/invariant';
import { StyledBox } from './Box.styles';

/** A step of the theme's spacing scale: `3` is `theme.space[3]` (12 px). Raw pixel values are not accepted. */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export const spaceSteps = space.map((_, step) => step) as readonly SpaceStep[];

/** Elements a layout primitive may render as. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'form',
  'fieldset',
] as const;
export type BoxElement = (typeof boxElements)[number];

export const boxBackgrounds = ['surface', 'surfaceMuted', 'surfaceRaised', 'primarySubtle'] as const;
export type BoxBackground = (typeof boxBackgrounds)[number];

export const boxRadii = ['none', 'sm', 'md', 'lg', 'xl'] as const;
export type BoxRadius = (typeof boxRadii)[number];

export type BoxShadow = keyof typeof shadows;
export const boxShadows = Object.keys(shadows) as readonly BoxShadow[];

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. Default `div`. */
  as?: BoxElement;
  /** Padding on every side, as a step of the spacing scale. */
  padding?: SpaceStep;
  /** Inline (left and right) padding; overrides `padding` on those sides. */
  paddingX?: SpaceStep;
  /** Block (top and bottom) padding; overrides `padding` on those sides. */
  paddingY?: SpaceStep;
  /** A surface colour from the theme. */
  background?: BoxBackground;
  /** A corner radius from the theme. */
  radius?: BoxRadius;
  /** Draws the theme's border colour around the box. */
  bordered?: boolean;
  /** An elevation from the theme: `sm` lifts a card off the page, `md` and `lg` are for surfaces that float. */
  shadow?: BoxShadow;
}

function checkStep(component: string, name: string, value: unknown) {
  invariant(
    component,
    value === undefined || spaceSteps.includes(value as SpaceStep),
    `${name} must be a step of the spacing scale (0–${spaceSteps.length - 1}), not pixels; received '${String(value)}'.`,
  );
}

/** The spacing props must be steps of the scale. */
function checkBoxProps(component: string, props: Pick<BoxProps, 'padding' | 'paddingX' | 'paddingY'>) {
  checkStep(component, 'padding', props.padding);
  checkStep(component, 'paddingX', props.paddingX);
  checkStep(component, 'paddingY', props.paddingY);
}

/**
 * The base layout element: padding, surface, radius and border from the theme's tokens, rendered as any block
 * element. Use it instead of `style={{ padding: 24 }}`, so spacing follows the scale and the brand.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', padding, paddingX, paddingY, background, radius, bordered = false, shadow, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    checkBoxProps('Box', { padding, paddingX, paddingY });
    invariantOneOf('Box', 'as', as, boxElements);
    invariantOneOf('Box', 'shadow', shadow, boxShadows, { optional: true });
  }
  return (
    <StyledBox
      ref={ref}
      as={as}
      data-padding={padding}
      data-padding-x={paddingX}
      data-padding-y={paddingY}
      data-background={background}
      data-radius={radius}
      data-bordered={bordered || undefined}
      data-shadow={shadow}
      {...rest}
    />
  );
});
