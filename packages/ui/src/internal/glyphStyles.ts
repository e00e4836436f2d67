import { css, styled } from 'styled-components';

/** A line-drawn glyph in the current text colour; set `stroke-width` beside it. */
export const strokeGlyph = css`
  fill: none;
  stroke: currentColor;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** The 12 px chevron of a menu or disclosure trigger; it turns over while the trigger's menu or panel is open. */
export const chevronGlyph = css`
  width: 12px;
  height: 12px;
  ${strokeGlyph}
  stroke-width: 2;
  transition: transform ${({ theme }) => theme.motion.fast}ms;

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

/** `chevronGlyph` at its own size inside a flex trigger. */
export const Chevron = styled.svg`
  flex: none;
  ${chevronGlyph}
`;
