import { forwardRef, type HTMLAttributes } from 'react';
import { invariantOneOf } from '../utils/invariant';
import { StyledText } from './Text.styles';
import {
  textElements,
  textSizes,
  textTones,
  textWeights,
  textWraps,
  type TextElement,
  type TextSize,
  type TextTone,
  type TextWeight,
  type TextWrap,
} from './Text.types';

export { textElements, textSizes, textTones, textWeights, textWraps };
export type { TextElement, TextSize, TextTone, TextWeight, TextWrap };

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. Default `p`. */
  as?: TextElement;
  /** Size from the type scale. Default `md`. */
  size?: TextSize;
  /** Colour from the theme. Default `default` (the body text colour). */
  tone?: TextTone;
  /** Weight from the theme. Default `regular`. */
  weight?: TextWeight;
  /** Cuts the text to one line with an ellipsis; give the full text another way (a title or a detail view). */
  truncate?: boolean;
  /** Sets the text in the theme's monospace family: codes, checksums, serial numbers. Default: on for `as="code"`. */
  mono?: boolean;
  /** `anywhere` breaks long unbroken values (checksums, URLs) instead of letting them overflow. Default `normal`. */
  wrap?: TextWrap;
}

/** Body text in the theme's type scale and colours: paragraphs, captions, helper lines, inline emphasis. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    as = 'p',
    size = 'md',
    tone = 'default',
    weight = 'regular',
    truncate = false,
    mono = as === 'code',
    wrap = 'normal',
    ...rest
  },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('Text', 'as', as, textElements);
    invariantOneOf('Text', 'size', size, textSizes);
    invariantOneOf('Text', 'tone', tone, textTones);
    invariantOneOf('Text', 'weight', weight, textWeights);
    invariantOneOf('Text', 'wrap', wrap, textWraps);
  }
  return (
    <StyledText
      ref={ref}
      as={as}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-truncate={truncate || undefined}
      data-mono={mono || undefined}
      data-wrap={wrap === 'normal' ? undefined : wrap}
      {...rest}
    />
  );
});
